/** Expectations shared by the copy tests (not a test file itself). */
import { expect } from "vitest";
import type { Copy } from "../../shared/schemas/copies";

/**
 * A $1,000 copy of a $5,000 trader who bought 0.04 BTC at the ask of 50,010: the position the copy
 * opens (0.04 x 1,000 / 5,000 = 0.008 BTC, at the same 2:1) and the event that says it mirrored it.
 */
export const MIRRORED_BTC_LONG = {
  position: { symbol: "BTCUSD", side: "buy", quantity: "0.008", leverage: 2 },
  event: {
    symbol: "BTCUSD",
    side: "buy",
    traderQuantity: "0.04",
    traderPrice: "50010",
    quantity: "0.008",
    price: "50010",
  },
};

/**
 * A $200 copy of a $5,000 trader's buy of 0.001 BTC (0.00004 BTC, about $2, below the $5 minimum)
 * holds nothing and has a "skipped" event saying why, with the event's other `details`.
 */
export function expectSmallBtcBuySkipped(copy: Copy, details: Record<string, unknown>) {
  expect(copy.positions).toEqual([]);
  expect(copy.events.find((event) => event.kind === "skipped")).toMatchObject({
    reason: "below-minimum",
    symbol: "BTCUSD",
    traderQuantity: "0.001",
    ...details,
  });
}
