import { sql } from "drizzle-orm";
import type { TraderSort, TraderSummary } from "../../shared/schemas/traders";
import type { Runner } from "../db/client";
import { traders } from "../db/schema";
import type { RiskMarket } from "./risk-score";
import { type CountedCopiers, rankTraders, traderFigures } from "./trader-figures";

/** How long the list is reused in this instance (the response says the same to caches). */
const TRADERS_TTL_MS = 30_000;

let cached: { expires: number; db: Runner; value: Promise<TraderSummary[]> } | undefined;

/** Every trader ranked (rankTraders), computed in a constant number of queries and reused for TRADERS_TTL_MS. */
function rankedTraders(db: Runner, market: RiskMarket, now: Date, copiers: CountedCopiers) {
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

const number = (text: string | null) => (text === null ? null : Number(text));

/** Each sort's figure and direction (1: smallest first); unknown figures always last. */
const sortFigures: Record<
  Exclude<TraderSort, "riskAdjusted">,
  [(trader: TraderSummary) => number | null, 1 | -1]
> = {
  return7d: [(trader) => number(trader.return7d), -1],
  return30d: [(trader) => number(trader.return30d), -1],
  return90d: [(trader) => number(trader.return90d), -1],
  return12m: [(trader) => number(trader.return12m), -1],
  drawdown: [(trader) => number(trader.maxDrawdown), 1],
  riskScore: [(trader) => trader.riskScore, 1],
  sharpeRatio: [(trader) => number(trader.sharpeRatio), -1],
  winRate: [(trader) => number(trader.winRate), -1],
  tradesPerWeek: [(trader) => number(trader.tradesPerWeek), -1],
  copiers: [(trader) => trader.copiers, -1],
  assetsUnderCopy: [(trader) => Number(trader.assetsUnderCopy), -1],
  copiersEarned: [(trader) => Number(trader.copiersEarned), -1],
};

/** The traders sorted by `sort`, ties in the ranked order (the sort is stable). */
function sortTraders(list: readonly TraderSummary[], sort: TraderSort): TraderSummary[] {
  if (sort === "riskAdjusted") return [...list];
  const [pick, direction] = sortFigures[sort];
  return [...list].sort((a, b) => {
    const x = pick(a);
    const y = pick(b);
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return (x - y) * direction;
  });
}

/**
 * GET /api/v1/traders (public): every trader, stopped and blown-up ones included, ranked
 * (rankTraders) or sorted by one figure; `search` keeps those whose display name contains it
 * (case-insensitive, served by the display name's trigram index).
 */
export async function listTraders(
  db: Runner,
  market: RiskMarket,
  query: { search?: string; sort: TraderSort } = { sort: "riskAdjusted" },
  now = new Date(),
  copiers: CountedCopiers = "all",
): Promise<TraderSummary[]> {
  const ranked = await rankedTraders(db, market, now, copiers);
  let list = ranked;
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found = await db
      .select({ id: traders.userId })
      .from(traders)
      .where(sql`lower(${traders.displayName}) like ${pattern}`);
    const ids = new Set(found.map((row) => row.id));
    list = ranked.filter((trader) => ids.has(trader.id));
  }
  return sortTraders(list, query.sort);
}

/** Drops the reused list (tests, and after a trader's own change). */
export function forgetTraders(): void {
  cached = undefined;
}
