import { z } from "zod";
import { messages } from "../messages";
import { moneyOutput, positiveMoneyInput } from "../money";
import { paymentMethodIdInput } from "./deposits";
import { requiredText } from "./required-text";

/** A withdrawal request: places a hold on the amount until an admin approves or rejects it. */
export const withdrawalInput = z.strictObject({
  paymentMethodId: paymentMethodIdInput,
  amount: positiveMoneyInput({
    required: messages.enterAmount,
    invalid: messages.amountInvalid,
    notPositive: messages.amountNotPositive,
  }),
  walletAddress: requiredText(messages.enterWalletAddress, 200, messages.walletAddressTooLong),
});
export type WithdrawalInput = z.input<typeof withdrawalInput>;

/** What a given amount would cost and pay out: GET /api/v1/withdrawals/fee?amount=. */
export const withdrawalQuoteOutput = z.object({
  percent: z.number(),
  amount: moneyOutput.optional(),
  fee: moneyOutput.optional(),
  netAmount: moneyOutput.optional(),
});
