import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import { personOf } from "../audit/person-of";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { forbidden } from "../http/errors";
import { adminPaymentMethodOf } from "./admin-payment-method-of";
import { lockAddressProposal, noProposal } from "./lock-address-proposal";
import { paymentMethodSnapshot } from "./to-payment-method";

/**
 * Four-eyes: an admin decides on the address another admin proposed. Approve: a second admin makes
 * it the method's, and from now on deposits show it; the proposer cannot approve (403). Reject: the
 * address stays as it was (the proposer may withdraw their own). Audited with the proposer's and the
 * deciding admin's names.
 */
export async function decideAddressProposal(
  db: Runner,
  actor: Actor,
  input: { id: string; address: string },
  decision: "approve" | "reject",
): Promise<AdminPaymentMethod> {
  const approved = decision === "approve";
  return db.transaction(async (tx) => {
    const before = await lockAddressProposal(tx, input);
    if (approved && before.addressProposedBy === actor.userId)
      throw forbidden(messages.ownProposalApproval, "SAME_APPROVER");
    const [after] = await tx
      .update(paymentMethods)
      .set({ ...(approved ? { address: before.proposedAddress } : {}), ...noProposal, updatedAt: new Date() })
      .where(eq(paymentMethods.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.userId,
      action: approved ? "payment-method.approve-address" : "payment-method.reject-address",
      targetType: "payment-method",
      targetId: before.id,
      before: paymentMethodSnapshot(before),
      after: {
        ...paymentMethodSnapshot(after!),
        proposedBy: await personOf(tx, before.addressProposedBy),
        [approved ? "approvedBy" : "rejectedBy"]: await personOf(tx, actor.userId),
      },
    });
    return adminPaymentMethodOf(tx, after!);
  });
}
