import type { FastifyPluginAsync } from "fastify";
import { createAdjustment } from "../../shared/contract/adjustments";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { runIdempotent } from "../idempotency/run-idempotent";
import { createAdjustment as adjust } from "./create-adjustment";

export const adjustmentRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, createAdjustment, (request, reply) =>
    runIdempotent(app.db, request, reply, createAdjustment.status, (db) =>
      adjust(
        db,
        actorOf(request),
        { userId: request.params.id, ...request.body },
        { dualApprovalAbove: app.config.dualApprovalAbove },
      ),
    ),
  );
};
