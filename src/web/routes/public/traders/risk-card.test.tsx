import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { riskBands } from "../../../../shared/risk-bands";
import { RiskCard } from "./risk-card";
import { testTrader } from "./test-trader";

describe("RiskCard", () => {
  it("shows the current volatility, what it rests on, and the bands with the trader's marked", () => {
    const html = renderToStaticMarkup(<RiskCard trader={testTrader()} />);
    expect(html).toContain("Current exposure-weighted volatility: 35.00%");
    expect(html).toMatch(
      /data-testid="risk-basis"><li>BTCUSD: 45.00%, measured on real daily candles; valued at the live exchange price<\/li>/,
    );
    expect(html.match(/<tr[ >]/g)?.length).toBe(riskBands.length + 1);
    expect(html).toMatch(/<tr class="bg-emerald-50[^"]*" aria-current="true"><td [^>]*>3<\/td>/);
    expect(html).toContain('data-testid="sharpe-formula"');
  });

  it("says nothing is at risk without open positions", () => {
    const html = renderToStaticMarkup(<RiskCard trader={testTrader({ riskBasis: [], volatility: null })} />);
    expect(html).toContain("No open positions: nothing at risk (score 1).");
    expect(html).not.toContain("Current exposure-weighted volatility");
  });
});
