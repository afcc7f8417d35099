import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/session";
import { getStats, statsOutput } from "./get-stats";

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/admin/stats",
    { config: { access: "admin" }, schema: { tags: ["admin"], response: { 200: statsOutput } } },
    (request) => getStats(app.db, actorOf(request)),
  );
};
