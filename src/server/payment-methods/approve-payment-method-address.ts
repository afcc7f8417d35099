import { messages } from "../../shared/messages";
import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { forbidden } from "../http/errors";
import { decideAddressProposal } from "./decide-address-proposal";
import { lockAddressProposal } from "./lock-address-proposal";

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
    return decideAddressProposal(tx, actor, before, "approve");
  });
}
