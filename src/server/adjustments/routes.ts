import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { moneyOutput } from "../../shared/money";
import { adjustmentInput } from "../../shared/schemas/adjustments";
import { decidedTransactionOutput } from "../../shared/schemas/transactions";
import { actorOf } from "../auth/session";
import { runIdempotent } from "../idempotency/run-idempotent";
import { createAdjustment } from "./create-adjustment";

const adjustmentOutput = z.object({
  transaction: decidedTransactionOutput,
  before: moneyOutput,
  after: moneyOutput,
});
const userParams = z.strictObject({ id: z.string().min(1).max(64) });

export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/v1/admin/users/:id/adjustments",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        params: userParams,
        body: adjustmentInput,
        response: { 201: adjustmentOutput },
      },
    },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 201, (db) =>
        createAdjustment(
          db,
          actorOf(request),
          { userId: request.params.id, ...request.body },
          { dualApprovalAbove: app.config.dualApprovalAbove },
        ),
      ),
  );
};
