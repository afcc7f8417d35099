import type { FastifyPluginAsync } from "fastify";
import {
  getMarketStats,
  getMyTrader,
  getTrader,
  listTraders,
  updateMyTrader,
} from "../../shared/contract/traders";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { implementCachedEndpoint } from "../market/cached-endpoint";
import { getMarketStats as readMarketStats } from "./get-market-stats";
import { getTrader as readTrader } from "./get-trader";
import { listTraders as readTraders } from "./list-traders";
import { updateMyTrader as changeMyTrader, getMyTrader as readMyTrader } from "./update-my-trader";

/**
 * Issue 13: the public trader list and pages, the landing's measured figures, and a trader's own
 * settings. Public answers are the same for everyone, so shared caches may keep them briefly.
 */
export const publicTraderRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app;
  implementCachedEndpoint(app, listTraders, 30, () => readTraders(app.db, market));
  implementCachedEndpoint(app, getTrader, 30, (request) => readTrader(app.db, market, request.params.id));
  implementCachedEndpoint(app, getMarketStats, 300, () => readMarketStats(app.db));
  implementEndpoint(app, getMyTrader, (request) => readMyTrader(app.db, actorOf(request)));
  implementEndpoint(app, updateMyTrader, (request) => changeMyTrader(app.db, actorOf(request), request.body));
};
