import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { figurePattern } from "../../../test/markup";
import { testTrader } from "./test-trader";
import { TraderStats } from "./trader-stats";

describe("TraderStats", () => {
  it("shows the returns signed, the others plain, and says where history is short", () => {
    const html = renderToStaticMarkup(<TraderStats trader={testTrader()} />);
    expect(html).toContain('data-testid="trader-stats"');
    for (const [label, value] of [
      ["Return 30 days", "+4.20%"],
      ["Return since start", "+12.00%"],
      ["Max drawdown", "8.00%"],
      ["Win rate", "62.50%"],
      ["Profit factor", "1.85"],
      ["Copiers", "1,234"],
      ["Trader&#x27;s own equity", "$10,000.00"],
      ["Trading since", "Jan 15, 2026"],
    ] as const)
      expect(html).toMatch(figurePattern(label, value));
    expect(html).toMatch(/data-testid="asset-classes">Crypto 100.00%</);
    expect(html.match(/>Not enough history</g)?.length).toBe(3);
  });

  it("says on how many closed trades the figures rest", () => {
    const html = renderToStaticMarkup(<TraderStats trader={testTrader()} />);
    expect(html).toMatch(/data-testid="trades-basis">[^<]*24[^<]*</);
  });
});
