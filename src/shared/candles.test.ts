import { describe, expect, it } from "vitest";
import { candlesWithQuote } from "./candles";

const hour = 3_600;
const t0 = 1_700_000_000 - (1_700_000_000 % hour);
const candles = [
  { time: t0 - hour, open: 60_000, high: 61_200, low: 59_800, close: 61_000 },
  { time: t0, open: 61_000, high: 61_100, low: 60_900, close: 61_005 },
];
const quoteAt = (seconds: number, bid: string, ask: string) => ({
  bid,
  ask,
  time: new Date(seconds * 1000).toISOString(),
});

describe("candlesWithQuote (issue 31 point 7)", () => {
  it("moves the last candle's close, and its low, to a quote inside its period", () => {
    const out = candlesWithQuote(candles, "1h", quoteAt(t0 + 600, "57900.00", "57910.00"));
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual(candles[0]);
    expect(out[1]).toEqual({ time: t0, open: 61_000, high: 61_100, low: 57_905, close: 57_905 });
  });

  it("opens the next candle at the last close for a quote past the last period, keeping the limit", () => {
    const out = candlesWithQuote(candles, "1h", quoteAt(t0 + hour + 90, "61500.00", "61510.00"), 2);
    expect(out.map((candle) => candle.time)).toEqual([t0, t0 + hour]);
    expect(out[1]).toEqual({ time: t0 + hour, open: 61_005, high: 61_505, low: 61_005, close: 61_505 });
  });

  it("changes nothing for a quote older than the last candle, or none", () => {
    expect(candlesWithQuote(candles, "1h", quoteAt(t0 - 10, "1.00", "1.00"))).toEqual(candles);
    expect(candlesWithQuote(candles, "1h", undefined)).toEqual(candles);
  });
});
