import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testTrader } from "./test-trader";
import { TraderStats } from "./trader-stats";

const figure = (label: string, value: string) =>
  new RegExp(`>${label}</dt><dd[^>]*>${value.replace(/[$()+]/g, "\\$&")}</dd>`);

describe("TraderStats", () => {
  it("shows the returns signed, the others plain, and says where history is short", () => {
    const html = renderToStaticMarkup(<TraderStats trader={testTrader()} />);
    expect(html).toContain('data-testid="trader-stats"');
    expect(html).toMatch(figure("Return 30 days", "+4.20%"));
    expect(html).toMatch(figure("Return since start", "+12.00%"));
    expect(html).toMatch(figure("Max drawdown", "8.00%"));
    expect(html).toMatch(figure("Win rate", "62.50%"));
    expect(html).toMatch(figure("Profit factor", "1.85"));
    expect(html).toMatch(figure("Copiers", "1,234"));
    expect(html).toMatch(figure("Trader&#x27;s own equity", "$10,000.00"));
    expect(html).toMatch(figure("Trading since", "Jan 15, 2026"));
    expect(html).toMatch(/data-testid="asset-classes">Crypto 100.00%</);
    expect(html.match(/>Not enough history</g)?.length).toBe(3);
  });

  it("says on how many closed trades the figures rest", () => {
    const html = renderToStaticMarkup(<TraderStats trader={testTrader()} />);
    expect(html).toMatch(/data-testid="trades-basis">[^<]*24[^<]*</);
  });
});
