import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { auditDecision, decidePending } from "../transactions/decide-transaction";
import type { TransactionRow } from "../transactions/insert-transaction";
import { type AdjustmentMove, adjustmentAudit, checkAdjustment, postAdjustment } from "./book-adjustment";

/**
 * The second (final) approval of a pending adjustment (four-eyes; the caller checked that this admin
 * is neither its owner nor its first approver). In ONE transaction: the record becomes success
 * only if it is still pending with the same first approval (409 otherwise: another decision won),
 * the user's accounts are locked and the move checked again (422 if it would now go below zero,
 * and nothing changes), then it is booked and audited.
 */
export async function approveAdjustment(
  db: Runner,
  actor: Actor,
  pending: TransactionRow,
): Promise<TransactionRow> {
  const account = pending.adjustAccount;
  if (!account) throw new Error(`pending adjustment ${pending.id} has no account`);
  const move: AdjustmentMove = {
    userId: pending.userId,
    account,
    amount: pending.type === "withdraw" ? -pending.amount : pending.amount,
  };
  return db.transaction(async (tx) => {
    const row = await decidePending(tx, actor, pending.id, "success", pending.firstApprovedBy);
    const change = await checkAdjustment(tx, move);
    await auditDecision(tx, actor, "transaction.approve", row);
    await recordAudit(tx, adjustmentAudit(actor, move, change, row.adjustReason));
    // The ledger entry comes last: it touches the shared system accounts (see postEntry).
    await postAdjustment(tx, actor, move, row.id);
    return row;
  });
}
