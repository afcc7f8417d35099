import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { centsToDecimal } from "../../shared/money";
import { MIN_TRADES_BASIS, type TraderDetail } from "../../shared/schemas/traders";
import { formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { fills, positions } from "../db/schema";
import { notFound } from "../http/errors";
import { decimalText } from "../trading/account-figures";
import { usableQuote } from "../trading/usable-quotes";
import type { RiskMarket } from "./risk-score";
import { type CountedCopiers, percentText, traderFigures } from "./trader-figures";

/** Closed positions listed on the page (the figures count all of them). */
const CLOSED_LISTED = 100;
/** Prices of positions filled this recently are hidden when the trader asks. */
const HIDDEN_MS = 3_600_000;

/**
 * GET /api/v1/traders/:id (public): the list's figures plus the NAV series, the open positions
 * (margin as a share of equity; the average price hidden while the position's last fill is less
 * than an hour old, when the trader chose so), the closed positions and the monthly returns.
 * The trade statistics rest on the account's closed trades (closing fills, partial closes
 * included; trader-figures.ts), null below MIN_TRADES_BASIS (profit factor: gains / losses, null
 * also without a losing trade); `riskBasis` says what the risk score rests on.
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
  const { account, equity, open, nav, volatility, volatilities, trader, summary } = figures;

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

  const [{ count: closedPositionCount } = { count: 0 }] = account
    ? await db
        .select({ count: sql<number>`count(*)::int` })
        .from(positions)
        .where(and(eq(positions.accountId, account.id), eq(positions.status, "closed")))
    : [];
  const closed = account
    ? await db
        .select()
        .from(positions)
        .where(and(eq(positions.accountId, account.id), eq(positions.status, "closed")))
        .orderBy(desc(positions.closedAt), desc(positions.id))
        .limit(CLOSED_LISTED)
    : [];

  const stats = figures.trades;
  const enough = stats.count >= MIN_TRADES_BASIS;
  return {
    ...summary,
    profitFactor: enough && stats.losses > 0n ? percentText((stats.gains * 100n) / stats.losses) : null,
    closedPositionCount,
    volatility: Number.isFinite(volatility) ? volatility.toFixed(2) : null,
    riskBasis: open.map((position) => {
      const counted = volatilities.get(position.symbol);
      return {
        symbol: position.symbol,
        volatility: (counted?.percent ?? 0).toFixed(2),
        source: counted?.source ?? "fallback",
        priced: usableQuote(figures.quotes.get(position.symbol), "live") ? "quote" : "entry",
      };
    }),
    navSeries: nav.series.map((point) => ({ at: point.at.toISOString(), nav: formatFixed(point.nav, 2) })),
    openPositions: open.map((position) => {
      const side = position.side;
      const lastFill = lastFills.get(position.id) ?? position.openedAt;
      const hidden = trader.hidesRecentPrices && now.getTime() - lastFill.getTime() < HIDDEN_MS;
      return {
        symbol: position.symbol,
        side,
        shareOfEquity: equity > 0n ? percentText((position.margin * 10_000n) / equity) : "0.00",
        averagePrice: hidden ? null : decimalText(position.averagePrice),
        openedAt: position.openedAt.toISOString(),
      };
    }),
    closedPositions: closed.map((position) => ({
      symbol: position.symbol,
      side: position.side,
      averagePrice: decimalText(position.averagePrice),
      realizedPnl: centsToDecimal(position.realizedPnl),
      openedAt: position.openedAt.toISOString(),
      closedAt: (position.closedAt ?? position.openedAt).toISOString(),
    })),
    monthlyReturns: nav.monthlyReturns,
  };
}
