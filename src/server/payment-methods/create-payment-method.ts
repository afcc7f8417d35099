import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminPaymentMethod, paymentMethodInput } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { paymentMethods } from "../db/schema";
import { type AddressApprovalOptions, writePaymentMethod } from "./write-payment-method";

export type PaymentMethodData = z.output<typeof paymentMethodInput>;

/**
 * Adds a method. With four-eyes on, its address is only proposed: the method has no address (and
 * investors do not see it) until a second admin approves, or one admin could open a new method
 * paying into their own wallet.
 */
export function createPaymentMethod(
  db: Runner,
  actor: Actor,
  input: PaymentMethodData,
  options: AddressApprovalOptions = {},
): Promise<AdminPaymentMethod> {
  const address = options.dualApproval
    ? {
        address: "",
        proposedAddress: input.address,
        addressProposedBy: actor.userId,
        addressProposedAt: sql`now()`,
      }
    : { address: input.address };
  return writePaymentMethod(db, actor, "payment-method.create", async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({ id: rowId(), code: input.code, name: input.name, ...address })
      .returning();
    return { after: row! };
  });
}
