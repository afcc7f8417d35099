import { and, eq, is, isNull } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import { formatUsd, percentOf } from "../../shared/money";
import type { Transaction } from "../../shared/schemas/transactions";
import type { withdrawalInput } from "../../shared/schemas/withdrawals";
import type { Actor } from "../auth/session";
import type { Db, Tx } from "../db/client";
import { paymentMethods, users } from "../db/schema";
import { badRequest, notFound, unprocessable } from "../http/errors";
import { accountId, userAccount } from "../ledger/accounts";
import { placeHold } from "../ledger/holds";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { ADMINS, queueEmail } from "../mail/queue-email";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

export type WithdrawalData = z.output<typeof withdrawalInput>;

/**
 * Runs `work` in a new transaction, or directly in `db` when it already is one (the Idempotency-Key
 * path hands us its transaction): no savepoint round trips, since any error aborts the whole
 * outer transaction anyway.
 */
function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return is(db, PgTransaction) ? work(db as unknown as Tx) : db.transaction(work);
}

/**
 * A withdrawal request: refused with 'Insufficient balance' beyond the available amount (balance
 * minus pending withdrawals); otherwise a pending record and a hold on the amount. The fee is
 * quoted now and deducted from the payout at approval. The admins get a 'Withdrawal Request' email
 * (queued in this transaction, rendered and addressed to each admin by the mail worker).
 *
 * Five statements: the user and the payment method (one query), the lock on the user's balance
 * and hold, the record, the email, the hold entry.
 */
export async function createWithdrawal(
  db: Db,
  actor: Actor,
  input: WithdrawalData,
  options: { feePercent: number },
): Promise<Transaction> {
  const userId = actor.userId;
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({
        userName: users.name,
        userEmail: users.email,
        methodId: paymentMethods.id,
        methodName: paymentMethods.name,
      })
      .from(users)
      .leftJoin(paymentMethods, eq(paymentMethods.id, input.paymentMethodId))
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1)
      // Share-locked: a deletion of this user (which rejects their pending requests) commits
      // wholly before this request or after it, never in between.
      .for("share", { of: users });
    if (!found) throw notFound(messages.userNotFound);
    const { methodId, methodName } = found;
    if (methodId === null || methodName === null)
      throw badRequest(messages.paymentMethodNotFound, { paymentMethodId: messages.paymentMethodNotFound });

    const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "hold")]);
    const balance = balances.get(accountId(userAccount(userId, "balance"))) ?? 0n;
    const held = balances.get(accountId(userAccount(userId, "hold"))) ?? 0n;
    if (input.amount > balance - held)
      throw unprocessable("INSUFFICIENT_BALANCE", messages.insufficientBalance);

    const fee = percentOf(input.amount, options.feePercent);
    const row = await insertTransaction(tx, {
      userId,
      kind: "withdrawal",
      type: "withdraw",
      status: "pending",
      amount: input.amount,
      fee,
      netAmount: input.amount - fee,
      description: `Withdrawal via ${methodName}`,
      crypto: methodName,
      walletAddress: input.walletAddress,
      paymentMethodId: methodId,
    });

    await queueEmail(tx, {
      kind: "withdrawal-request",
      to: ADMINS,
      props: {
        userName: found.userName,
        userEmail: found.userEmail,
        amount: formatUsd(input.amount),
        method: methodName,
        walletAddress: input.walletAddress,
        transactionId: row.transactionId,
      },
    });
    // The hold comes last: it touches the shared holds-control account (see postEntry).
    await postEntry(tx, {
      kind: "withdrawal-hold",
      transactionId: row.id,
      actorId: userId,
      postings: placeHold(userId, input.amount),
    });
    return toTransaction(row);
  });
}
