import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { tradingAccounts } from "../db/schema";
import { systemAccount, tradingCash } from "../ledger/accounts";
import { postEntry } from "../ledger/post-entry";
import { recordFlow } from "./record-flow";

/** A practice account starts with, and resets to, $10,000 of virtual money (issue 12). */
export const PRACTICE_CASH = 1_000_000n;

/**
 * Every active user has a practice account: made on first use, funded from practice-money in the
 * same transaction. Parallel first calls make one (the unique index on own accounts per mode).
 */
export async function ensurePracticeAccount(db: Runner, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const id = rowId();
    const inserted = await tx
      .insert(tradingAccounts)
      .values({ id, userId, kind: "own", mode: "practice" })
      .onConflictDoNothing()
      .returning();
    const account = inserted[0];
    if (!account) return;
    await postEntry(tx, {
      kind: "practice-fund",
      tradingAccountId: id,
      actorId: userId,
      postings: [
        { account: tradingCash(id), amount: PRACTICE_CASH },
        { account: systemAccount("practice-money"), amount: -PRACTICE_CASH },
      ],
    });
    // The grant buys the account's first NAV units at $1.00 (a flow, never performance).
    await recordFlow(tx, account, PRACTICE_CASH, 0n);
  });
}
