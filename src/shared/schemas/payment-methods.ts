import { z } from "zod";
import { messages } from "../messages";
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

export const paymentMethodOutput = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodOutput>;

export const paymentMethodListOutput = z.object({ items: z.array(paymentMethodOutput) });
