import type { FastifyPluginAsync } from "fastify";
import { saveTrader, stopTrader } from "../../shared/contract/admin";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { makeTrader } from "./make-trader";
import { stopTrader as stop } from "./stop-trader";

/** Traders (issue 12): an admin makes a user a trader, edits the profile, and stops them. */
export const traderRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, saveTrader, (request) =>
    makeTrader(app.db, actorOf(request), request.params, request.body),
  );
  implementEndpoint(app, stopTrader, (request) => stop(app.db, actorOf(request), request.params));
};
