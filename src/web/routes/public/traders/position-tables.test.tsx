import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PositionTables } from "./position-tables";
import { testTrader } from "./test-trader";

describe("PositionTables", () => {
  it("lists open positions with their share and price (hidden when delayed) and closed ones with P&L", () => {
    const html = renderToStaticMarkup(
      <PositionTables
        trader={testTrader({
          openPositions: [
            {
              symbol: "BTCUSD",
              side: "buy",
              shareOfEquity: "12.50",
              averagePrice: null,
              openedAt: "2026-11-25T10:00:00.000Z",
            },
          ],
          closedPositions: [
            {
              symbol: "ETHUSD",
              side: "sell",
              averagePrice: "3000",
              realizedPnl: "-4.00",
              openedAt: "2026-11-24T10:00:00.000Z",
              closedAt: "2026-11-25T10:00:00.000Z",
            },
          ],
        })}
      />,
    );
    expect(html).toContain('data-testid="hidden-prices"');
    expect(html).toMatch(/>BTCUSD<\/td><td [^>]*>Buy<\/td><td [^>]*>12.50%<\/td><td [^>]*>Hidden<\/td>/);
    expect(html).toMatch(
      />ETHUSD<\/td><td [^>]*>Sell<\/td><td [^>]*>3,000.00<\/td><td [^>]*text-red-700[^>]*>-\$4.00<\/td>/,
    );
  });

  it("says when there are none", () => {
    const html = renderToStaticMarkup(<PositionTables trader={testTrader()} />);
    expect(html).toContain("No open positions.");
    expect(html).toContain("No closed positions yet.");
    expect(html).not.toContain("<table");
  });
});
