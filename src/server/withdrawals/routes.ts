import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messages } from "../../shared/messages";
import { positiveMoneyInput } from "../../shared/money";
import { transactionOutput } from "../../shared/schemas/transactions";
import { withdrawalInput, withdrawalQuoteOutput } from "../../shared/schemas/withdrawals";
import { actorOf } from "../auth/session";
import { runIdempotent } from "../idempotency/run-idempotent";
import { createWithdrawal } from "./create-withdrawal";
import { quoteWithdrawal } from "./quote-withdrawal";

const quoteQuery = z.strictObject({
  amount: positiveMoneyInput({
    required: messages.enterAmount,
    invalid: messages.amountInvalid,
    notPositive: messages.amountNotPositive,
  }).optional(),
});

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/withdrawals/fee",
    {
      config: { access: "user" },
      schema: { tags: ["withdrawals"], querystring: quoteQuery, response: { 200: withdrawalQuoteOutput } },
    },
    (request) => quoteWithdrawal(app.config.withdrawalFeePercent, request.query.amount),
  );
  app.post(
    "/api/v1/withdrawals",
    {
      config: { access: "active" },
      schema: { tags: ["withdrawals"], body: withdrawalInput, response: { 201: transactionOutput } },
    },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 201, (db) =>
        createWithdrawal(db, actorOf(request), request.body, {
          feePercent: app.config.withdrawalFeePercent,
        }),
      ),
  );
};
