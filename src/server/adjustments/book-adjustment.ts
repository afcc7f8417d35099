import { and, eq, isNull } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { centsToDecimal, formatUsd } from "../../shared/money";
import type { AdjustableAccount } from "../../shared/schemas/adjustments";
import type { AuditRecord } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Tx } from "../db/client";
import { users } from "../db/schema";
import { notFound, unprocessable } from "../http/errors";
import { accountId, type SystemAccountKind, systemAccount, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";

/** What an adjustment does: `amount` (signed cents) to the user's `account`. */
export interface AdjustmentMove {
  userId: string;
  account: AdjustableAccount;
  amount: bigint;
}

const COUNTERPART: Record<AdjustableAccount, SystemAccountKind> = {
  balance: "adjustments",
  profit: "profit-expense",
  bonus: "bonus-memo",
};
const LABEL: Record<AdjustableAccount, string> = { balance: "Balance", profit: "Profit", bonus: "Bonus" };

/** "Balance adjustment: $5.00 added (reason)": the text of the user's history. */
export function adjustmentDescription(move: AdjustmentMove, reason: string | null): string {
  const magnitude = move.amount < 0n ? -move.amount : move.amount;
  const verb = move.amount < 0n ? "deducted" : "added";
  return `${LABEL[move.account]} adjustment: ${formatUsd(magnitude)} ${verb}${reason ? ` (${reason})` : ""}`;
}

/**
 * Locks the user's accounts (fixed order) and checks the move: the user exists and is not deleted
 * (404), the account stays at or above zero and the balance at or above what pending withdrawals
 * hold (422). Returns the account's value before and after.
 */
export async function checkAdjustment(
  tx: Tx,
  move: AdjustmentMove,
): Promise<{ before: bigint; after: bigint }> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, move.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound(messages.userNotFound);
  const balances = await lockAccounts(tx, [
    userAccount(move.userId, "balance"),
    userAccount(move.userId, "profit"),
    userAccount(move.userId, "bonus"),
    userAccount(move.userId, "hold"),
  ]);
  const before = balances.get(accountId(userAccount(move.userId, move.account))) ?? 0n;
  const after = before + move.amount;
  if (after < 0n) throw unprocessable("BELOW_ZERO", messages.adjustmentBelowZero);
  if (move.account === "balance") {
    const hold = balances.get(accountId(userAccount(move.userId, "hold"))) ?? 0n;
    if (after < hold) throw unprocessable("BELOW_HELD", messages.adjustmentBelowHeld);
  }
  return { before, after };
}

/** The ledger entry of an adjustment booked on the transaction row `transactionRowId`. */
export async function postAdjustment(tx: Tx, actor: Actor, move: AdjustmentMove, transactionRowId: string) {
  await postEntry(tx, {
    kind: `adjust-${move.account}`,
    transactionRowId,
    actorId: actor.userId,
    postings: [
      { account: userAccount(move.userId, move.account), amount: move.amount },
      { account: systemAccount(COUNTERPART[move.account]), amount: -move.amount },
    ],
  });
}

/** The audit row of a booked adjustment (by the admin who made the money move). */
export function adjustmentAudit(
  actor: Actor,
  move: AdjustmentMove,
  change: { before: bigint; after: bigint },
  reason: string | null,
): AuditRecord {
  return {
    actorId: actor.userId,
    action: `user.adjust-${move.account}`,
    targetType: "user",
    targetId: move.userId,
    before: { [move.account]: centsToDecimal(change.before) },
    after: { [move.account]: centsToDecimal(change.after) },
    reason,
  };
}
