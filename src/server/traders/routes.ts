import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userIdParams } from "../../shared/schemas/admin";
import { traderInput, traderProfile } from "../../shared/schemas/traders";
import { actorOf } from "../auth/session";
import { makeTrader } from "./make-trader";
import { stopTrader } from "./stop-trader";

const tags = ["admin"];
const admin = { access: "admin" } as const;

/** Traders (issue 12): an admin makes a user a trader, edits the profile, and stops them. */
export const traderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/v1/admin/users/:id/trader",
    {
      config: admin,
      schema: { tags, params: userIdParams, body: traderInput, response: { 200: traderProfile } },
    },
    (request) => makeTrader(app.db, actorOf(request), request.params, request.body),
  );
  app.delete(
    "/api/v1/admin/users/:id/trader",
    { config: admin, schema: { tags, params: userIdParams, response: { 200: traderProfile } } },
    (request) => stopTrader(app.db, actorOf(request), request.params),
  );
};
