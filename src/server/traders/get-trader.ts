import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { centsToDecimal } from "../../shared/money";
import type { TraderDetail } from "../../shared/schemas/traders";
import { formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { fills, positions } from "../db/schema";
import { notFound } from "../http/errors";
import { fixedOf } from "../trading/account-figures";
import type { RiskMarket } from "./risk-score";
import { type CountedCopiers, traderFigures } from "./trader-figures";

/** Closed positions listed on the page (the figures count all of them). */
const CLOSED_LISTED = 100;
/** Prices of positions filled this recently are hidden when the trader asks. */
const HIDDEN_MS = 3_600_000;

const percentText = (basisPoints: bigint) => {
  const negative = basisPoints < 0n;
  const abs = negative ? -basisPoints : basisPoints;
  return `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
};

/**
 * GET /api/v1/traders/:id (public): the list's figures plus the NAV series, the open positions
 * (margin as a share of equity; the average price hidden while the position's last fill is less
 * than an hour old, when the trader chose so), the closed positions and the monthly returns.
 * Win rate, profit factor and average holding time come from all the account's closed positions
 * (profit factor: gains / losses, null without a losing position).
 */
export async function getTrader(
  db: Runner,
  market: RiskMarket,
  id: string,
  now = new Date(),
  copiers: CountedCopiers = "all",
): Promise<TraderDetail> {
  const [figures] = await traderFigures(db, market, now, [id], copiers);
  if (!figures) throw notFound(messages.traderNotFound);
  const { account, equity, open, nav, volatility, trader, summary } = figures;

  const lastFills = new Map<string, Date>();
  if (open.length > 0) {
    const rows = await db
      .select({ positionId: fills.positionId, at: sql<string>`max(${fills.createdAt})` })
      .from(fills)
      .where(
        inArray(
          fills.positionId,
          open.map((position) => position.id),
        ),
      )
      .groupBy(fills.positionId);
    for (const row of rows) lastFills.set(row.positionId, new Date(row.at));
  }

  const [stats] = account
    ? await db
        .select({
          count: sql<number>`count(*)::int`,
          wins: sql<number>`count(*) filter (where ${positions.realizedPnl} > 0)::int`,
          gains: sql<string>`coalesce(sum(${positions.realizedPnl}) filter (where ${positions.realizedPnl} > 0), 0)::text`,
          losses: sql<string>`coalesce(-sum(${positions.realizedPnl}) filter (where ${positions.realizedPnl} < 0), 0)::text`,
          holding: sql<
            string | null
          >`round(avg(extract(epoch from ${positions.closedAt} - ${positions.openedAt})))::text`,
        })
        .from(positions)
        .where(and(eq(positions.accountId, account.id), eq(positions.status, "closed")))
    : [undefined];
  const closed = account
    ? await db
        .select()
        .from(positions)
        .where(and(eq(positions.accountId, account.id), eq(positions.status, "closed")))
        .orderBy(desc(positions.closedAt), desc(positions.id))
        .limit(CLOSED_LISTED)
    : [];

  const count = stats?.count ?? 0;
  const losses = BigInt(stats?.losses ?? "0");
  return {
    ...summary,
    winRate: count > 0 ? percentText((BigInt(stats!.wins) * 10_000n) / BigInt(count)) : null,
    profitFactor: count > 0 && losses > 0n ? percentText((BigInt(stats!.gains) * 100n) / losses) : null,
    averageHoldingSeconds: count > 0 && stats?.holding != null ? Number(stats.holding) : null,
    closedPositionCount: count,
    volatility: Number.isFinite(volatility) ? volatility.toFixed(2) : null,
    navSeries: nav.series.map((point) => ({ at: point.at.toISOString(), nav: formatFixed(point.nav, 2) })),
    openPositions: open.map((position) => {
      const side = position.side as "buy" | "sell";
      const lastFill = lastFills.get(position.id) ?? position.openedAt;
      const hidden = trader.hidesRecentPrices && now.getTime() - lastFill.getTime() < HIDDEN_MS;
      return {
        symbol: position.symbol,
        side,
        shareOfEquity: equity > 0n ? percentText((position.margin * 10_000n) / equity) : "0.00",
        averagePrice: hidden ? null : formatFixed(fixedOf(position.averagePrice)),
        openedAt: position.openedAt.toISOString(),
      };
    }),
    closedPositions: closed.map((position) => ({
      symbol: position.symbol,
      side: position.side as "buy" | "sell",
      averagePrice: formatFixed(fixedOf(position.averagePrice)),
      realizedPnl: centsToDecimal(position.realizedPnl),
      openedAt: position.openedAt.toISOString(),
      closedAt: (position.closedAt ?? position.openedAt).toISOString(),
    })),
    monthlyReturns: nav.monthlyReturns,
  };
}
