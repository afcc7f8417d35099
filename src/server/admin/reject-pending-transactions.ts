import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Tx } from "../db/client";
import { transactions } from "../db/schema";
import { releaseHold } from "../ledger/holds";
import { postEntry } from "../ledger/post-entry";
import { decisionAudit } from "../transactions/decide-in-one-statement";

/**
 * Rejects every pending transaction of `userId` inside `tx` (used when the user is deleted, so
 * nothing of theirs can be approved or paid out afterwards): each becomes 'failed' like an admin
 * rejection, a withdrawal's hold is released (hold and holds-control, summing to zero) and each
 * decision is audited as 'transaction.reject'. The caller holds the user's row lock, so no new
 * request of theirs can slip in (create-withdrawal and create-deposit share-lock that row).
 */
export async function rejectPendingTransactions(tx: Tx, actor: Actor, userId: string): Promise<number> {
  const rejected = await tx
    .update(transactions)
    .set({ status: "failed", decidedAt: sql`now()`, decidedBy: actor.userId })
    .where(and(eq(transactions.userId, userId), eq(transactions.status, "pending")))
    .returning();
  rejected.sort((a, b) => (a.seq < b.seq ? -1 : 1));
  for (const row of rejected) {
    await recordAudit(tx, decisionAudit(actor, row, "transaction.reject"));
  }
  // Ledger entries last: they lock the shared holds-control account (see postEntry).
  for (const row of rejected) {
    if (row.kind !== "withdrawal") continue;
    await postEntry(tx, {
      kind: "withdrawal-release",
      transactionRowId: row.id,
      actorId: actor.userId,
      postings: releaseHold(userId, row.amount),
    });
  }
  return rejected.length;
}
