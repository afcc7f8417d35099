import type { FastifyPluginAsync } from "fastify";
import { getCandles, getQuotes } from "../../shared/contract/market";
import { implementEndpoint } from "../http/implement-endpoint";
import { getCandles as readCandles } from "./get-candles";
import { getQuotes as readQuotes } from "./get-quotes";

/** Public market data for the landing page's ticker and chart, from our own server (no third-party script). */
export const marketRoutes: FastifyPluginAsync = async (app) => {
  const { market } = app;
  const rateLimit = { max: 120, timeWindow: "1 minute" };

  implementEndpoint(
    app,
    getQuotes,
    (request, reply) => {
      reply.header("cache-control", "public, max-age=5");
      return readQuotes(market, request.query);
    },
    { rateLimit },
  );
  implementEndpoint(
    app,
    getCandles,
    (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return readCandles(market, request.query);
    },
    { rateLimit },
  );
};
