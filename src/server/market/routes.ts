import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { candlesOutput, candlesQuery, quotesOutput, quotesQuery } from "../../shared/schemas/market";
import { getCandles } from "./get-candles";
import { getQuotes } from "./get-quotes";

/** Public market data for the landing page's ticker and chart, from our own server (no third-party script). */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { market } = app;
  const rateLimit = { max: 120, timeWindow: "1 minute" };

  app.get(
    "/api/v1/market/quotes",
    {
      config: { access: "public", rateLimit },
      schema: { tags: ["market"], querystring: quotesQuery, response: { 200: quotesOutput } },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=5");
      return getQuotes(market, request.query);
    },
  );

  app.get(
    "/api/v1/market/candles",
    {
      config: { access: "public", rateLimit },
      schema: { tags: ["market"], querystring: candlesQuery, response: { 200: candlesOutput } },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return getCandles(market, request.query);
    },
  );
};
