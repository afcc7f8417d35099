import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Access } from "../../shared/contract/endpoint";
import { isLanguage, type Language } from "../../shared/languages";
import { messages } from "../../shared/messages";
import type { Role } from "../../shared/schemas/user";
import { readSettings } from "../admin/get-settings";
import { ReadCache } from "../cache/read-cache";
import type { Runner } from "../db/client";
import { forbidden, unauthorized } from "../http/errors";
import type { EventBus } from "../realtime/event-bus";
import type { Auth } from "./auth";
import { cachedActor, fastActor, type SessionEntry } from "./fast-session";

/** Who is acting: every use case takes one and scopes its queries by it. */
export interface Actor {
  userId: string;
  sessionId: string;
  role: Role;
  isActive: boolean;
  /** Only needed where the admin two-factor rule applies; absent means off. */
  twoFactorEnabled?: boolean;
  /** The language the user saved; absent or null: none chosen (answers follow Accept-Language). */
  language?: Language | null;
}

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

export function isAdmin(actor: Actor): boolean {
  return actor.role === "admin";
}

/**
 * The session's actor, or null. GET/HEAD requests are answered from the read cache when they can
 * (see fast-session.ts and decision 0006); a mutating request always reads the database, so a
 * change is never made on the strength of a stale session.
 */
function findActor(auth: Auth, request: FastifyRequest): Actor | Promise<Actor | null> {
  const cache = READ_METHODS.has(request.method) ? request.server.readCache : undefined;
  if (cache) {
    const cached = cachedActor(auth, cache, request.headers.cookie);
    if (cached) return cached;
  }
  return readActor(auth, request, cache);
}

export async function loadActor(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  return findActor(auth, request);
}

async function readActor(
  auth: Auth,
  request: FastifyRequest,
  cache: ReadCache<SessionEntry> | undefined,
): Promise<Actor | null> {
  // One query for the plain case; better-auth itself for everything else (see fast-session.ts).
  const fast = await fastActor(auth, request.server.db, request, cache);
  if (fast) return fast;
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
function refusal(access: Access, actor: Actor, adminTwoFactor: () => Promise<boolean>) {
  if (access === "admin") {
    if (!isAdmin(actor)) return forbidden();
    // A deactivated admin keeps the role but loses the admin area, like any inactive account.
    if (!actor.isActive) return forbidden(messages.accountNotActive, "ACCOUNT_NOT_ACTIVE");
    if (actor.twoFactorEnabled) return null;
    return adminTwoFactor().then((required) =>
      required ? forbidden(messages.adminTwoFactorRequired, "TWO_FACTOR_REQUIRED") : null,
    );
  }
  if (access === "active" && !actor.isActive)
    return forbidden(messages.accountNotActive, "ACCOUNT_NOT_ACTIVE");
  return null;
}

function admit(
  access: Access,
  request: FastifyRequest,
  actor: Actor | null,
  done: (error?: Error) => void,
): void {
  if (!actor) {
    done(unauthorized());
    return;
  }
  request.actor = actor;
  const refused = refusal(access, actor, () => adminTwoFactorRequired(request.server.db));
  if (refused === null) done();
  else if (refused instanceof Error) done(refused);
  else refused.then((error) => (error ? done(error) : done()), done);
}

export function registerAccessControl(app: FastifyInstance, auth: Auth) {
  app.decorateRequest("actor", null);
  app.decorate("readCache", new ReadCache<SessionEntry>());

  /**
   * The guard of one route. Not async on purpose: a cached session answers without a promise
   * (GET /api/v1/me is the most frequent request of the app), and no closure is made per request.
   */
  const guard = (access: Exclude<Access, "public">) =>
    function accessGuard(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
      const found = findActor(auth, request);
      if (found instanceof Promise) found.then((actor) => admit(access, request, actor, done), done);
      else admit(access, request, found, done);
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
