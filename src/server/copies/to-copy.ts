import { type Cents, cents, centsToDecimal } from "../../shared/money";
import { navPerUnit, returnPercent, START_NAV } from "../../shared/nav-math";
import type { Copy, CopyEvent } from "../../shared/schemas/copies";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide } from "../../shared/schemas/trading";
import type { Fixed } from "../../shared/trading-math";
import type { traders } from "../db/schema";
import { accountFigures, decimalText, fixedOf, type PositionRow } from "../trading/account-figures";
import { toPosition } from "../trading/to-position";
import type { CopyEventRow, CopyRow } from "./copy-store";

/** What a trading account's NAV per unit rests on: its cash and open positions, its units, its last NAV. */
export interface NavInputs {
  cash: Cents;
  open: PositionRow[];
  /** The account's units (numeric text). */
  units: string;
  /** NAV per unit of its latest snapshot with units; null when none. */
  lastNav: Fixed | null;
}

/** Everything toCopy shows beside the copy's row, loaded by loadCopies. */
export interface CopyFacts {
  trader: Pick<typeof traders.$inferSelect, "displayName" | "profitSharePercent"> | undefined;
  account: NavInputs;
  quotes: ReadonlyMap<string, Quote>;
  /** The sum of the copy's fills' realized P&L. */
  realizedPnl: Cents;
  /** The trader's NAV per unit the copy's return is compared with (now, or when the copy stopped). */
  traderNav: Fixed;
  /** GET /copies/:id only: the latest closed positions and log lines, newest first. */
  detail: { closed: PositionRow[]; events: CopyEventRow[] } | null;
}

/**
 * A trading account's NAV per unit at `equity`: now while it holds units; once all its money left
 * (a stopped copy), the last one it had.
 */
function navOf(units: string, equity: Cents, lastNav: Fixed | null): Fixed {
  const held = fixedOf(units);
  if (held > 0n) return navPerUnit(equity, held);
  return lastNav ?? START_NAV;
}

/** The NAV per unit of an account from its inputs, marked at `quotes`. */
export function navAt(inputs: NavInputs, quotes: ReadonlyMap<string, Quote>): Fixed {
  return navOf(inputs.units, accountFigures(inputs.cash, inputs.open, quotes).equity, inputs.lastNav);
}

const orNull = <T, R>(value: T | null, map: (value: T) => R): R | null =>
  value === null ? null : map(value);

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
    traderQuantity: decimalText(row.traderQuantity),
    traderPrice: decimalText(row.traderPrice),
    quantity: decimalText(row.quantity),
    price: decimalText(row.price),
    slippagePercent: atStart ? null : difference,
    moveSinceTraderOpenPercent: atStart ? difference : null,
    amount: row.amount === null ? null : centsToDecimal(row.amount),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/v1/copies(/:id) shape, a function of the copy and its facts (loadCopies reads them):
 * figures marked at the facts' quotes; the detail's positions (open ones first, then the latest
 * closed) and log (newest first) are those the facts hold.
 */
export function toCopy(copy: CopyRow, facts: CopyFacts): Copy {
  const { account, quotes, trader, realizedPnl } = facts;
  const figures = accountFigures(account.cash, account.open, quotes);
  const copyReturn = returnPercent(START_NAV, navOf(account.units, figures.equity, account.lastNav));
  const traderReturn = returnPercent(fixedOf(copy.traderNavAtStart), facts.traderNav);
  const trackingGap =
    copyReturn === null || traderReturn === null
      ? null
      : percentOfBasisPoints(basisPoints(copyReturn) - basisPoints(traderReturn));
  const { detail } = facts;
  const shown = detail ? [...account.open, ...detail.closed] : [];

  return {
    id: copy.id,
    trader: {
      id: copy.traderId,
      displayName: trader?.displayName ?? "",
      profitSharePercent: trader?.profitSharePercent ?? 0,
    },
    status: copy.status,
    mode: copy.mode,
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
    positions: shown.map((row) => toPosition(row, quotes.get(row.symbol))),
    events: detail ? detail.events.map(toCopyEvent) : [],
  };
}

/** Equity at which the copy stop-loss closes everything: invested x (100 - stop-loss %) / 100. */
export function stopLossEquity(copy: Pick<CopyRow, "invested" | "stopLossPercent">): Cents {
  return cents((copy.invested * BigInt(100 - copy.stopLossPercent)) / 100n);
}

/**
 * Equity at which the copy take-profit closes everything: invested x (100 + take-profit %) / 100,
 * rounded up (the level is reached, never approached); null without a take-profit.
 */
export function takeProfitEquity(copy: Pick<CopyRow, "invested" | "takeProfitPercent">): Cents | null {
  if (copy.takeProfitPercent === null) return null;
  return cents((copy.invested * BigInt(100 + copy.takeProfitPercent) + 99n) / 100n);
}
