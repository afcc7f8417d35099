import { z } from "zod";
import { messages } from "../messages";
import { positiveMoneyInput } from "../money";
import { requiredText } from "./required-text";

export const paymentMethodIdInput = requiredText(
  messages.selectPaymentMethod,
  64,
  messages.paymentMethodNotFound,
);

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
