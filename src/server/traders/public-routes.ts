import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/traders";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementCachedEndpoint } from "../market/cached-endpoint";
import { addFavouriteTrader, listFavouriteTraders, removeFavouriteTrader } from "./favourite-traders";
import { getMarketStats } from "./get-market-stats";
import { getTrader } from "./get-trader";
import { listTraders } from "./list-traders";
import { getMyTrader, updateMyTrader } from "./update-my-trader";

/**
 * Issue 13: the public trader list and pages, the landing's measured figures, and a trader's own
 * settings. Public answers are the same for everyone, so shared caches may keep them briefly.
 */
export const publicTraderRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app;
  // Issue 32: with verification required, only verified investors count as copiers.
  const copiers = app.config.kycRequired ? "verified" : "all";
  implementCachedEndpoint(app, contract.listTraders, 30, (request) =>
    listTraders(app.db, market, request.query, new Date(), copiers),
  );
  implementEndpoint(app, contract.listFavouriteTraders, (request) =>
    listFavouriteTraders(app.db, actorOf(request)),
  );
  implementEndpoint(app, contract.addFavouriteTrader, (request) =>
    addFavouriteTrader(app.db, actorOf(request), request.params.id),
  );
  implementEndpoint(app, contract.removeFavouriteTrader, (request) =>
    removeFavouriteTrader(app.db, actorOf(request), request.params.id),
  );
  implementCachedEndpoint(app, contract.getTrader, 30, (request) =>
    getTrader(app.db, market, request.params.id, new Date(), copiers),
  );
  implementCachedEndpoint(app, contract.getMarketStats, 300, () => getMarketStats(app.db));
  implementEndpoint(app, contract.getMyTrader, (request) => getMyTrader(app.db, actorOf(request)));
  implementEndpoint(app, contract.updateMyTrader, (request) =>
    updateMyTrader(app.db, actorOf(request), request.body),
  );
};
