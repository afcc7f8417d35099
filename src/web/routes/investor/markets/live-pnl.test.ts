import { describe, expect, it } from "vitest";
import type { Quote } from "../../../../shared/schemas/market";
import type { Position } from "../../../../shared/schemas/trading";
import { livePnl } from "./live-pnl";

const position: Position = {
  id: "p1",
  accountId: "a1",
  symbol: "BTCUSD",
  side: "buy",
  quantity: "0.01",
  averagePrice: "43000",
  leverage: 2,
  margin: "215.00",
  stopLoss: null,
  takeProfit: null,
  unrealizedPnl: "-7.00",
  realizedPnl: "0.00",
  status: "open",
  closeReason: null,
  openedAt: "2026-11-25T10:00:00.000Z",
  closedAt: null,
};
const quote = { symbol: "BTCUSD", bid: "43210.50", ask: "43220.00" } as Quote;

describe("live P&L of a position at the streamed quote", () => {
  it("marks a long at the bid and a short at the ask, to the cent", () => {
    // (43210.50 - 43000) x 0.01 = 2.105 -> $2.10 (toward the house, like the server: decision 0021).
    expect(livePnl(position, quote)).toBe(210n);
    // (43000 - 43220) x 0.01 = -2.20.
    expect(livePnl({ ...position, side: "sell" }, quote)).toBe(-220n);
  });

  it("keeps the server's figure without a quote", () => {
    expect(livePnl(position, undefined)).toBe(-700n);
  });
});
