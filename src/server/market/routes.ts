import type { FastifyPluginAsync } from "fastify";
import { getCandles, getQuotes } from "../../shared/contract/market";
import { implementCachedEndpoint } from "./cached-endpoint";
import { getCandles as readCandles } from "./get-candles";
import { getQuotes as readQuotes } from "./get-quotes";

/** Public market data for the landing page's ticker and chart, from our own server (no third-party script). */
export const marketRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app;
  implementCachedEndpoint(app, getQuotes, 5, (request) => readQuotes(market, request.query));
  implementCachedEndpoint(app, getCandles, 60, (request) => readCandles(market, request.query));
};
