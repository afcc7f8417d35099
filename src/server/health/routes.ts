import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    { schema: { hide: true, response: { 200: z.object({ status: z.literal("ok") }) } } },
    () => ({
      status: "ok" as const,
    }),
  );

  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ status: "unavailable", reason: "database unreachable" });
    }
  });
};
