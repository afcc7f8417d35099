import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Config } from "../config";
import type { Runner } from "../db/client";
import { transactions, users } from "../db/schema";
import { conflict } from "../http/errors";
import { verificationLevelOf, verificationRequired } from "./verification-level";

type Rules = Pick<Config, "kycRequired">;

/**
 * Being made a trader needs level 2 (issue 32): 403 VERIFICATION_REQUIRED. An unknown user is left
 * to makeTrader (404).
 */
export async function requireVerifiedTrader(db: Runner, rules: Rules, userId: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return;
  if ((await verificationLevelOf(db, rules, userId)) < 2)
    throw verificationRequired(2, messages.traderNeedsVerification);
}

/**
 * A pending withdrawal of a user below level 2 (one requested before verification existed) waits:
 * approving it answers 409 AWAITING_VERIFICATION and leaves it pending, its hold in place, until
 * the user is verified. Rejecting it stays possible.
 */
export async function refuseUnverifiedWithdrawal(
  db: Runner,
  rules: Rules,
  transactionId: string,
): Promise<void> {
  const [row] = await db
    .select({ userId: transactions.userId })
    .from(transactions)
    .where(
      and(
        eq(transactions.id, transactionId),
        eq(transactions.kind, "withdrawal"),
        eq(transactions.status, "pending"),
      ),
    );
  if (row && (await verificationLevelOf(db, rules, row.userId)) < 2)
    throw conflict("AWAITING_VERIFICATION", messages.withdrawalAwaitingVerification);
}
