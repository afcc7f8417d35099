import type { DecidedTransaction } from "../../shared/schemas/transactions";
import { approveAdjustment } from "../adjustments/approve-adjustment";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { systemAccount, userAccount } from "../ledger/accounts";
import { releaseHold } from "../ledger/holds";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { decideInOneStatement, findPending } from "./decide-in-one-statement";
import { auditDecision, decidePending, nonZero, queueWithdrawalConfirmation } from "./decide-transaction";
import {
  type FourEyesOptions,
  needsSecondApproval,
  recordFirstApproval,
  refuseOwnTransaction,
  refuseSameApprover,
} from "./four-eyes";
import { toDecidedTransaction } from "./to-transaction";

/**
 * Admin approval of a pending transaction. A deposit credits the balance (one statement). A
 * withdrawal debits the balance, releases its hold and books the fee and the net payout; the user
 * gets a 'Withdrawal Confirmation' email. A pending adjustment (four-eyes) is booked. Only pending
 * transactions can be approved (409 otherwise), never the admin's own (403).
 *
 * Four-eyes (see four-eyes.ts): a withdrawal above `dualApprovalAbove` is only marked 'awaiting
 * second approval' by its first approval; the money moves at the approval of a different admin.
 */
export async function approveTransaction(
  db: Db,
  actor: Actor,
  input: { id: string },
  options: FourEyesOptions = {},
): Promise<DecidedTransaction> {
  const pending = await findPending(db, input.id);
  refuseOwnTransaction(actor, pending);
  if (pending.kind === "deposit") {
    const decided = await decideInOneStatement(db, actor, pending, {
      status: "success",
      action: "transaction.approve",
      entry: {
        kind: "deposit-approve",
        postings: [
          { account: userAccount(pending.userId, "balance"), amount: pending.amount },
          { account: systemAccount("deposits-clearing"), amount: -pending.amount },
        ],
      },
    });
    return toDecidedTransaction(decided);
  }
  if (pending.kind !== "withdrawal" && pending.kind !== "adjustment")
    throw new Error(`a ${pending.kind} transaction cannot be pending`);
  if (pending.firstApprovedBy === null && needsSecondApproval(pending.amount, options)) {
    return toDecidedTransaction(await recordFirstApproval(db, actor, pending));
  }
  refuseSameApprover(actor, pending);
  if (pending.kind === "adjustment") return toDecidedTransaction(await approveAdjustment(db, actor, pending));
  return db.transaction(async (tx) => {
    const row = await decidePending(tx, actor, input.id, "success", pending.firstApprovedBy);
    const userId = row.userId;
    // The ledger entry comes last: it touches the shared system accounts (see postEntry).
    await auditDecision(tx, actor, "transaction.approve", row);
    const fee = row.fee ?? 0n;
    const net = row.netAmount ?? row.amount - fee;
    await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "hold")]);
    await queueWithdrawalConfirmation(tx, row);
    await postEntry(tx, {
      kind: "withdrawal-approve",
      transactionId: row.id,
      actorId: actor.userId,
      postings: nonZero([
        ...releaseHold(userId, row.amount),
        { account: userAccount(userId, "balance"), amount: -row.amount },
        { account: systemAccount("payouts"), amount: net },
        { account: systemAccount("fees"), amount: fee },
      ]),
    });
    return toDecidedTransaction(row);
  });
}
