import { sql } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import { formatUsd, percentOf } from "../../shared/money";
import type { Transaction } from "../../shared/schemas/transactions";
import type { withdrawalInput } from "../../shared/schemas/withdrawals";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { ledgerAccounts, paymentMethods, users } from "../db/schema";
import { badRequest, notFound, unprocessable } from "../http/errors";
import { accountId, userAccount } from "../ledger/accounts";
import { placeHold } from "../ledger/holds";
import { postEntry } from "../ledger/post-entry";
import { ADMINS, queueEmail } from "../mail/queue-email";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

export type WithdrawalData = z.output<typeof withdrawalInput>;

/**
 * A withdrawal request: refused with 'Insufficient balance' beyond the available amount (balance
 * minus pending withdrawals); otherwise a pending record and a hold on the amount. The fee is
 * quoted now and deducted from the payout at approval. The admins get a 'Withdrawal Request' email
 * (queued in this transaction, rendered and addressed to each admin by the mail worker).
 *
 * Four statements: the user, the payment method and the locked balance and hold (one query), the
 * record, the email, the hold entry.
 */
export async function createWithdrawal(
  db: Runner,
  actor: Actor,
  input: WithdrawalData,
  options: { feePercent: number },
): Promise<Transaction> {
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const balanceId = accountId(userAccount(userId, "balance"));
    const holdId = accountId(userAccount(userId, "hold"));
    // One statement: the user (share-locked: a deletion of this user, which rejects their pending
    // requests, commits wholly before this request or after it, never in between), the payment
    // method, and the user's balance and hold accounts locked in lockAccounts' order (by id).
    const { rows } = await tx.execute<{
      user_name: string;
      user_email: string;
      method_id: string | null;
      method_name: string | null;
      account_id: string;
      balance: string;
    }>(sql`
      select u.name as user_name, u.email as user_email, m.id as method_id, m.name as method_name,
             a.id as account_id, a.balance::text as balance
      from ${users} u
      left join ${paymentMethods} m on m.id = ${input.paymentMethodId}
      join ${ledgerAccounts} a on a.id in (${balanceId}, ${holdId})
      where u.id = ${userId} and u.deleted_at is null
      order by a.id
      for share of u for no key update of a`);
    const found = rows[0];
    if (!found) throw notFound(messages.userNotFound);
    if (rows.length !== 2) throw new Error(`ledger accounts missing for ${userId}`);
    const { method_id: methodId, method_name: methodName } = found;
    if (methodId === null || methodName === null)
      throw badRequest(messages.paymentMethodNotFound, { paymentMethodId: messages.paymentMethodNotFound });

    const balance = BigInt(rows.find((row) => row.account_id === balanceId)?.balance ?? "0");
    const hold = BigInt(rows.find((row) => row.account_id === holdId)?.balance ?? "0");
    if (input.amount > balance - hold)
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
        userName: found.user_name,
        userEmail: found.user_email,
        amount: formatUsd(input.amount),
        method: methodName,
        walletAddress: input.walletAddress,
        transactionId: row.transactionId,
      },
    });
    // The hold comes last: it touches the shared holds-control account (see postEntry).
    await postEntry(tx, {
      kind: "withdrawal-hold",
      transactionRowId: row.id,
      actorId: userId,
      postings: placeHold(userId, input.amount),
    });
    return toTransaction(row);
  });
}
