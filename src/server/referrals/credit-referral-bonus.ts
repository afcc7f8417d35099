import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "../config";
import type { Tx } from "../db/client";
import { transactions, users } from "../db/schema";
import { systemAccount, userAccount } from "../ledger/accounts";
import { postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";

/** REFERRAL_BONUS (dollars) in cents; 0 turns the programme off. */
export const referralBonusCents = (config: Pick<Config, "referralBonus">): bigint =>
  BigInt(Math.round(config.referralBonus * 100));

/**
 * The account `userId` has just become active (sign-up under AUTO_ACTIVATE, or an admin's
 * activation), inside the transaction that activated it, with its row locked. The first time only
 * (`activated_at` is set once and never cleared, so deactivate + reactivate pays nothing), the
 * referrer gets the spec's bonus on balance and bonus, unless the referrer is deleted or deactivated
 * at that moment. A bonus already booked for this referred user (before migration 0010 it was paid
 * at sign-up) is never booked again; the unique (kind, reference) of transactions is the last guard.
 */
export async function creditReferralBonus(
  tx: Tx,
  input: { userId: string; amount: bigint; actorId: string },
): Promise<void> {
  const [first] = await tx
    .update(users)
    .set({ activatedAt: new Date() })
    .where(and(eq(users.id, input.userId), isNull(users.activatedAt)))
    .returning({ referrerId: users.referrerId });
  if (!first?.referrerId || input.amount <= 0n) return;

  // Share-locked: a concurrent deletion or deactivation of the referrer commits before or after
  // this, never in between (the re-checked row must still be active and not deleted).
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralId, first.referrerId), isNull(users.deletedAt), eq(users.isActive, true)))
    .for("share");
  if (!referrer || referrer.id === input.userId) return;

  const [paid] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.kind, "referral-bonus"), eq(transactions.reference, input.userId)))
    .limit(1);
  if (paid) return;

  const record = await insertTransaction(tx, {
    userId: referrer.id,
    kind: "referral-bonus",
    type: "credit",
    status: "success",
    amount: input.amount,
    description: "Referral bonus",
    reference: input.userId,
  });
  await postEntry(tx, {
    kind: "referral-bonus",
    transactionRowId: record.id,
    actorId: input.actorId,
    postings: [
      { account: userAccount(referrer.id, "balance"), amount: input.amount },
      { account: systemAccount("referral-expense"), amount: -input.amount },
      { account: userAccount(referrer.id, "bonus"), amount: input.amount },
      { account: systemAccount("bonus-memo"), amount: -input.amount },
    ],
  });
}
