import { systemAccount, userAccount } from "../ledger/accounts";
import { postEntry, type Runner } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";

/**
 * The referral bonus (spec: 100 to the referrer's balance and bonus), booked inside the sign-up's
 * transaction. The record's reference is the referred user, unique per kind: once per referred user.
 */
export async function creditReferralBonus(
  tx: Runner,
  input: { referrerUserId: string; referredUserId: string; amount: bigint },
): Promise<void> {
  if (input.amount <= 0n) return;
  const record = await insertTransaction(tx, {
    userId: input.referrerUserId,
    kind: "referral-bonus",
    type: "credit",
    status: "success",
    amount: input.amount,
    description: "Referral bonus",
    reference: input.referredUserId,
  });
  await postEntry(tx, {
    kind: "referral-bonus",
    transactionId: record.id,
    actorId: input.referredUserId,
    postings: [
      { account: userAccount(input.referrerUserId, "balance"), amount: input.amount },
      { account: systemAccount("referral-expense"), amount: -input.amount },
      { account: userAccount(input.referrerUserId, "bonus"), amount: input.amount },
      { account: systemAccount("bonus-memo"), amount: -input.amount },
    ],
  });
}
