import type { FastifyPluginAsync } from "fastify";
import { createDeposit } from "../../shared/contract/deposits";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { runIdempotent } from "../idempotency/run-idempotent";
import { createDeposit as requestDeposit } from "./create-deposit";

export const depositRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, createDeposit, (request, reply) =>
    runIdempotent(app.db, request, reply, createDeposit.status, (db) =>
      requestDeposit(db, actorOf(request), request.body),
    ),
  );
};
