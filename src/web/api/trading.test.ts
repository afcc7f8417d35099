import { describe, expect, it } from "vitest";
import type { Quote, QuotesOutput } from "../../shared/schemas/market";
import { mergeQuotes } from "./trading";

function quote(symbol: string, bid: string, time: string, simulated = false): Quote {
  return {
    symbol: symbol as Quote["symbol"],
    label: symbol,
    price: Number(bid),
    change: 0,
    changePercent: 0,
    simulated,
    bid,
    ask: bid,
    time,
    source: simulated ? "simulated" : "exchange",
    ageMs: 0,
    stale: false,
  };
}

/** An answer of the quotes endpoint: one row of `quote`'s arguments per quote. */
function answer(simulated: boolean, asOf: string, rows: Parameters<typeof quote>[]): QuotesOutput {
  return { simulated, asOf, quotes: rows.map((row) => quote(...row)) };
}

describe("streamed quotes merged into the last answer", () => {
  it("takes newer quotes, keeps the others, never goes back in time, and adds new symbols", () => {
    const previous = answer(false, "2026-11-25T10:00:00.000Z", [
      ["BTCUSD", "100", "2026-11-25T10:00:00.000Z"],
      ["ETHUSD", "10", "2026-11-25T10:00:05.000Z"],
    ]);
    const update = answer(true, "2026-11-25T10:00:02.000Z", [
      ["BTCUSD", "101", "2026-11-25T10:00:02.000Z"],
      ["ETHUSD", "9", "2026-11-25T10:00:01.000Z"],
      ["SPX", "5000", "2026-11-25T10:00:02.000Z", true],
    ]);
    const merged = mergeQuotes(previous, update);
    expect(merged.quotes.map((item) => [item.symbol, item.bid])).toEqual([
      ["BTCUSD", "101"],
      ["ETHUSD", "10"],
      ["SPX", "5000"],
    ]);
    expect(merged.simulated).toBe(true);
  });
});
