import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { depositInput } from "../../shared/schemas/deposits";
import { transactionOutput } from "../../shared/schemas/transactions";
import { actorOf } from "../auth/session";
import { runIdempotent } from "../idempotency/run-idempotent";
import { createDeposit } from "./create-deposit";

export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/v1/deposits",
    {
      config: { access: "active" },
      schema: { tags: ["deposits"], body: depositInput, response: { 201: transactionOutput } },
    },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 201, (db) => createDeposit(db, actorOf(request), request.body)),
  );
};
