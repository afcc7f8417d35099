import type { z } from "zod";
import { messages } from "../../shared/messages";
import { centsToDecimal } from "../../shared/money";
import type { adjustmentInput } from "../../shared/schemas/adjustments";
import type { DecidedTransaction } from "../../shared/schemas/transactions";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { badRequest } from "../http/errors";
import {
  type FourEyesOptions,
  firstApprovalAudit,
  needsSecondApproval,
  refuseOwnAccount,
} from "../transactions/four-eyes";
import { insertTransaction } from "../transactions/insert-transaction";
import { toDecidedTransaction } from "../transactions/to-transaction";
import {
  type AdjustmentMove,
  adjustmentAudit,
  adjustmentDescription,
  checkAdjustment,
  postAdjustment,
} from "./book-adjustment";

export type AdjustmentData = z.output<typeof adjustmentInput>;

/**
 * Admin: a signed adjustment of a user's balance, profit or bonus, with a reason. It is a success
 * record in the user's history, a ledger entry and an audit row. Never below zero; the balance
 * never below what pending withdrawals hold. A deleted user is not found (404); an admin's own
 * account is refused (403, four-eyes).
 *
 * Above `dualApprovalAbove` (four-eyes) the adjustment is only recorded: a pending record, awaiting
 * the approval of a second, different admin (POST /api/v1/admin/transactions/:id/approve), with
 * this admin as its first approver; nothing moves until then. `before` and `after` are then both
 * the value now.
 */
export async function createAdjustment(
  db: Runner,
  actor: Actor,
  input: { userId: string } & AdjustmentData,
  options: FourEyesOptions = {},
): Promise<{ transaction: DecidedTransaction; before: string; after: string }> {
  if (input.amount === 0n) throw badRequest(messages.amountNotZero, { amount: messages.amountNotZero });
  refuseOwnAccount(actor, input.userId);
  const move: AdjustmentMove = { userId: input.userId, account: input.account, amount: input.amount };
  const reason = input.reason || null;
  const magnitude = input.amount < 0n ? -input.amount : input.amount;
  const dual = needsSecondApproval(input.amount, options);
  return db.transaction(async (tx) => {
    const change = await checkAdjustment(tx, move);
    const record = await insertTransaction(tx, {
      userId: input.userId,
      kind: "adjustment",
      type: input.amount < 0n ? "withdraw" : "credit",
      status: dual ? "pending" : "success",
      amount: magnitude,
      description: adjustmentDescription(move, reason),
      ...(dual
        ? { firstApprovedBy: actor.userId, adjustAccount: input.account, adjustReason: reason }
        : { decidedBy: actor.userId }),
    });
    if (dual) {
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "transaction.first-approve",
        targetType: "transaction",
        targetId: record.id,
        before: null,
        after: firstApprovalAudit(record),
        reason,
      });
      const now = centsToDecimal(change.before);
      return { transaction: toDecidedTransaction(record), before: now, after: now };
    }
    await postAdjustment(tx, actor, move, record.id);
    await recordAudit(tx, adjustmentAudit(actor, move, change, reason));
    return {
      transaction: toDecidedTransaction(record),
      before: centsToDecimal(change.before),
      after: centsToDecimal(change.after),
    };
  });
}
