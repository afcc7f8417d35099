import { and, asc, desc, eq } from "drizzle-orm";
import { centsToDecimal } from "../../shared/money";
import type { CopyTrade, CopyTradesOutput } from "../../shared/schemas/copies";
import { type Fixed, formatFixed } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { copyEvents, fills, positions } from "../db/schema";
import { decimalText, fixedOf, type PositionRow, unrealizedPnl } from "../trading/account-figures";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import { findOwnedCopy } from "./copy-store";

interface Side {
  quantity: Fixed;
  /** Sum of quantity x price (Fixed x Fixed). */
  value: bigint;
}

const averageOf = (side: Side) => (side.quantity > 0n ? formatFixed(side.value / side.quantity) : null);

/**
 * Splits each profit-share payment over the positions whose realized gains it was paid on: those
 * closed with a profit since the previous payment, pro rata to that profit (largest remainders get
 * the odd cents, ties to the oldest). A payment with no such position (a month-end fee on gains of
 * positions still open) stays unallocated and is reported as such, so the shares always add up to
 * the fees paid. Exported for its unit test.
 */
export function allocateFees(
  payments: readonly { amount: bigint; at: Date }[],
  closed: readonly { id: string; realizedPnl: bigint; closedAt: Date }[],
): { shares: Map<string, bigint>; unallocated: bigint } {
  const shares = new Map<string, bigint>();
  let unallocated = 0n;
  let since = new Date(0);
  const byClose = [...closed].sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime());
  for (const payment of [...payments].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const gains = byClose.filter(
      (row) => row.closedAt > since && row.closedAt <= payment.at && row.realizedPnl > 0n,
    );
    since = payment.at;
    const total = gains.reduce((sum, row) => sum + row.realizedPnl, 0n);
    if (total === 0n || payment.amount <= 0n) {
      unallocated += payment.amount;
      continue;
    }
    const parts = gains.map((row) => ({
      id: row.id,
      share: (payment.amount * row.realizedPnl) / total,
      rest: (payment.amount * row.realizedPnl) % total,
    }));
    let left = payment.amount - parts.reduce((sum, part) => sum + part.share, 0n);
    for (const part of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0))) {
      if (left === 0n) break;
      part.share += 1n;
      left -= 1n;
    }
    for (const part of parts) shares.set(part.id, (shares.get(part.id) ?? 0n) + part.share);
  }
  return { shares, unallocated };
}

/**
 * GET /api/v1/copies/:id/trades (issue 31 point 10): every position the copy held, newest first,
 * with the quantity and average price of its opening fills, the average price of its closing fills,
 * its P&L (realized, plus unrealized at the current quote while open) and its share of the profit
 * share paid (allocateFees). Another investor's copy is 404.
 */
export async function listCopyTrades(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
): Promise<CopyTradesOutput> {
  const copy = await findOwnedCopy(db, actor, id);
  const rows: PositionRow[] = await db
    .select()
    .from(positions)
    .where(eq(positions.accountId, copy.accountId))
    .orderBy(desc(positions.openedAt), desc(positions.id));
  const fillRows = await db
    .select({
      positionId: fills.positionId,
      side: fills.side,
      quantity: fills.quantity,
      price: fills.price,
      createdAt: fills.createdAt,
    })
    .from(fills)
    .where(eq(fills.accountId, copy.accountId));
  const payments = await db
    .select({ amount: copyEvents.amount, at: copyEvents.createdAt })
    .from(copyEvents)
    .where(and(eq(copyEvents.copyId, copy.id), eq(copyEvents.kind, "profit-share")))
    .orderBy(asc(copyEvents.createdAt));
  const open = rows.filter((row) => row.status === "open");
  const quotes = await quotesFor(
    market,
    open.map((row) => row.symbol),
  );

  const sides = new Map<string, { opened: Side; closed: Side }>();
  /** When each position's last closing fill was made (the database's clock, as the fee's event). */
  const lastCloseAt = new Map<string, Date>();
  const positionSide = new Map(rows.map((row) => [row.id, row.side]));
  for (const fill of fillRows) {
    const entry = sides.get(fill.positionId) ?? {
      opened: { quantity: 0n, value: 0n },
      closed: { quantity: 0n, value: 0n },
    };
    const opening = fill.side === positionSide.get(fill.positionId);
    const side = opening ? entry.opened : entry.closed;
    const before = lastCloseAt.get(fill.positionId);
    if (!opening && (!before || before < fill.createdAt)) lastCloseAt.set(fill.positionId, fill.createdAt);
    const quantity = fixedOf(fill.quantity);
    side.quantity += quantity;
    side.value += quantity * fixedOf(fill.price);
    sides.set(fill.positionId, entry);
  }
  const { shares, unallocated } = allocateFees(
    payments.map((row) => ({ amount: row.amount ?? 0n, at: row.at })),
    rows.flatMap((row) =>
      row.status === "closed" && lastCloseAt.has(row.id)
        ? [{ id: row.id, realizedPnl: row.realizedPnl, closedAt: lastCloseAt.get(row.id)! }]
        : [],
    ),
  );

  const items: CopyTrade[] = rows.map((row) => {
    const entry = sides.get(row.id);
    const opened = entry?.opened ?? { quantity: 0n, value: 0n };
    const closed = entry?.closed ?? { quantity: 0n, value: 0n };
    const isOpen = row.status === "open";
    const pnl = row.realizedPnl + (isOpen ? unrealizedPnl(row, quotes.get(row.symbol)) : 0n);
    return {
      positionId: row.id,
      symbol: row.symbol,
      side: row.side,
      status: row.status,
      quantity: formatFixed(opened.quantity),
      openPrice: averageOf(opened) ?? decimalText(row.averagePrice),
      closePrice: averageOf(closed),
      pnl: centsToDecimal(pnl),
      feeShare: centsToDecimal(shares.get(row.id) ?? 0n),
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      closeReason: row.closeReason,
    };
  });
  const feesPaid = payments.reduce((sum, row) => sum + (row.amount ?? 0n), 0n);
  return { items, unallocatedFees: centsToDecimal(unallocated), feesPaid: centsToDecimal(feesPaid) };
}
