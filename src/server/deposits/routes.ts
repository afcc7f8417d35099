import type { FastifyPluginAsync } from "fastify";
import { createDeposit } from "../../shared/contract/deposits";
import { actorOf } from "../auth/session";
import { implementIdempotent } from "../idempotency/implement-idempotent";
import { createDeposit as requestDeposit } from "./create-deposit";

export const depositRoutes: FastifyPluginAsync = async (app) => {
  implementIdempotent(app, createDeposit, (db, request) =>
    requestDeposit(db, actorOf(request), request.body),
  );
};
