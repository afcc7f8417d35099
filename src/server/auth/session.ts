import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Access } from "../../shared/contract/endpoint";
import { isLanguage } from "../../shared/languages";
import { messages } from "../../shared/messages";
import { readSettings } from "../admin/get-settings";
import { ReadCache } from "../cache/read-cache";
import type { Runner } from "../db/client";
import { forbidden, unauthorized } from "../http/errors";
import type { EventBus } from "../realtime/event-bus";
import { type Actor, isAdmin } from "./actor";
import type { Auth } from "./auth";
import { actorFromCache, actorFromSessionQuery, type SessionEntry } from "./fast-session";

/**
 * Methods that change nothing: the only ones answered from the read cache, and the only ones that
 * do not clear it (better-auth's /api/auth/* aside: its GET verify-email changes the user).
 */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route: every /api/v1 route declares one (checked at start-up). */
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** This instance's cache of sessions and /me answers (see decision 0006). */
    readCache: ReadCache<SessionEntry>;
  }
}

/**
 * Who is calling: the session's actor, or null. The one way the server learns it (the access guard
 * and the few routes outside it). Three steps, each answering only what it can:
 * 1. actorFromCache: GET/HEAD requests are answered from the instance's read cache when it holds
 *    the session (no query); a mutating request always reads the database, so a change is never
 *    made on the strength of a stale session (see fast-session.ts and decision 0006);
 * 2. actorFromSessionQuery: the plain case (a live session not due for its sliding refresh) in
 *    one query, kept in the read cache for the next GET;
 * 3. actorFromBetterAuth: everything else (refresh due, expired, unknown), by better-auth itself.
 */
export async function resolveActor(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  const cache = READ_METHODS.has(request.method) ? request.server.readCache : undefined;
  return (
    (cache && actorFromCache(auth, cache, request.headers.cookie)) ??
    (await actorFromSessionQuery(auth, request.server.db, request, cache)) ??
    (await actorFromBetterAuth(auth, request))
  );
}

async function actorFromBetterAuth(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const user = result.user as typeof result.user & {
    role?: string;
    isActive?: boolean;
    twoFactorEnabled?: boolean | null;
    language?: string | null;
  };
  return {
    userId: user.id,
    sessionId: result.session.id,
    role: user.role === "admin" ? "admin" : "user",
    isActive: user.isActive === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** The actor of a guarded route; the access hook has already refused anonymous callers. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** The admin setting, read at most every few seconds per server instance. */
let twoFactorSetting = { value: false, readAt: 0 };
const SETTING_TTL_MS = 3000;

async function adminTwoFactorRequired(db: Runner): Promise<boolean> {
  if (Date.now() - twoFactorSetting.readAt > SETTING_TTL_MS) {
    twoFactorSetting = { value: (await readSettings(db)).requireAdminTwoFactor, readAt: Date.now() };
  }
  return twoFactorSetting.value;
}

/** Tests change the setting and need the next request to see it. */
export function forgetCachedSettings() {
  twoFactorSetting = { value: false, readAt: 0 };
}

/** Why `actor` may not call a route of this access level; null when it may. */
async function refusal(access: Access, actor: Actor, db: Runner): Promise<Error | null> {
  if (access === "admin") {
    if (!isAdmin(actor)) return forbidden();
    // A deactivated admin keeps the role but loses the admin area, like any inactive account.
    if (!actor.isActive) return forbidden(messages.accountNotActive, "ACCOUNT_NOT_ACTIVE");
    if (actor.twoFactorEnabled) return null;
    return (await adminTwoFactorRequired(db))
      ? forbidden(messages.adminTwoFactorRequired, "TWO_FACTOR_REQUIRED")
      : null;
  }
  if (access === "active" && !actor.isActive)
    return forbidden(messages.accountNotActive, "ACCOUNT_NOT_ACTIVE");
  return null;
}

export function registerAccessControl(app: FastifyInstance, auth: Auth) {
  app.decorateRequest("actor", null);
  app.decorate("readCache", new ReadCache<SessionEntry>());

  /** The guard of one route: the caller's actor (401 without one), then the access level (403). */
  const guard = (access: Exclude<Access, "public">) =>
    async function accessGuard(request: FastifyRequest) {
      const actor = await resolveActor(auth, request);
      if (!actor) throw unauthorized();
      request.actor = actor;
      const refused = await refusal(access, actor, request.server.db);
      if (refused) throw refused;
    };

  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (route.url.startsWith("/api/v1")) {
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access level`);
      if (route.url.startsWith("/api/v1/admin") && access !== "admin") {
        throw new Error(`Admin route ${route.method} ${route.url} must have access "admin"`);
      }
    }
    // Outside /api/v1 (our /api/auth routes for signed-in users) a declared level is enforced too.
    if (!access || access === "public") return;
    // Access is decided before anything else of the route: before the body is parsed and validated
    // (an anonymous caller learns nothing about a route's input from its field errors) and before
    // the route's own hooks (rate limits, uploads). It reads only the session cookie.
    const own = route.onRequest;
    route.onRequest = [guard(access), ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });

  // Read-your-writes on this instance: whatever a mutating request changed (a sign-out, a
  // deactivation, a deposit, ...) is no longer served from the cache once its answer leaves,
  // even before the database's NOTIFY comes back. Mutations are rare next to reads: clear all.
  app.addHook("onSend", function clearOnMutation(request, _reply, payload, done) {
    if (!READ_METHODS.has(request.method) || request.url.startsWith("/api/auth/")) {
      request.server.readCache.clear();
    }
    done(null, payload);
  });
}

/** Follows the database's change feed: what changed is dropped; while the feed is down, no caching. */
export function followChanges(app: FastifyInstance, bus: EventBus) {
  const cache = app.readCache;
  bus.subscribe((event) => cache.onChange(event));
  bus.watch((state) => {
    if (state === "lost") cache.clear();
    else cache.setListening(state === "up");
  });
  cache.setListening(bus.listening);
}
