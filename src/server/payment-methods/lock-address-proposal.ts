import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Tx } from "../db/client";
import { paymentMethods } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import type { PaymentMethodRow } from "./to-payment-method";

/**
 * The method whose proposed address an admin decides on, locked for the rest of the transaction.
 * 409 when no address awaits approval or it is not the one the admin saw (`address`): of two
 * decisions at once, the second waits for the lock and then finds nothing left to decide.
 */
export async function lockAddressProposal(
  tx: Tx,
  input: { id: string; address: string },
): Promise<PaymentMethodRow & { proposedAddress: string; addressProposedBy: string | null }> {
  const [row] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, input.id)).for("update");
  if (!row) throw notFound(messages.paymentMethodNotFound);
  if (row.proposedAddress === null || row.proposedAddress !== input.address)
    throw conflict("NOTHING_TO_APPROVE", messages.nothingToApprove);
  return { ...row, proposedAddress: row.proposedAddress };
}

/** The columns that clear a decided proposal. */
export const noProposal = { proposedAddress: null, addressProposedBy: null, addressProposedAt: null };
