import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testEvent } from "../../../test/copy-samples";
import { CopyEventLog } from "./copy-event-log";

describe("CopyEventLog", () => {
  it("is a focusable log of lines in words with their slippage or move since the trader opened", () => {
    const html = renderToStaticMarkup(
      <CopyEventLog
        labelledBy="events-c1"
        events={[
          testEvent({ id: "e2", kind: "paused", slippagePercent: "0.02" }),
          testEvent({ id: "e1", moveSinceTraderOpenPercent: "-1.5" }),
        ]}
      />,
    );
    expect(html).toMatch(/^<ol [^>]*data-testid="copy-events" tabindex="0" aria-labelledby="events-c1">/);
    expect(html).toMatch(/<li data-kind="paused"[^>]*><p [^>]*>Paused<\/p>/);
    expect(html).toContain("slippage +0.02%");
    expect(html).toMatch(/data-testid="move-since-open"> · price moved -1.50% since the trader opened/);
  });
});
