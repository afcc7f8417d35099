import { type Cents, cents, readCents } from "../../../../shared/money";
import type { Quote } from "../../../../shared/schemas/market";
import type { Position } from "../../../../shared/schemas/trading";
import { parseFixed, pnlCents } from "../../../../shared/trading-math";

/** Where a position is marked: bid for longs, ask for shorts. */
export function markPrice(position: Pick<Position, "side">, quote: Quote | undefined): string | undefined {
  if (!quote) return undefined;
  return position.side === "buy" ? quote.bid : quote.ask;
}

/** Unrealized P&L of an open position at the streamed quote (the server's figure without one). */
export function livePnl(position: Position, quote: Quote | undefined): Cents {
  const mark = markPrice(position, quote);
  const qty = parseFixed(position.quantity);
  const entry = parseFixed(position.averagePrice);
  const exit = mark ? parseFixed(mark) : null;
  if (position.status !== "open" || qty === null || entry === null || exit === null || exit <= 0n) {
    return readCents(position.unrealizedPnl);
  }
  return cents(pnlCents(position.symbol, position.side, qty, entry, exit));
}
