import { eq } from "drizzle-orm";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import { personOf } from "../audit/person-of";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { lockAddressProposal, noProposal } from "./lock-address-proposal";
import { adminPaymentMethodOf, paymentMethodSnapshot } from "./to-payment-method";

/**
 * Four-eyes: an admin rejects a proposed address (the proposer may withdraw their own); the address
 * stays as it was. Audited with the proposer's and the rejecting admin's names.
 */
export async function rejectPaymentMethodAddress(
  db: Runner,
  actor: Actor,
  input: { id: string; address: string },
): Promise<AdminPaymentMethod> {
  return db.transaction(async (tx) => {
    const before = await lockAddressProposal(tx, input);
    const [after] = await tx
      .update(paymentMethods)
      .set({ ...noProposal, updatedAt: new Date() })
      .where(eq(paymentMethods.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "payment-method.reject-address",
      targetType: "payment-method",
      targetId: before.id,
      before: paymentMethodSnapshot(before),
      after: {
        ...paymentMethodSnapshot(after!),
        proposedBy: await personOf(tx, before.addressProposedBy),
        rejectedBy: await personOf(tx, actor.userId),
      },
    });
    return adminPaymentMethodOf(tx, after!);
  });
}
