import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { marketStatsOutput } from "../../shared/schemas/market-stats";
import {
  myTraderInput,
  myTraderOutput,
  traderDetail,
  traderParams,
  tradersOutput,
} from "../../shared/schemas/traders";
import { actorOf } from "../auth/session";
import { getMarketStats } from "./get-market-stats";
import { getTrader } from "./get-trader";
import { listTraders } from "./list-traders";
import { getMyTrader, updateMyTrader } from "./update-my-trader";

/**
 * Issue 13: the public trader list and pages, the landing's measured figures, and a trader's own
 * settings. Public answers are the same for everyone, so shared caches may keep them briefly.
 */
export const publicTraderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { market } = app;
  const tags = ["traders"];
  const rateLimit = { max: 120, timeWindow: "1 minute" };
  const publicAccess = { access: "public", rateLimit } as const;

  app.get(
    "/api/v1/traders",
    { config: publicAccess, schema: { tags, response: { 200: tradersOutput } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return listTraders(app.db, market);
    },
  );
  app.get(
    "/api/v1/traders/:id",
    { config: publicAccess, schema: { tags, params: traderParams, response: { 200: traderDetail } } },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return getTrader(app.db, market, request.params.id);
    },
  );
  app.get(
    "/api/v1/market-stats",
    { config: publicAccess, schema: { tags, response: { 200: marketStatsOutput } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return getMarketStats(app.db);
    },
  );
  app.get(
    "/api/v1/me/trader",
    { config: { access: "active" }, schema: { tags, response: { 200: myTraderOutput } } },
    (request) => getMyTrader(app.db, actorOf(request)),
  );
  app.patch(
    "/api/v1/me/trader",
    {
      config: { access: "active" },
      schema: { tags, body: myTraderInput, response: { 200: myTraderOutput } },
    },
    (request) => updateMyTrader(app.db, actorOf(request), request.body),
  );
};
