import { eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import type { PaymentMethodData } from "./create-payment-method";
import { type AddressApprovalOptions, writePaymentMethod } from "./write-payment-method";

/**
 * Changes a method's ID and name at once. A new address too, unless four-eyes is on: then the new
 * address is proposed (deposits keep the current one until a different admin approves it), and
 * while one proposal waits another is refused (409).
 */
export function updatePaymentMethod(
  db: Runner,
  actor: Actor,
  input: { id: string } & PaymentMethodData,
  options: AddressApprovalOptions = {},
): Promise<AdminPaymentMethod> {
  const { id, address, ...values } = input;
  return writePaymentMethod(db, actor, "payment-method.update", async (tx) => {
    const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for("update");
    if (!before) throw notFound(messages.paymentMethodNotFound);
    const proposing = options.dualApproval && address !== before.address;
    if (proposing && before.proposedAddress !== null)
      throw conflict("APPROVAL_PENDING", messages.approvalPending);
    const change = proposing
      ? { proposedAddress: address, addressProposedBy: actor.userId, addressProposedAt: sql`now()` }
      : { address };
    const [row] = await tx
      .update(paymentMethods)
      .set({ ...values, ...change, updatedAt: new Date() })
      .where(eq(paymentMethods.id, id))
      .returning();
    return { before, after: row! };
  });
}
