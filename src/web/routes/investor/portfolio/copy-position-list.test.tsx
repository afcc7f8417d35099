import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Position } from "../../../../shared/schemas/trading";
import { CopyPositionList } from "./copy-position-list";

const position = {
  id: "p1",
  symbol: "BTCUSD",
  side: "sell",
  quantity: "0.008",
  averagePrice: "60010",
  unrealizedPnl: "-3.25",
} as Position;

describe("CopyPositionList", () => {
  it("lists each open position with its side, quantity at entry and P&L", () => {
    const html = renderToStaticMarkup(<CopyPositionList positions={[position]} />);
    expect(html).toContain('data-testid="copy-position" data-symbol="BTCUSD"');
    expect(html).toContain("Sell · 0.008 @ 60,010.00");
    expect(html).toMatch(/text-red-700[^>]*>-\$3.25</);
  });
});
