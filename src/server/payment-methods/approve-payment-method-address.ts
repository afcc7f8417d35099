import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import { personOf } from "../audit/person-of";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { forbidden } from "../http/errors";
import { lockAddressProposal, noProposal } from "./lock-address-proposal";
import { adminPaymentMethodOf, paymentMethodSnapshot } from "./to-payment-method";

/**
 * Four-eyes: a second admin approves the address another admin proposed; from now on deposits show
 * it. The proposer cannot approve (403). Audited with both admins' names.
 */
export async function approvePaymentMethodAddress(
  db: Runner,
  actor: Actor,
  input: { id: string; address: string },
): Promise<AdminPaymentMethod> {
  return db.transaction(async (tx) => {
    const before = await lockAddressProposal(tx, input);
    if (before.addressProposedBy === actor.userId)
      throw forbidden(messages.ownProposalApproval, "SAME_APPROVER");
    const [after] = await tx
      .update(paymentMethods)
      .set({ address: before.proposedAddress, ...noProposal, updatedAt: new Date() })
      .where(eq(paymentMethods.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "payment-method.approve-address",
      targetType: "payment-method",
      targetId: before.id,
      before: paymentMethodSnapshot(before),
      after: {
        ...paymentMethodSnapshot(after!),
        proposedBy: await personOf(tx, before.addressProposedBy),
        approvedBy: await personOf(tx, actor.userId),
      },
    });
    return adminPaymentMethodOf(tx, after!);
  });
}
