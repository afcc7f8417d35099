import { z } from "zod";

import { type MarketSymbol, marketSymbols } from "../market-symbols";

export { type MarketSymbol, marketSymbols };
export const marketSymbol = z.enum(Object.keys(marketSymbols) as [MarketSymbol, ...MarketSymbol[]], {
  error: "Unknown market symbol",
});

const candleIntervals = ["1m", "5m", "15m", "1h", "4h", "1d"] as const;
export type CandleInterval = (typeof candleIntervals)[number];
const candleInterval = z.enum(candleIntervals, { error: "Unknown candle interval" });

const quote = z.object({
  symbol: marketSymbol,
  label: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  /** True when this figure comes from the offline simulation, not a live feed. */
  simulated: z.boolean(),
  /** Best bid and ask, decimal strings (issue 12): longs are valued at bid, shorts at ask. */
  bid: z.string(),
  ask: z.string(),
  /** When the quote was read from its source (ISO 8601). */
  time: z.string(),
  /** "exchange" or "simulated". */
  source: z.string(),
  /** Milliseconds since it was read, when served. */
  ageMs: z.number().int().min(0),
  /**
   * Older than MARKET_STALE_MS, or no longer confirmed by the feed (an outage, a quote refused by the
   * price rule): shown with its age, never traded on and never triggering anything.
   */
  stale: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

export const quotesOutput = z.object({
  /** True when any quote is simulated: the UI then shows a "Simulated data" label. */
  simulated: z.boolean(),
  asOf: z.string(),
  quotes: z.array(quote),
});
export type QuotesOutput = z.infer<typeof quotesOutput>;

const candle = z.object({
  /** Start of the candle, UNIX seconds (UTC). */
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});
export type Candle = z.infer<typeof candle>;

export const candlesOutput = z.object({
  symbol: marketSymbol,
  interval: candleInterval,
  simulated: z.boolean(),
  source: z.string(),
  candles: z.array(candle),
});
export type CandlesOutput = z.infer<typeof candlesOutput>;

const CANDLE_LIMIT_MAX = 500;

export const quotesQuery = z.strictObject({
  /** Comma-separated symbols; the ticker defaults when absent. */
  symbols: z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const list = [...new Set(value.split(",").map((item) => item.trim().toUpperCase()))].filter(Boolean);
      const parsed = z.array(marketSymbol).min(1).max(10).safeParse(list);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: "Unknown market symbol" });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

export const candlesQuery = z.strictObject({
  symbol: z
    .string({ error: "Unknown market symbol" })
    .transform((value) => value.toUpperCase())
    .pipe(marketSymbol),
  interval: candleInterval.default("1h"),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(10)
    .max(CANDLE_LIMIT_MAX)
    .default(120),
});
