import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { notFound } from "../http/errors";
import { toPaymentMethod } from "./to-payment-method";

/** Deletes a method; transactions made with it keep its name in `crypto`. */
export async function deletePaymentMethod(db: Runner, actor: Actor, input: { id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(paymentMethods).where(eq(paymentMethods.id, input.id)).returning();
    if (!row) throw notFound(messages.paymentMethodNotFound);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "payment-method.delete",
      targetType: "payment-method",
      targetId: row.id,
      before: toPaymentMethod(row),
    });
  });
}
