import { describe, expect, it } from "vitest";
import { testCopy } from "../../../test/copy-samples";
import { markup } from "../../../test/markup";
import { CopyCard } from "./copy-card";

const render = (copy = testCopy()) => markup(<CopyCard copy={copy} />);

describe("CopyCard", () => {
  it("links the trader, says status, mode and start, and heads with the P&L after profit share", () => {
    const html = render();
    expect(html).toMatch(/data-testid="copy-card" data-copy-id="c1" data-status="active"/);
    expect(html).toMatch(/<a [^>]*href="\/traders\/t1"[^>]*>Copy of Ada<\/a>/);
    expect(html).toContain(">Started Nov 20, 2026</span>");
    expect(html).toMatch(/data-testid="copy-pnl"[^>]*>.*\+\$4.50<\/p>/);
    expect(html).toContain('data-testid="copy-pnl-gross">before profit share +$5.50</p>');
  });

  it("offers pause, edit, funds and stop while it runs, details closed", () => {
    const html = render();
    for (const label of ["Pause", "Add funds", "Remove funds", "Stop"])
      expect(html).toContain(`>${label}<span class="sr-only"> Copy of Ada</span></button>`);
    expect(html).toMatch(/aria-expanded="false" aria-controls="copy-details-c1"[^>]*>Positions and log/);
    expect(html).toMatch(/<div id="copy-details-c1" hidden="">/);
  });

  it("says when and why a stopped copy stopped, with no actions but its details", () => {
    const html = render(
      testCopy({ status: "stopped", stoppedAt: "2026-11-24T10:00:00.000Z", stopReason: "stop-loss" }),
    );
    expect(html).toContain(">Stopped Nov 24, 2026 (by the copy stop-loss)</span>");
    expect(html).not.toContain(">Pause<span");
    expect(html).not.toContain(">Add funds<span");
    expect(html).toContain("Positions and log");
  });
});
