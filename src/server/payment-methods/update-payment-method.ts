import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { PaymentMethod } from "../../shared/schemas/payment-methods";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { paymentMethods } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import type { PaymentMethodData } from "./create-payment-method";
import { toPaymentMethod } from "./to-payment-method";

export async function updatePaymentMethod(
  db: Runner,
  actor: Actor,
  input: { id: string } & PaymentMethodData,
): Promise<PaymentMethod> {
  const { id, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for("update");
      if (!before) throw notFound(messages.paymentMethodNotFound);
      const [row] = await tx
        .update(paymentMethods)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(paymentMethods.id, id))
        .returning();
      const method = toPaymentMethod(row!);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "payment-method.update",
        targetType: "payment-method",
        targetId: id,
        before: toPaymentMethod(before),
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
