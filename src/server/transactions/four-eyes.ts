import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { centsToDecimal } from "../../shared/money";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { transactions } from "../db/schema";
import { conflict, forbidden } from "../http/errors";
import type { TransactionRow } from "./insert-transaction";

/**
 * Four-eyes control (issue 17.12), as trusted money systems do it:
 * - an admin never approves or rejects their own deposit or withdrawal, nor adjusts their own
 *   balance, profit or bonus (403);
 * - with DUAL_APPROVAL_ABOVE set, a withdrawal or adjustment above it needs two different admins:
 *   the first approval only records who gave it ('awaiting second approval'); the money moves at
 *   the second, in one ledger transaction. The first approver cannot give the second (403).
 */
export interface FourEyesOptions {
  /** Cents; undefined: off (one admin decides). */
  dualApprovalAbove?: bigint | undefined;
}

export function refuseOwnTransaction(actor: Actor, row: Pick<TransactionRow, "userId">): void {
  if (row.userId === actor.userId) throw forbidden(messages.ownTransactionDecision, "OWN_TRANSACTION");
}

export function refuseOwnAccount(actor: Actor, userId: string): void {
  if (userId === actor.userId) throw forbidden(messages.ownAccountAdjustment, "OWN_ACCOUNT");
}

export function refuseSameApprover(actor: Actor, row: Pick<TransactionRow, "firstApprovedBy">): void {
  if (row.firstApprovedBy === actor.userId)
    throw forbidden(messages.secondApprovalSameAdmin, "SAME_APPROVER");
}

/** Whether an amount (cents, any sign) of a withdrawal or adjustment needs a second admin. */
export function needsSecondApproval(amount: bigint, options: FourEyesOptions): boolean {
  const threshold = options.dualApprovalAbove;
  const magnitude = amount < 0n ? -amount : amount;
  return threshold !== undefined && magnitude > threshold;
}

/** The audit 'after' of a first approval. */
export function firstApprovalAudit(row: TransactionRow) {
  return {
    status: "awaiting-second-approval",
    kind: row.kind,
    amount: centsToDecimal(row.amount),
    userId: row.userId,
    ...(row.adjustAccount ? { account: row.adjustAccount } : {}),
  };
}

/**
 * The first of two approvals of `row` (read pending, without one): records the approver and an
 * audit row, moves no money. `UPDATE ... WHERE status = 'pending' AND first_approved_by IS NULL`
 * must hit the row: of two admins approving at once one gives the first approval, the other gets 409.
 */
export async function recordFirstApproval(
  db: Runner,
  actor: Actor,
  row: TransactionRow,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(transactions)
      .set({ firstApprovedBy: actor.userId, firstApprovedAt: sql`now()` })
      .where(
        and(
          eq(transactions.id, row.id),
          eq(transactions.status, "pending"),
          isNull(transactions.firstApprovedBy),
        ),
      )
      .returning();
    if (!updated) throw conflict("TRANSACTION_NOT_PENDING", messages.transactionNotPending);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "transaction.first-approve",
      targetType: "transaction",
      targetId: updated.id,
      before: { status: "pending" },
      after: firstApprovalAudit(updated),
    });
    return updated;
  });
}
