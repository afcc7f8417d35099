import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import { centsToDecimal, formatUsd } from "../../shared/money";
import type { AdjustableAccount, adjustmentInput } from "../../shared/schemas/adjustments";
import type { Transaction } from "../../shared/schemas/transactions";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { badRequest, notFound, unprocessable } from "../http/errors";
import { accountId, type SystemAccountKind, systemAccount, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

export type AdjustmentData = z.output<typeof adjustmentInput>;

const COUNTERPART: Record<AdjustableAccount, SystemAccountKind> = {
  balance: "adjustments",
  profit: "profit-expense",
  bonus: "bonus-memo",
};
const LABEL: Record<AdjustableAccount, string> = { balance: "Balance", profit: "Profit", bonus: "Bonus" };

/**
 * Admin: a signed adjustment of a user's balance, profit or bonus, with a reason. It is a success
 * record in the user's history, a ledger entry and an audit row. Never below zero; the balance
 * never below what pending withdrawals hold. A deleted user is not found (404).
 */
export async function createAdjustment(
  db: Db,
  actor: Actor,
  input: { userId: string } & AdjustmentData,
): Promise<{ transaction: Transaction; before: string; after: string }> {
  if (input.amount === 0n) throw badRequest(messages.amountNotZero, { amount: messages.amountNotZero });
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw notFound(messages.userNotFound);
    const userId = user.id;
    const balances = await lockAccounts(tx, [
      userAccount(userId, "balance"),
      userAccount(userId, "profit"),
      userAccount(userId, "bonus"),
      userAccount(userId, "hold"),
    ]);
    const before = balances.get(accountId(userAccount(userId, input.account))) ?? 0n;
    const after = before + input.amount;
    if (after < 0n) throw unprocessable("BELOW_ZERO", messages.adjustmentBelowZero);
    if (input.account === "balance") {
      const held = balances.get(accountId(userAccount(userId, "hold"))) ?? 0n;
      if (after < held) throw unprocessable("BELOW_HELD", messages.adjustmentBelowHeld);
    }
    const magnitude = input.amount < 0n ? -input.amount : input.amount;
    const verb = input.amount < 0n ? "deducted" : "added";
    const reason = input.reason || null;
    const record = await insertTransaction(tx, {
      userId,
      kind: "adjustment",
      type: input.amount < 0n ? "withdraw" : "credit",
      status: "success",
      amount: magnitude,
      description: `${LABEL[input.account]} adjustment: ${formatUsd(magnitude)} ${verb}${reason ? ` (${reason})` : ""}`,
      decidedBy: actor.userId,
    });
    await postEntry(tx, {
      kind: `adjust-${input.account}`,
      transactionId: record.id,
      actorId: actor.userId,
      postings: [
        { account: userAccount(userId, input.account), amount: input.amount },
        { account: systemAccount(COUNTERPART[input.account]), amount: -input.amount },
      ],
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `user.adjust-${input.account}`,
      targetType: "user",
      targetId: userId,
      before: { [input.account]: centsToDecimal(before) },
      after: { [input.account]: centsToDecimal(after) },
      reason,
    });
    return {
      transaction: toTransaction(record),
      before: centsToDecimal(before),
      after: centsToDecimal(after),
    };
  });
}
