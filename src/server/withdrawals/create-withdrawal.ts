import { eq } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import { formatUsd, percentOf } from "../../shared/money";
import type { Transaction } from "../../shared/schemas/transactions";
import type { withdrawalInput } from "../../shared/schemas/withdrawals";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { findPaymentMethod } from "../deposits/create-deposit";
import { notFound, unprocessable } from "../http/errors";
import { accountId, systemAccount, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { queueEmail } from "../mail/queue-email";
import { withdrawalRequestEmail } from "../mail/templates/money-emails";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

export type WithdrawalData = z.output<typeof withdrawalInput>;

/**
 * A withdrawal request: refused with 'Insufficient balance' beyond the available amount (balance
 * minus pending withdrawals); otherwise a pending record and a hold on the amount. The fee is
 * quoted now and deducted from the payout at approval. The admins get a 'Withdrawal Request' email.
 */
export async function createWithdrawal(
  db: Db,
  actor: Actor,
  input: WithdrawalData,
  options: { feePercent: number },
): Promise<Transaction> {
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const method = await findPaymentMethod(tx, input.paymentMethodId);
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
      description: `Withdrawal via ${method.name}`,
      crypto: method.name,
      walletAddress: input.walletAddress,
      paymentMethodId: method.id,
    });

    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound(messages.userNotFound);
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
    const amount = formatUsd(input.amount);
    for (const admin of admins) {
      await queueEmail(
        tx,
        await withdrawalRequestEmail(admin.email, {
          userName: user.name,
          userEmail: user.email,
          amount,
          method: method.name,
          walletAddress: input.walletAddress,
          transactionId: row.transactionId,
        }),
      );
    }
    // The hold comes last: it touches the shared holds-control account (see postEntry).
    await postEntry(tx, {
      kind: "withdrawal-hold",
      transactionId: row.id,
      actorId: userId,
      postings: [
        { account: userAccount(userId, "hold"), amount: input.amount },
        { account: systemAccount("holds-control"), amount: -input.amount },
      ],
    });
    return toTransaction(row);
  });
}
