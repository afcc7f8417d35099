import type { FastifyPluginAsync } from "fastify";
import { createAdjustment } from "../../shared/contract/adjustments";
import { actorOf } from "../auth/session";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { createAdjustment as adjust } from "./create-adjustment";

export const adjustmentRoutes: FastifyPluginAsync = async (app) => {
  implementIdempotent(app, createAdjustment, (db, request) =>
    adjust(
      db,
      actorOf(request),
      { userId: request.params.id, ...request.body },
      { dualApprovalAbove: app.config.dualApprovalAbove },
    ),
  );
};
