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
  const limited = { rateLimit: { max: 120, timeWindow: "1 minute" } };

  implementEndpoint(
    app,
    listTraders,
    (_request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return readTraders(app.db, market);
    },
    limited,
  );
  implementEndpoint(
    app,
    getTrader,
    (request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return readTrader(app.db, market, request.params.id);
    },
    limited,
  );
  implementEndpoint(
    app,
    getMarketStats,
    (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return readMarketStats(app.db);
    },
    limited,
  );
  implementEndpoint(app, getMyTrader, (request) => readMyTrader(app.db, actorOf(request)));
  implementEndpoint(app, updateMyTrader, (request) => changeMyTrader(app.db, actorOf(request), request.body));
};
