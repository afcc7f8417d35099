import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ModeMark, TraderMarks } from "./trader-marks";

describe("a trader's marks", () => {
  it("name the account's mode, practice apart from live", () => {
    expect(renderToStaticMarkup(<ModeMark mode="practice" />)).toMatch(
      /<span data-mode="practice"[^>]*>Practice<\/span>/,
    );
    expect(renderToStaticMarkup(<ModeMark mode="live" />)).toMatch(
      /<span data-mode="live"[^>]*>Live<\/span>/,
    );
  });

  it("show Stopped and New before the mode, and nothing more for an active trader", () => {
    const stopped = renderToStaticMarkup(
      <TraderMarks trader={{ isNew: true, status: "stopped", mode: "live" }} />,
    );
    expect(stopped).toMatch(/data-mark="stopped"[^>]*>Stopped<\/span>.*data-mark="new".*data-mode="live"/);
    const active = renderToStaticMarkup(
      <TraderMarks trader={{ isNew: false, status: "active", mode: "practice" }} />,
    );
    expect(active).not.toContain("data-mark");
    expect(active).toContain('data-mode="practice"');
  });
});
