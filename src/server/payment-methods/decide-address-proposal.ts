import { eq } from "drizzle-orm";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import { personOf } from "../audit/person-of";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/session";
import type { Tx } from "../db/client";
import { paymentMethods } from "../db/schema";
import { adminPaymentMethodOf } from "./admin-payment-method-of";
import { type lockAddressProposal, noProposal } from "./lock-address-proposal";
import { paymentMethodSnapshot } from "./to-payment-method";

type Proposal = Awaited<ReturnType<typeof lockAddressProposal>>;

/**
 * Ends a locked address proposal (approve: the proposed address becomes the method's; reject: it is
 * dropped), audited with the proposer's and the deciding admin's names.
 */
export async function decideAddressProposal(
  tx: Tx,
  actor: Actor,
  before: Proposal,
  decision: "approve" | "reject",
): Promise<AdminPaymentMethod> {
  const approved = decision === "approve";
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
}
