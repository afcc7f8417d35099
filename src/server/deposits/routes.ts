import type { FastifyPluginAsync } from "fastify";
import { createDeposit } from "../../shared/contract/deposits";
import { actorOf } from "../auth/session";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { requireDepositWithinLimit } from "../verification/verification-level";
import { createDeposit as requestDeposit } from "./create-deposit";

export const depositRoutes: FastifyPluginAsync = async (app) => {
  implementIdempotent(app, createDeposit, (db, request) =>
    db.transaction(async (tx) => {
      await requireDepositWithinLimit(tx, app.config, actorOf(request).userId, request.body.amount);
      return requestDeposit(tx, actorOf(request), request.body);
    }),
  );
};
