import { z } from "zod";
import { moneyOutput } from "../money";
import { adjustmentInput } from "../schemas/adjustments";
import { userIdParams } from "../schemas/admin";
import { decidedTransactionOutput } from "../schemas/transactions";
import { defineEndpoint } from "./endpoint";

export const createAdjustment = defineEndpoint({
  method: "POST",
  path: "/api/v1/admin/users/:id/adjustments",
  access: "admin",
  summary: "Adjust a user's balance, profit or bonus",
  tag: "admin",
  params: userIdParams,
  body: adjustmentInput,
  status: 201,
  output: z.object({
    transaction: decidedTransactionOutput,
    before: moneyOutput,
    after: moneyOutput,
  }),
  errors: ["OWN_ACCOUNT", "BELOW_ZERO", "BELOW_HELD", "INSUFFICIENT_BALANCE"],
  idempotent: true,
});
