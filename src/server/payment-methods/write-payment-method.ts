import { messages } from "../../shared/messages";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { conflict } from "../http/errors";
import { adminPaymentMethodOf } from "./admin-payment-method-of";
import { type PaymentMethodRow, paymentMethodSnapshot } from "./to-payment-method";

/** Whether address changes need a second admin (four-eyes: DUAL_APPROVAL_ABOVE is set). */
export interface AddressApprovalOptions {
  dualApproval?: boolean;
}

/**
 * An admin's write to payment methods: `write` changes one row (and returns it with the row before,
 * if any) in a transaction with its audit entry; a code another method has is 409.
 */
export async function writePaymentMethod(
  db: Runner,
  actor: Actor,
  action: "payment-method.create" | "payment-method.update",
  write: (tx: Tx) => Promise<{ before?: PaymentMethodRow; after: PaymentMethodRow }>,
): Promise<AdminPaymentMethod> {
  try {
    return await db.transaction(async (tx) => {
      const { before, after } = await write(tx);
      await recordAudit(tx, {
        actorId: actor.userId,
        action,
        targetType: "payment-method",
        targetId: after.id,
        ...(before ? { before: paymentMethodSnapshot(before) } : {}),
        after: paymentMethodSnapshot(after),
      });
      return adminPaymentMethodOf(tx, after);
    });
  } catch (error) {
    if (isUniqueViolation(error, "payment_methods_code_unique"))
      throw conflict("PAYMENT_METHOD_CODE_TAKEN", messages.paymentMethodCodeTaken);
    throw error;
  }
}
