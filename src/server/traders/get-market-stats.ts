import { sql } from "drizzle-orm";
import {
  MARKET_STATS_MIN_INVESTORS,
  MARKET_STATS_MIN_POSITIONS,
  type MarketStats,
} from "../../shared/schemas/market-stats";
import type { Runner } from "../db/client";

const percentText = (basisPoints: bigint) =>
  `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, "0")}`;

/**
 * The landing's honest figures (issue 13 point 6), one query each:
 * - positions: traders' closed positions in their own live accounts, closed in the last 12 months:
 *   win rate (realized P&L > 0), profit factor (gains / losses), average holding time;
 * - investors: investors with a live copy whose positions closed in the last 12 months; one lost
 *   money when those positions' realized P&L less the profit share their copies paid is negative.
 * Below the thresholds a figure is null and the landing keeps its configured text.
 */
export async function getMarketStats(db: Runner): Promise<MarketStats> {
  const [positionsResult, investorsResult] = await Promise.all([
    db.execute(sql`
      select count(*)::int as count,
        count(*) filter (where p.realized_pnl > 0)::int as wins,
        coalesce(sum(p.realized_pnl) filter (where p.realized_pnl > 0), 0)::text as gains,
        coalesce(-sum(p.realized_pnl) filter (where p.realized_pnl < 0), 0)::text as losses,
        coalesce(round(avg(extract(epoch from p.closed_at - p.opened_at))), 0)::text as holding
      from positions p
      join trading_accounts ta on ta.id = p.account_id and ta.kind = 'own' and ta.mode = 'live'
      join traders t on t.user_id = ta.user_id
      where p.status = 'closed' and p.closed_at >= now() - interval '12 months'`),
    db.execute(sql`
      select count(*)::int as count, count(*) filter (where result < 0)::int as lost from (
        select c.investor_id, sum(c.pnl) - sum(c.fees_paid) as result from (
          select c.investor_id, c.fees_paid,
            coalesce((select sum(p.realized_pnl) from positions p where p.account_id = c.account_id
              and p.status = 'closed' and p.closed_at >= now() - interval '12 months'), 0) as pnl,
            exists (select 1 from positions p where p.account_id = c.account_id
              and p.status = 'closed' and p.closed_at >= now() - interval '12 months') as traded
          from copies c where c.mode = 'live'
        ) c where c.traded group by c.investor_id
      ) per_investor`),
  ]);
  const positionRow = positionsResult.rows[0] as
    | { count: number; wins: number; gains: string; losses: string; holding: string }
    | undefined;
  const investorRow = investorsResult.rows[0] as { count: number; lost: number } | undefined;
  const count = Number(positionRow?.count ?? 0);
  const losses = BigInt(positionRow?.losses ?? "0");
  const investors = Number(investorRow?.count ?? 0);
  return {
    positions:
      positionRow && count >= MARKET_STATS_MIN_POSITIONS
        ? {
            count,
            winRate: percentText((BigInt(positionRow.wins) * 10_000n) / BigInt(count)),
            profitFactor: losses > 0n ? percentText((BigInt(positionRow.gains) * 100n) / losses) : null,
            averageDurationSeconds: Number(positionRow.holding),
          }
        : null,
    investors:
      investorRow && investors >= MARKET_STATS_MIN_INVESTORS
        ? {
            count: investors,
            lostPercent: percentText((BigInt(investorRow.lost) * 10_000n) / BigInt(investors)),
          }
        : null,
  };
}
