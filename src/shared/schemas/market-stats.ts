import { z } from "zod";
import { percentOutput } from "../money";

/** Live figures replace the landing's configured ones from this many closed live positions. */
export const MARKET_STATS_MIN_POSITIONS = 100;
/** The measured share of investors who lost money is shown from this many investors. */
export const MARKET_STATS_MIN_INVESTORS = 50;

/**
 * GET /api/v1/market-stats (public, issue 13 point 6): figures of all traders' closed live
 * positions of the last 12 months, null below MARKET_STATS_MIN_POSITIONS; the share of investors
 * whose live copies lost money over the last 12 months, null below MARKET_STATS_MIN_INVESTORS.
 */
export const marketStatsOutput = z.object({
  positions: z
    .object({
      count: z.number().int(),
      winRate: percentOutput,
      /** Gains / losses, two decimals; null when no position lost. */
      profitFactor: z.string().nullable(),
      averageDurationSeconds: z.number().int(),
    })
    .nullable(),
  investors: z.object({ count: z.number().int(), lostPercent: percentOutput }).nullable(),
});
export type MarketStats = z.infer<typeof marketStatsOutput>;
