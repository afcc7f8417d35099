import type { TraderSummary } from "../../shared/schemas/traders";
import type { Runner } from "../db/client";
import type { RiskMarket } from "./risk-score";
import { type CountedCopiers, rankTraders, traderFigures } from "./trader-figures";

/** How long the list is reused in this instance (the response says the same to caches). */
const TRADERS_TTL_MS = 30_000;

let cached: { expires: number; db: Runner; value: Promise<TraderSummary[]> } | undefined;

/**
 * GET /api/v1/traders (public): every trader, stopped and blown-up ones included, ranked
 * (rankTraders). Computed in a constant number of queries and reused for TRADERS_TTL_MS.
 */
export function listTraders(
  db: Runner,
  market: RiskMarket,
  now = new Date(),
  copiers: CountedCopiers = "all",
): Promise<TraderSummary[]> {
  if (cached && cached.db === db && cached.expires > now.getTime()) return cached.value;
  const value = traderFigures(db, market, now, undefined, copiers).then((list) =>
    rankTraders(list.map((item) => item.summary)),
  );
  cached = { expires: now.getTime() + TRADERS_TTL_MS, db, value };
  value.catch(() => {
    cached = undefined;
  });
  return value;
}

/** Drops the reused list (tests, and after a trader's own change). */
export function forgetTraders(): void {
  cached = undefined;
}
