import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { PaymentMethod } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { notFound } from "../http/errors";
import type { PaymentMethodData } from "./create-payment-method";
import { writePaymentMethod } from "./write-payment-method";

export function updatePaymentMethod(
  db: Runner,
  actor: Actor,
  input: { id: string } & PaymentMethodData,
): Promise<PaymentMethod> {
  const { id, ...values } = input;
  return writePaymentMethod(db, actor, "payment-method.update", async (tx) => {
    const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for("update");
    if (!before) throw notFound(messages.paymentMethodNotFound);
    const [row] = await tx
      .update(paymentMethods)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(paymentMethods.id, id))
      .returning();
    return { before, after: row! };
  });
}
