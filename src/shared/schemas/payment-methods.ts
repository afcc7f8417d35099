import { z } from "zod";
import { messages } from "../messages";
import { personRef } from "./person";
import { requiredText } from "./required-text";

/** Add or edit a payment method (admin): the spec's ID (btc), Name and Wallet Address. */
export const paymentMethodInput = z.strictObject({
  code: requiredText(messages.paymentMethodCodeRequired, 20, messages.paymentMethodCodeInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, messages.paymentMethodCodeInvalid)
    .transform((value) => value.toLowerCase()),
  name: requiredText(messages.paymentMethodNameRequired, 50, messages.paymentMethodNameTooLong),
  address: requiredText(messages.paymentMethodAddressRequired, 200, messages.paymentMethodAddressTooLong),
});
export type PaymentMethodInput = z.input<typeof paymentMethodInput>;

const paymentMethodOutput = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodOutput>;

export const paymentMethodListOutput = z.object({ items: z.array(paymentMethodOutput) });

/**
 * A new deposit address awaiting a second admin (four-eyes, DUAL_APPROVAL_ABOVE set): investors
 * keep seeing `address` until a different admin approves it.
 */
const pendingAddressOutput = z.object({
  address: z.string(),
  proposedBy: personRef.nullable(),
  proposedAt: z.string(),
});

/** What admins see of a method: the investor's view plus the address change awaiting approval. */
export const adminPaymentMethodOutput = paymentMethodOutput.extend({
  pendingAddress: pendingAddressOutput.nullable(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodOutput>;

export const adminPaymentMethodListOutput = z.object({ items: z.array(adminPaymentMethodOutput) });

/** Approve or reject the address awaiting approval: the address the admin saw, so a newer proposal is not decided blind. */
export const addressDecisionInput = z.strictObject({
  address: requiredText(messages.paymentMethodAddressRequired, 200, messages.paymentMethodAddressTooLong),
});
