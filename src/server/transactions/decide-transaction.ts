import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner, Tx } from "../db/client";
import { transactions, users } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import type { Posting } from "../ledger/post-entry";
import type { EmailIntent } from "../mail/queue-email";
import { decisionAudit } from "./decide-in-one-statement";
import type { TransactionRow } from "./insert-transaction";

/**
 * Moves a pending transaction to `status`: `UPDATE ... WHERE status = 'pending'` must hit exactly
 * one row, so of any number of parallel decisions exactly one wins; the rest get 409. It must also
 * still have the first approval it was read with (`firstApprovedBy`, four-eyes), so a decision
 * made on a stale reading of it is refused too.
 */
export async function decidePending(
  tx: Tx,
  actor: Actor,
  id: string,
  status: "success" | "failed",
  firstApprovedBy: string | null = null,
): Promise<TransactionRow> {
  const [row] = await tx
    .update(transactions)
    .set({ status, decidedAt: sql`now()`, decidedBy: actor.userId })
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.status, "pending"),
        firstApprovedBy === null
          ? isNull(transactions.firstApprovedBy)
          : eq(transactions.firstApprovedBy, firstApprovedBy),
      ),
    )
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.id, id))
    .limit(1);
  if (!existing) throw notFound(messages.transactionNotFound);
  throw conflict("TRANSACTION_NOT_PENDING", messages.transactionNotPending);
}

/** Drops zero postings (a 0% fee, say) so the entry stays meaningful. */
export function nonZero(postings: Posting[]): Posting[] {
  return postings.filter((posting) => posting.amount !== 0n);
}

export async function auditDecision(tx: Tx, actor: Actor, action: string, row: TransactionRow) {
  await recordAudit(tx, decisionAudit(actor, row, action));
}

/**
 * The 'Withdrawal Confirmation' email of an approved withdrawal, addressed to its owner (the user's
 * name and email as they are now; the approval queues it only if it wins).
 */
export async function withdrawalConfirmation(
  db: Runner,
  row: TransactionRow,
): Promise<EmailIntent | undefined> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) return undefined;
  return {
    kind: "withdrawal-confirmation",
    to: user.email,
    props: {
      userName: user.name,
      amount: formatUsd(row.amount),
      fee: formatUsd(row.fee ?? 0n),
      netAmount: formatUsd(row.netAmount ?? row.amount),
      method: row.crypto,
      walletAddress: row.walletAddress ?? "",
      transactionId: row.transactionId,
    },
  };
}
