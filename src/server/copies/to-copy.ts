import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import { navPerUnit, returnPercent, START_NAV } from "../../shared/nav-math";
import type { Copy, CopyEvent } from "../../shared/schemas/copies";
import type { OrderSide, Position, TradingMode } from "../../shared/schemas/trading";
import { type Fixed, formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { copyEvents, fills, navSnapshots, positions, traders, tradingAccounts } from "../db/schema";
import { accountFigures, fixedOf } from "../trading/account-figures";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import { toPosition } from "../trading/to-position";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { type CopyEventRow, type CopyRow, traderAccountOf } from "./copy-store";

/** Closed positions a copy's detail shows (newest first) after the open ones. */
const CLOSED_SHOWN = 50;
/** Log lines a copy's detail shows (newest first). */
const EVENTS_SHOWN = 200;

const orNull = <T, R>(value: T | null, map: (value: T) => R): R | null =>
  value === null ? null : map(value);

const decimal = (text: string | null) => (text === null ? null : formatFixed(fixedOf(text)));

/** "12.34" -> 1234 basis points. */
const basisPoints = (percent: string) => BigInt(percent.replace(".", ""));
const percentOfBasisPoints = (bp: bigint) => {
  const abs = bp < 0n ? -bp : bp;
  return `${bp < 0n ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
};

/**
 * How much worse (+) or better (-) the copy's price was than the trader's, percent of the trader's
 * price, from the copy's side: a buy paid more, a sell got less.
 */
function slippagePercent(side: OrderSide, traderPrice: Fixed, price: Fixed): string | null {
  if (traderPrice <= 0n) return null;
  const worse = side === "buy" ? price - traderPrice : traderPrice - price;
  return percentOfBasisPoints((worse * 10_000n) / traderPrice);
}

function toCopyEvent(row: CopyEventRow): CopyEvent {
  const side = row.side;
  const mirrored = row.kind === "mirrored" && side && row.traderPrice !== null && row.price !== null;
  // A position copied when the copy started has no trader fill: its "trader price" is the trader's
  // entry, maybe days ago, so the difference is the market's move since then, not slippage.
  const atStart = mirrored && row.traderFillId === null;
  const difference = mirrored ? slippagePercent(side, fixedOf(row.traderPrice!), fixedOf(row.price!)) : null;
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    symbol: row.symbol,
    side,
    traderQuantity: decimal(row.traderQuantity),
    traderPrice: decimal(row.traderPrice),
    quantity: decimal(row.quantity),
    price: decimal(row.price),
    slippagePercent: atStart ? null : difference,
    moveSinceTraderOpenPercent: atStart ? difference : null,
    amount: row.amount === null ? null : centsToDecimal(row.amount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** NAV per unit of the latest snapshot with units (at or before `at` when given); null when none. */
async function snapshotNav(db: Runner, accountId: string, at?: Date | null): Promise<Fixed | null> {
  const [last] = await db
    .select({ equity: navSnapshots.equity, units: navSnapshots.units })
    .from(navSnapshots)
    .where(
      and(
        eq(navSnapshots.accountId, accountId),
        gt(navSnapshots.units, "0"),
        ...(at ? [lte(navSnapshots.at, at)] : []),
      ),
    )
    .orderBy(desc(navSnapshots.at), desc(navSnapshots.id))
    .limit(1);
  return last ? navPerUnit(last.equity, fixedOf(last.units)) : null;
}

/**
 * A trading account's NAV per unit: now while it holds units; once all its money left (a stopped
 * copy), the last one it had.
 */
async function navOf(db: Runner, accountId: string, units: string, equity: bigint): Promise<Fixed> {
  const held = fixedOf(units);
  if (held > 0n) return navPerUnit(equity, held);
  return (await snapshotNav(db, accountId)) ?? START_NAV;
}

/** The trader's NAV per unit on their own account of `mode` (now, or as of `at` when a snapshot has it). */
export async function traderNav(
  db: Runner,
  market: QuoteSource,
  traderId: string,
  mode: TradingMode,
  at?: Date | null,
): Promise<Fixed> {
  const account = await traderAccountOf(db, traderId, mode);
  if (!account) return START_NAV;
  if (at) {
    const then = await snapshotNav(db, account.id, at);
    if (then !== null) return then;
  }
  const open = await openPositionsOf(db, account.id);
  const quotes = await quotesFor(
    market,
    open.map((row) => row.symbol),
  );
  const { equity } = accountFigures(await cashOf(db, account.id), open, quotes);
  return navOf(db, account.id, account.units, equity);
}

/**
 * GET /api/v1/copies(/:id) shape: figures marked at the current quotes; `detail` adds the
 * positions (open ones first, then the latest closed) and the log (newest first).
 */
export async function toCopy(db: Runner, market: QuoteSource, copy: CopyRow, detail: boolean): Promise<Copy> {
  const [trader] = await db.select().from(traders).where(eq(traders.userId, copy.traderId));
  const [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.id, copy.accountId));
  const open = await openPositionsOf(db, copy.accountId);
  const quotes = await quotesFor(
    market,
    open.map((row) => row.symbol),
  );
  const figures = accountFigures(await cashOf(db, copy.accountId), open, quotes);
  const [realized] = await db
    .select({ total: sql<string>`coalesce(sum(${fills.realizedPnl}), 0)::text` })
    .from(fills)
    .where(eq(fills.accountId, copy.accountId));

  const realizedPnl = BigInt(realized?.total ?? "0");
  const mode = copy.mode;
  const nav = await navOf(db, copy.accountId, account!.units, figures.equity);
  const copyReturn = returnPercent(START_NAV, nav);
  const traderReturn = returnPercent(
    fixedOf(copy.traderNavAtStart),
    await traderNav(db, market, copy.traderId, mode, copy.stoppedAt),
  );
  const trackingGap =
    copyReturn === null || traderReturn === null
      ? null
      : percentOfBasisPoints(basisPoints(copyReturn) - basisPoints(traderReturn));

  let shownPositions: Position[] = [];
  let events: CopyEvent[] = [];
  if (detail) {
    const closed = await db
      .select()
      .from(positions)
      .where(and(eq(positions.accountId, copy.accountId), eq(positions.status, "closed")))
      .orderBy(desc(positions.closedAt), desc(positions.id))
      .limit(CLOSED_SHOWN);
    shownPositions = [...open, ...closed].map((row) => toPosition(row, quotes.get(row.symbol)));
    const rows = await db
      .select()
      .from(copyEvents)
      .where(eq(copyEvents.copyId, copy.id))
      .orderBy(desc(copyEvents.createdAt), desc(copyEvents.seq))
      .limit(EVENTS_SHOWN);
    events = rows.map(toCopyEvent);
  }

  return {
    id: copy.id,
    trader: {
      id: copy.traderId,
      displayName: trader?.displayName ?? "",
      profitSharePercent: trader?.profitSharePercent ?? 0,
    },
    status: copy.status,
    mode,
    stopLossPercent: copy.stopLossPercent,
    takeProfitPercent: copy.takeProfitPercent,
    sizing: copy.sizing,
    fixedMargin: copy.fixedMargin === null ? null : centsToDecimal(copy.fixedMargin),
    copyOpenPositions: copy.copyOpenPositions,
    invested: centsToDecimal(copy.invested),
    equity: centsToDecimal(figures.equity),
    cash: centsToDecimal(figures.cash),
    usedMargin: centsToDecimal(figures.usedMargin),
    unrealizedPnl: centsToDecimal(figures.unrealizedPnl),
    realizedPnl: centsToDecimal(realizedPnl),
    feesPaid: centsToDecimal(copy.feesPaid),
    netPnl: centsToDecimal(figures.unrealizedPnl + realizedPnl - copy.feesPaid),
    return: copyReturn,
    trackingGap,
    stopLossEquity: centsToDecimal(stopLossEquity(copy)),
    takeProfitEquity: orNull(takeProfitEquity(copy), centsToDecimal),
    stopReason: copy.stopReason,
    createdAt: copy.createdAt.toISOString(),
    stoppedAt: copy.stoppedAt?.toISOString() ?? null,
    positions: shownPositions,
    events,
  };
}

/** Equity at which the copy stop-loss closes everything: invested x (100 - stop-loss %) / 100. */
export function stopLossEquity(copy: Pick<CopyRow, "invested" | "stopLossPercent">): bigint {
  return (copy.invested * BigInt(100 - copy.stopLossPercent)) / 100n;
}

/**
 * Equity at which the copy take-profit closes everything: invested x (100 + take-profit %) / 100,
 * rounded up (the level is reached, never approached); null without a take-profit.
 */
export function takeProfitEquity(copy: Pick<CopyRow, "invested" | "takeProfitPercent">): bigint | null {
  if (copy.takeProfitPercent === null) return null;
  return (copy.invested * BigInt(100 + copy.takeProfitPercent) + 99n) / 100n;
}
