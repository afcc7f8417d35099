import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, isAdmin } from "../auth/session";
import type { ChangeEvent, EventBus } from "./event-bus";

export const HEARTBEAT_MS = 20_000;

/**
 * GET /api/v1/events: a server-sent events stream of changes the signed-in user may see (their
 * own rows and shared ones; admins see everything). The web app refetches what changed.
 */
export function realtimeRoutes(bus: EventBus): FastifyPluginAsyncZod {
  return async (app) => {
    // Open streams end before the server stops, or they would hold shutdown open.
    const open = new Set<() => void>();
    app.addHook("preClose", async () => {
      for (const end of open) end();
    });

    app.get(
      "/api/v1/events",
      { config: { access: "user" }, schema: { tags: ["realtime"] } },
      (request, reply) => {
        const actor = actorOf(request);
        const visible = (event: ChangeEvent) =>
          isAdmin(actor) || event.userId === null || event.userId === actor.userId;

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          "x-accel-buffering": "no",
          "x-content-type-options": "nosniff",
        });
        res.write(": connected\n\n");

        const unsubscribe = bus.subscribe((event) => {
          if (visible(event)) res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), HEARTBEAT_MS);
        const end = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
          res.end();
        };
        open.add(end);
        request.raw.on("close", end);
      },
    );
  };
}
