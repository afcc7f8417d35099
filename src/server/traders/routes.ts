import type { FastifyPluginAsync } from "fastify";
import { saveTrader, stopTrader } from "../../shared/contract/admin";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { requireVerifiedTrader } from "../verification/admin-money-guards";
import { makeTrader } from "./make-trader";
import { stopTrader as stop } from "./stop-trader";

/** Traders (issue 12): an admin makes a user a trader, edits the profile, and stops them. */
export const traderRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, saveTrader, async (request) => {
    await requireVerifiedTrader(app.db, app.config, request.params.id);
    return makeTrader(app.db, actorOf(request), request.params, request.body);
  });
  implementEndpoint(app, stopTrader, (request) => stop(app.db, actorOf(request), request.params));
};
