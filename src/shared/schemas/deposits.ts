import { z } from "zod";
import { messages } from "../messages";
import { positiveMoneyInput } from "../money";

export const paymentMethodIdInput = z
  .string({ error: messages.selectPaymentMethod })
  .trim()
  .min(1, messages.selectPaymentMethod)
  .max(64, messages.paymentMethodNotFound);

/** 'I have made the payment': a pending credit, nothing moves until an admin approves. */
export const depositInput = z.strictObject({
  paymentMethodId: paymentMethodIdInput,
  amount: positiveMoneyInput({
    required: messages.enterAmount,
    invalid: messages.amountInvalid,
    notPositive: messages.amountNotPositive,
  }),
});
export type DepositInput = z.input<typeof depositInput>;
