import type { AdminPaymentMethod } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { decideAddressProposal } from "./decide-address-proposal";
import { lockAddressProposal } from "./lock-address-proposal";

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
    return decideAddressProposal(tx, actor, before, "reject");
  });
}
