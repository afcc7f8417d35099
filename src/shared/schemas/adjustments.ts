import { z } from "zod";
import { messages } from "../messages";
import { moneyInput } from "../money";

const ADJUSTABLE_ACCOUNTS = ["balance", "profit", "bonus"] as const;
export type AdjustableAccount = (typeof ADJUSTABLE_ACCOUNTS)[number];

/** Admin: add to (or, negative, take from) a user's balance, profit or bonus. Never below zero. */
export const adjustmentInput = z.strictObject({
  account: z.enum(ADJUSTABLE_ACCOUNTS, { error: messages.adjustmentAccountRequired }),
  amount: moneyInput({ required: messages.enterAmountFirst, invalid: messages.amountInvalid }).refine(
    (value) => value !== 0n,
    { message: messages.amountNotZero },
  ),
  reason: z.string().trim().max(500, messages.reasonTooLong).optional(),
});
