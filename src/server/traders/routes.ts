import type { FastifyPluginAsync } from "fastify";
import { makeTrader, stopTrader } from "../../shared/contract/traders";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { makeTrader as saveTrader } from "./make-trader";
import { stopTrader as endTrader } from "./stop-trader";

/** Traders (issue 12): an admin makes a user a trader, edits the profile, and stops them. */
export const traderRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, makeTrader, (request) =>
    saveTrader(app.db, actorOf(request), request.params, request.body),
  );
  implementEndpoint(app, stopTrader, (request) => endTrader(app.db, actorOf(request), request.params));
};
