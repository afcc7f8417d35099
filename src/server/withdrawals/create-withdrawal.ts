import { sql } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import { formatUsd, percentOf } from "../../shared/money";
import type { Transaction } from "../../shared/schemas/transactions";
import type { withdrawalInput } from "../../shared/schemas/withdrawals";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { executePrepared } from "../db/prepared";
import { ledgerAccounts, paymentMethods, users } from "../db/schema";
import { badRequest, notFound, unprocessable } from "../http/errors";
import { accountId, userAccount } from "../ledger/accounts";
import { placeHold } from "../ledger/holds";
import { asRefusal, entryCtes } from "../ledger/post-entry";
import { ADMINS, queueEmailCte } from "../mail/queue-email";
import { ID_TAKEN, withTransactionCte } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

export type WithdrawalData = z.output<typeof withdrawalInput>;

/**
 * A withdrawal request: refused with 'Insufficient balance' beyond the available amount (balance
 * minus pending withdrawals); otherwise a pending record and a hold on the amount. The fee is
 * quoted now and deducted from the payout at approval. The admins get a 'Withdrawal Request' email
 * (queued with the record, rendered and addressed to each admin by the mail worker).
 *
 * ONE statement and no explicit transaction (inside an Idempotency-Key's transaction it runs in
 * that one): it locks the user (shared: a deletion of this user, which rejects their pending
 * requests, commits wholly before this request or after it) and reads their name, reads the payment
 * method, locks the balance and hold accounts in the fixed order and reads them, and only if the
 * user is there, the method exists and the amount is available, writes the record (its description
 * names the method), the email (with the names read) and the hold entry. All of it commits
 * together or not at all.
 */
export async function createWithdrawal(
  db: Runner,
  actor: Actor,
  input: WithdrawalData,
  options: { feePercent: number },
): Promise<Transaction> {
  const userId = actor.userId;
  const balanceId = accountId(userAccount(userId, "balance"));
  const holdId = accountId(userAccount(userId, "hold"));
  const fee = percentOf(input.amount, options.feePercent);
  const allowed = sql`(select allowed from checked)`;
  const methodName = sql`(select name from method)`;
  return withTransactionCte(
    "recorded",
    {
      userId,
      kind: "withdrawal",
      type: "withdraw",
      status: "pending",
      amount: input.amount,
      fee,
      netAmount: input.amount - fee,
      description: sql`'Withdrawal via ' || ${methodName}`,
      crypto: methodName,
      walletAddress: input.walletAddress,
      paymentMethodId: input.paymentMethodId,
    },
    allowed,
    async ({ cte, row }) => {
      const recorded = sql`exists (select 1 from recorded)`;
      const email = queueEmailCte(
        "emailed",
        {
          kind: "withdrawal-request",
          to: ADMINS,
          props: {
            userName: sql`(select name from holder)`,
            userEmail: sql`(select email from holder)`,
            amount: formatUsd(input.amount),
            method: methodName,
            walletAddress: input.walletAddress,
            transactionId: row.transactionId,
          },
        },
        recorded,
      );
      // The hold comes last: it touches the shared holds-control account (see postEntry).
      const hold = entryCtes(
        {
          kind: "withdrawal-hold",
          transactionRowId: row.id,
          actorId: userId,
          postings: placeHold(userId, input.amount),
        },
        recorded,
      );
      // The CTEs run in the order their references need: the user's lock, the method, the
      // accounts' locks (by id), the check, then the record and what depends on it.
      const statement = sql`
        with holder as (
          select u.id, u.name, u.email from ${users} u where u.id = ${userId} and u.deleted_at is null for share
        ),
        method as (select m.id, m.name from ${paymentMethods} m where m.id = ${input.paymentMethodId}),
        funds as (
          select a.id, a.balance from ${ledgerAccounts} a where a.id in (${balanceId}, ${holdId})
          order by a.id for no key update
        ),
        checked as (
          select *, user_found and method_found and available >= ${input.amount.toString()}::bigint as allowed
          from (
            select exists (select 1 from holder) as user_found,
                   exists (select 1 from method) as method_found,
                   coalesce((select balance from funds where id = ${balanceId}), 0)
                     - coalesce((select balance from funds where id = ${holdId}), 0) as available
          ) facts
        ),
        ${cte}, ${email}, ${hold.ctes}
        select c.user_found, c.method_found, c.allowed, r.seq, r.created_ms, r.description, r.crypto
        from checked c left join recorded r on true`;
      let rows: Record<string, unknown>[];
      try {
        rows = await executePrepared(db, statement);
      } catch (error) {
        throw asRefusal(error);
      }
      const result = rows[0] as {
        user_found: boolean;
        method_found: boolean;
        allowed: boolean;
        seq: string | null;
        created_ms: number | string | null;
        description: string;
        crypto: string;
      };
      if (!result.user_found) throw notFound(messages.userNotFound);
      if (!result.method_found)
        throw badRequest(messages.paymentMethodNotFound, { paymentMethodId: messages.paymentMethodNotFound });
      if (!result.allowed) throw unprocessable("INSUFFICIENT_BALANCE", messages.insufficientBalance);
      if (result.seq === null || result.created_ms === null) return ID_TAKEN;
      return toTransaction({
        ...row,
        description: result.description,
        crypto: result.crypto,
        seq: BigInt(result.seq),
        createdAt: new Date(Number(result.created_ms)),
      });
    },
  );
}
