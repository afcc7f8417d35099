import { z } from "zod";
import { messages } from "../messages";
import { positiveMoneyInput } from "../money";
import { transactionOutput } from "../schemas/transactions";
import { withdrawalInput, withdrawalQuoteOutput } from "../schemas/withdrawals";
import { defineEndpoint } from "./endpoint";

export const quoteWithdrawal = defineEndpoint({
  method: "GET",
  path: "/api/v1/withdrawals/fee",
  access: "user",
  summary: "Quote the processing fee of a withdrawal",
  tag: "withdrawals",
  query: z.strictObject({
    amount: positiveMoneyInput({
      required: messages.enterAmount,
      invalid: messages.amountInvalid,
      notPositive: messages.amountNotPositive,
    }).optional(),
  }),
  status: 200,
  output: withdrawalQuoteOutput,
  errors: [],
});

export const createWithdrawal = defineEndpoint({
  method: "POST",
  path: "/api/v1/withdrawals",
  access: "active",
  summary: "Request a withdrawal",
  tag: "withdrawals",
  body: withdrawalInput,
  status: 201,
  output: transactionOutput,
  errors: ["INSUFFICIENT_BALANCE", "VERIFICATION_REQUIRED"],
  idempotent: true,
  verificationLevel: 2,
});
