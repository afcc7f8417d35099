import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { PaymentMethod, paymentMethodInput } from "../../shared/schemas/payment-methods";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { paymentMethods } from "../db/schema";
import { conflict } from "../http/errors";
import { toPaymentMethod } from "./to-payment-method";

export type PaymentMethodData = z.output<typeof paymentMethodInput>;

export async function createPaymentMethod(
  db: Runner,
  actor: Actor,
  input: PaymentMethodData,
): Promise<PaymentMethod> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentMethods)
        .values({ id: randomUUID(), ...input })
        .returning();
      const method = toPaymentMethod(row!);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "payment-method.create",
        targetType: "payment-method",
        targetId: method.id,
        after: method,
      });
      return method;
    });
  } catch (error) {
    if (isUniqueViolation(error, "payment_methods_code_unique"))
      throw conflict("PAYMENT_METHOD_CODE_TAKEN", messages.paymentMethodCodeTaken);
    throw error;
  }
}
