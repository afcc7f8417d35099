import { type Cents, cents } from "../../shared/money";
import type { Quote } from "../../shared/schemas/market";
import { formatFixed, marginLevelPercent, parseFixed, pnlCents } from "../../shared/trading-math";
import type { positions } from "../db/schema";
import { markPrice } from "./quote-source";

export type PositionRow = typeof positions.$inferSelect;

export interface AccountFigures {
  cash: Cents;
  equity: Cents;
  usedMargin: Cents;
  freeMargin: Cents;
  marginLevel: string | null;
  unrealizedPnl: Cents;
}

/** A numeric column's text as Fixed (the database keeps these exact). */
export function fixedOf(text: string): bigint {
  const value = parseFixed(text);
  if (value === null) throw new Error(`not a decimal: ${text}`);
  return value;
}

/** A numeric column's text as the API writes a decimal (formatFixed's form); null stays null. */
export function decimalText(text: string): string;
export function decimalText(text: string | null): string | null;
export function decimalText(text: string | null): string | null {
  return text === null ? null : formatFixed(fixedOf(text));
}

/** An open position's P&L marked at the quote (longs at bid, shorts at ask); 0 without a quote. */
export function unrealizedPnl(position: PositionRow, quote: Quote | undefined): Cents {
  if (!quote || position.status !== "open") return cents(0n);
  const side = position.side;
  return pnlCents(
    position.symbol,
    side,
    fixedOf(position.quantity),
    fixedOf(position.averagePrice),
    markPrice(quote, side),
  );
}

/**
 * docs/design.md, Copy trading: equity = cash + unrealized P&L; used margin = the open positions' margin;
 * free margin = equity - used margin; margin level = equity / used margin.
 */
export function accountFigures(
  cash: bigint,
  open: readonly PositionRow[],
  quotes: ReadonlyMap<string, Quote>,
): AccountFigures {
  let unrealized = 0n;
  let usedMargin = 0n;
  for (const position of open) {
    unrealized += unrealizedPnl(position, quotes.get(position.symbol));
    usedMargin += position.margin;
  }
  const equity = cents(cash + unrealized);
  return {
    cash: cents(cash),
    equity,
    usedMargin: cents(usedMargin),
    freeMargin: cents(equity - usedMargin),
    marginLevel: marginLevelPercent(equity, usedMargin),
    unrealizedPnl: cents(unrealized),
  };
}
