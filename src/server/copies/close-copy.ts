import { eq } from "drizzle-orm";
import type { CopyStopReason } from "../../shared/schemas/copies";
import type { Quote } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { fixedOf } from "../trading/account-figures";
import { notCopied, reducePosition } from "../trading/apply-fill";
import { markPrice, type QuoteSource } from "../trading/quote-source";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { addCopyEvent, type LockedCopy, publishCopyChange } from "./copy-store";
import { moveCopyCash } from "./move-copy-cash";
import { settleProfitShare } from "./settle-profit-share";

/**
 * Stops a copy under its locks: every open position closes at `quotes` (usable ones, checked by the
 * caller; a long sells at the bid, a short buys at the ask), the profit share is settled on what is
 * left, and all the cash goes back (live: to the balance with a record; practice: to the practice
 * account). Status 'stopped' with its reason; the log gets a 'closed' line per position (its fill and
 * P&L) and a 'stopped' line with the amount returned. Returns it.
 */
export async function closeCopy(
  tx: Runner,
  market: QuoteSource,
  locked: LockedCopy,
  quotes: Map<string, Quote>,
  reason: CopyStopReason,
  actorId: string | null,
): Promise<bigint> {
  const { copy, account } = locked;
  for (const position of await openPositionsOf(tx, account.id)) {
    const quote = quotes.get(position.symbol);
    if (!quote) throw new Error(`no quote for ${position.symbol}`);
    const { fill } = await reducePosition(tx, {
      account,
      position,
      quantity: fixedOf(position.quantity),
      price: markPrice(quote, position.side),
      reason: reason === "stop-loss" || reason === "take-profit" ? reason : "close",
      actorId,
      equityBefore: notCopied,
    });
    // The log names every close the stop made (the stop-loss email sends the investor there).
    await addCopyEvent(tx, copy.id, {
      kind: "closed",
      reason,
      copyFillId: fill.id,
      symbol: fill.symbol,
      side: fill.side,
      quantity: fill.quantity,
      price: fill.price,
      amount: fill.realizedPnl,
    });
  }
  await settleProfitShare(tx, locked, await cashOf(tx, account.id));
  const cash = await cashOf(tx, account.id);
  await moveCopyCash(tx, market, locked, -cash, cash);
  const stoppedAt = new Date();
  await tx
    .update(copies)
    .set({ status: "stopped", stopReason: reason, stoppedAt })
    .where(eq(copies.id, copy.id));
  Object.assign(copy, { status: "stopped", stopReason: reason, stoppedAt });
  await addCopyEvent(tx, copy.id, { kind: "stopped", reason, amount: cash });
  await publishCopyChange(tx, copy);
  return cash;
}
