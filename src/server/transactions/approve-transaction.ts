import type { DecidedTransaction } from "../../shared/schemas/transactions";
import { approveAdjustment } from "../adjustments/approve-adjustment";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { systemAccount, userAccount } from "../ledger/accounts";
import { releaseHold } from "../ledger/holds";
import { decideInOneStatement, findPending } from "./decide-in-one-statement";
import { nonZero, withdrawalConfirmation } from "./decide-transaction";
import {
  type FourEyesOptions,
  needsSecondApproval,
  recordFirstApproval,
  refuseOwnTransaction,
  refuseSameApprover,
} from "./four-eyes";
import { toDecidedTransaction } from "./to-transaction";

/**
 * Admin approval of a pending transaction. A deposit credits the balance. A withdrawal debits the
 * balance, releases its hold and books the fee and the net payout; the user gets a 'Withdrawal
 * Confirmation' email. Both are one statement on the one write path of a decision
 * (decideInOneStatement). A pending adjustment (four-eyes) is booked. Only pending transactions can
 * be approved (409 otherwise), never the admin's own (403).
 *
 * Four-eyes (see four-eyes.ts): a withdrawal above `dualApprovalAbove` is only marked 'awaiting
 * second approval' by its first approval; the money moves at the approval of a different admin.
 */
export async function approveTransaction(
  db: Runner,
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
  const userId = pending.userId;
  const fee = pending.fee ?? 0n;
  const net = pending.netAmount ?? pending.amount - fee;
  const decided = await decideInOneStatement(db, actor, pending, {
    status: "success",
    action: "transaction.approve",
    email: await withdrawalConfirmation(db, pending),
    entry: {
      kind: "withdrawal-approve",
      postings: nonZero([
        ...releaseHold(userId, pending.amount),
        { account: userAccount(userId, "balance"), amount: -pending.amount },
        { account: systemAccount("payouts"), amount: net },
        { account: systemAccount("fees"), amount: fee },
      ]),
    },
  });
  return toDecidedTransaction(decided);
}
