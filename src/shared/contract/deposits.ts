import { depositInput } from "../schemas/deposits";
import { transactionOutput } from "../schemas/transactions";
import { defineEndpoint } from "./endpoint";

export const createDeposit = defineEndpoint({
  method: "POST",
  path: "/api/v1/deposits",
  access: "active",
  summary: "Request a deposit",
  tag: "deposits",
  body: depositInput,
  status: 201,
  output: transactionOutput,
  errors: ["VERIFICATION_REQUIRED", "VERIFICATION_LIMIT"],
  idempotent: true,
  verificationLevel: 1,
});
