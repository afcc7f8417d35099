import { eq, sql } from "drizzle-orm";
import { copies } from "../db/schema";
import type { Runner } from "../ledger/post-entry";
import type { QuoteSource } from "../trading/quote-source";
import { addCopyEvent, type LockedCopy, publishCopyChange } from "./copy-store";
import { moveCopyCash } from "./move-copy-cash";

/**
 * Funds an investor adds (+) to or removes (-) from a copy: the cash moves (moveCopyCash), the net
 * invested amount follows (never below zero), and the copy's log and live listeners hear of it.
 */
export async function moveCopyFunds(
  tx: Runner,
  market: QuoteSource,
  locked: LockedCopy,
  amount: bigint,
  copyEquityBefore: bigint,
): Promise<void> {
  await moveCopyCash(tx, market, locked, amount, copyEquityBefore);
  await tx
    .update(copies)
    .set({ invested: sql`greatest(${copies.invested} + ${amount}, 0)` })
    .where(eq(copies.id, locked.copy.id));
  const kind = amount > 0n ? "funds-added" : "funds-removed";
  await addCopyEvent(tx, locked.copy.id, { kind, amount: amount > 0n ? amount : -amount });
  await publishCopyChange(tx, locked.copy);
}
