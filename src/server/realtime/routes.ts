import { inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { streamEvents } from "../../shared/contract/realtime";
import { messages } from "../../shared/messages";
import { isAdmin } from "../auth/actor";
import { actorOf } from "../auth/session";
import { sessions } from "../db/schema";
import { tooManyRequests } from "../http/errors";
import { implementEndpoint } from "../http/implement-endpoint";
import { parseWatchedSymbols } from "../market/parse-watched-symbols";
import type { QuoteHub } from "../market/quote-hub";
import { every } from "../scheduling/every";
import type { ChangeEvent, EventBus } from "./event-bus";

const HEARTBEAT_MS = 20_000;
/** Open streams allowed per session and per user (on one server instance); more get 429. */
export const MAX_STREAMS_PER_SESSION = 5;
export const MAX_STREAMS_PER_USER = 20;

interface OpenStream {
  sessionId: string;
  userId: string;
  end(): void;
}

/**
 * GET /api/v1/events: a server-sent events stream of changes the signed-in user may see (their
 * own rows and shared ones; admins see everything). The web app refetches what changed.
 *
 * A stream lives no longer than its session: it ends when the session row goes (sign-out, revoked,
 * password change, the user deactivated or deleted; the database publishes each as a sessions
 * DELETE), and a sweep every heartbeat ends those whose session is gone or expired (covering changes
 * missed while the change feed was down). At most 5 streams per session and 20 per user are open.
 *
 * `?quotes=BTCUSD,ETHUSD` (enabled instruments, else 400) adds `event: quotes` messages: each round
 * of the price loop for those symbols, shaped like GET /api/v1/market/quotes (none while
 * MARKET_POLL_MS=0). Clients that do not ask get change events only.
 */
export function realtimeRoutes(
  bus: EventBus,
  options: { heartbeatMs?: number; perSession?: number; perUser?: number; quotes?: QuoteHub } = {},
): FastifyPluginAsync {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const perSession = options.perSession ?? MAX_STREAMS_PER_SESSION;
  const perUser = options.perUser ?? MAX_STREAMS_PER_USER;
  return async (app) => {
    const open = new Set<OpenStream>();
    const bySession = new Map<string, Set<OpenStream>>();
    const byUser = new Map<string, Set<OpenStream>>();
    const add = (index: Map<string, Set<OpenStream>>, key: string, stream: OpenStream) => {
      const set = index.get(key) ?? new Set<OpenStream>();
      set.add(stream);
      index.set(key, set);
    };
    const remove = (index: Map<string, Set<OpenStream>>, key: string, stream: OpenStream) => {
      const set = index.get(key);
      set?.delete(stream);
      if (set?.size === 0) index.delete(key);
    };
    const endSession = (sessionId: string) => {
      for (const stream of [...(bySession.get(sessionId) ?? [])]) stream.end();
    };

    // One subscription for all streams of this instance: a session that goes ends its streams.
    const unsubscribe = bus.subscribe((event) => {
      if (event.entity === "sessions" && event.op === "DELETE") endSession(event.id);
    });
    // The sweep: one query per heartbeat for every open session of this instance.
    const sweeper = every(app, heartbeatMs, "events stream sweep", async () => {
      if (bySession.size === 0) return;
      const ids = [...bySession.keys()];
      const alive = await app.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(sql`${inArray(sessions.id, ids)} and ${sessions.expiresAt} > now()`);
      const kept = new Set(alive.map((row) => row.id));
      for (const id of ids) if (!kept.has(id)) endSession(id);
    });
    // Changes may have been missed while the feed was down: check at once when it is back.
    const unwatch = bus.watch((state) => {
      if (state !== "down") void sweeper.run();
    });

    // Open streams end before the server stops, or they would hold shutdown open.
    app.addHook("preClose", async () => {
      sweeper.stop();
      unsubscribe();
      unwatch();
      for (const stream of [...open]) stream.end();
    });

    // The handler writes the stream itself (hijacked reply), so it returns the reply.
    implementEndpoint(app, streamEvents, async (request, reply) => {
      const actor = actorOf(request);
      // Before the stream limits: nothing awaits between counting the open streams and adding this one.
      const watched = await parseWatchedSymbols(app.db, request.query.quotes);
      if (
        (bySession.get(actor.sessionId)?.size ?? 0) >= perSession ||
        (byUser.get(actor.userId)?.size ?? 0) >= perUser
      ) {
        throw tooManyRequests("TOO_MANY_STREAMS", messages.tooManyStreams);
      }
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

      const unsubscribeStream = bus.subscribe((event) => {
        if (visible(event)) res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const unwatch =
        watched.length > 0 && options.quotes
          ? options.quotes.watch(watched, (quotes) =>
              res.write(`event: quotes\ndata: ${JSON.stringify(quotes)}\n\n`),
            )
          : () => {};
      const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), heartbeatMs);
      let ended = false;
      const stream: OpenStream = {
        sessionId: actor.sessionId,
        userId: actor.userId,
        end: () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          unsubscribeStream();
          unwatch();
          open.delete(stream);
          remove(bySession, stream.sessionId, stream);
          remove(byUser, stream.userId, stream);
          res.end();
        },
      };
      open.add(stream);
      add(bySession, stream.sessionId, stream);
      add(byUser, stream.userId, stream);
      request.raw.on("close", stream.end);
      return reply;
    });
  };
}
