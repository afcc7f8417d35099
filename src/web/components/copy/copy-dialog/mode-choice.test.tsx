import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ModeChoice } from "./mode-choice";

const props = {
  onChange: () => {},
  liveBlocked: false,
  retakeAt: null,
  belowLevel2: false,
  needsAssessment: false,
  error: undefined,
};

describe("ModeChoice", () => {
  it("offers practice and live money", () => {
    const html = renderToStaticMarkup(<ModeChoice mode="practice" {...props} />);
    expect(html).toContain("Practice (virtual money)");
    expect(html).toContain("Live (your balance)");
    expect(html).toMatch(/checked="" value="practice"/);
    expect(html).not.toContain("questionnaire");
  });

  it("shuts live after a failed questionnaire until its retake time", () => {
    const html = renderToStaticMarkup(
      <ModeChoice mode="practice" {...props} liveBlocked retakeAt="2026-11-25T15:04:00.000Z" />,
    );
    expect(html).toMatch(/disabled=""[^>]*value="live"/);
    expect(html).toContain("Practice copies only until you can retake the questionnaire (Nov 25, 2026,");
  });

  it("says live needs the questionnaire, and shows the server's error on the choice", () => {
    const html = renderToStaticMarkup(
      <ModeChoice mode="live" {...props} needsAssessment error="Not allowed" />,
    );
    expect(html).toContain("Live copies need the appropriateness questionnaire first.");
    expect(html).toMatch(/aria-describedby="copy-mode-error"/);
    expect(html).toMatch(/<p id="copy-mode-error"[^>]*>Not allowed<\/p>/);
  });
});
