import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { systemAccount, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { decideInOneStatement, findPending } from "./decide-in-one-statement";
import { auditDecision, decidePending, nonZero, queueWithdrawalConfirmation } from "./decide-transaction";
import { toTransaction } from "./to-transaction";

/**
 * Admin approval of a pending transaction. A deposit credits the balance (one statement). A
 * withdrawal debits the balance, releases its hold and books the fee and the net payout; the user
 * gets a 'Withdrawal Confirmation' email. Only pending transactions can be approved (409 otherwise).
 */
export async function approveTransaction(db: Db, actor: Actor, input: { id: string }): Promise<Transaction> {
  const pending = await findPending(db, input.id);
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
    return toTransaction(decided);
  }
  if (pending.kind !== "withdrawal") throw new Error(`a ${pending.kind} transaction cannot be pending`);
  return db.transaction(async (tx) => {
    const row = await decidePending(tx, actor, input.id, "success");
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
        { account: userAccount(userId, "hold"), amount: -row.amount },
        { account: systemAccount("holds-control"), amount: row.amount },
        { account: userAccount(userId, "balance"), amount: -row.amount },
        { account: systemAccount("payouts"), amount: net },
        { account: systemAccount("fees"), amount: fee },
      ]),
    });
    return toTransaction(row);
  });
}
