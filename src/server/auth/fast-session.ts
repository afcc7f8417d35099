import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isLanguage } from "../../shared/languages";
import type { ReadCache } from "../cache/read-cache";
import type { Runner } from "../db/client";
import { preparedPerHandle } from "../db/prepared";
import { sessions, users } from "../db/schema";
import type { Actor } from "./actor";
import type { Auth } from "./auth";

/**
 * The cheap path of the session check, for every guarded request. It answers only the plain case:
 * a live session that is not due for its sliding refresh. Anything else (no cookie, bad signature,
 * unknown or expired session, refresh due) returns `undefined` and the caller asks better-auth,
 * which then does its usual work (refresh the expiry, clean up, etc.).
 *
 * 1. `actorFromCache`: the signed cookie value is looked up in the instance's read cache (no HMAC, no
 *    query). Entries are stored only after the signature was verified, and are dropped on every
 *    change to the user or their sessions (database NOTIFY, any instance) and on every mutating
 *    request of this instance; see src/server/cache/read-cache.ts and decision 0006.
 * 2. `actorFromSessionQuery`: verify the signed cookie in process (HMAC-SHA256, exactly better-auth's format
 *    `token.base64(hmac)`), then ONE query for the session joined with its user, and store the
 *    result (unless an invalidation raced the query). better-auth's own getSession needs three.
 */

/** A cached session check; the key is the signed cookie value, as sent. */
export interface SessionEntry {
  userId: string;
  actor: Actor;
  /** ms epoch: no longer valid from then on. */
  expiresAt: number;
  /** ms epoch: better-auth slides the expiry from then on, so we let it answer. */
  refreshAt: number;
}

interface SessionSettings {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** better-auth's context is a promise; the hot path needs its few settings synchronously. */
const settingsOf = new WeakMap<Auth, SessionSettings>();

async function loadSettings(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    const context = await auth.$context;
    settings = {
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
    settingsOf.set(auth, settings);
  }
  return settings;
}

/**
 * The actor of a cached, live session that needs no refresh; `undefined` otherwise (the caller
 * goes on to `actorFromSessionQuery`). Synchronous: no HMAC, no query, no promise.
 */
export function actorFromCache(auth: Auth, cache: ReadCache<SessionEntry>, header: string | undefined) {
  if (!header || !cache.enabled) return undefined;
  const settings = settingsOf.get(auth);
  if (!settings) return undefined;
  const raw = cookieValue(header, settings.cookieName);
  if (!raw) return undefined;
  const entry = cache.getSession(raw);
  if (!entry) return undefined;
  const now = Date.now();
  if (!(entry.expiresAt > now)) {
    cache.dropSession(raw);
    return undefined;
  }
  if (entry.refreshAt <= now) return undefined;
  return entry.actor;
}

/**
 * Verifies the cookie and reads the session with one query; stores the answer in `cache` when
 * given (GET requests: mutating ones always read the database and store nothing).
 */
export async function actorFromSessionQuery(
  auth: Auth,
  db: Runner,
  request: FastifyRequest,
  cache?: ReadCache<SessionEntry>,
): Promise<Actor | undefined> {
  const header = request.headers.cookie;
  if (!header) return undefined;
  // Taken before anything is read: if the user changes meanwhile, the answer is not kept.
  const ticket = cache?.ticket();
  const settings = await loadSettings(auth);
  const raw = cookieValue(header, settings.cookieName);
  if (!raw) return undefined;
  const token = verifySignedValue(raw, settings.secret);
  if (!token) return undefined;
  const [row] = await sessionQuery(db).execute({ token });
  if (!row) return undefined;
  const expiresAt = row.expiresAt.getTime();
  const now = Date.now();
  if (!(expiresAt > now)) return undefined;
  // better-auth slides the expiry once `updateAge` has passed since the last refresh: let it.
  const refreshAt = expiresAt - settings.expiresInMs + settings.updateAgeMs;
  if (refreshAt <= now) return undefined;
  const actor: Actor = Object.freeze({
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role === "admin" ? "admin" : "user",
    isActive: row.isActive === true,
    twoFactorEnabled: row.twoFactorEnabled === true,
    language: isLanguage(row.language) ? row.language : null,
  });
  if (cache && ticket !== undefined) {
    cache.storeSession(ticket, raw, { userId: actor.userId, actor, expiresAt, refreshAt });
  }
  return actor;
}

const sessionQuery = preparedPerHandle((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      role: users.role,
      isActive: users.isActive,
      twoFactorEnabled: users.twoFactorEnabled,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("fast_session"),
);

/**
 * The raw value of cookie `name` in a Cookie header (the first one of that name), or null.
 * Without splitting the header: it runs on every guarded request.
 */
export function cookieValue(header: string, name: string): string | null {
  let from = 0;
  for (;;) {
    const at = header.indexOf(name, from);
    if (at < 0) return null;
    from = at + name.length;
    // The name must be a whole cookie name: at the start or after `;` (spaces allowed), then `=`
    // (spaces allowed).
    let before = at - 1;
    while (before >= 0 && (header.charCodeAt(before) === 32 || header.charCodeAt(before) === 9)) before--;
    if (before >= 0 && header.charCodeAt(before) !== 59 /* ; */) continue;
    let eq = from;
    while (eq < header.length && (header.charCodeAt(eq) === 32 || header.charCodeAt(eq) === 9)) eq++;
    if (header.charCodeAt(eq) !== 61 /* = */) continue;
    const end = header.indexOf(";", eq + 1);
    const value = header.slice(eq + 1, end < 0 ? header.length : end).trim();
    return value || null;
  }
}

/** The token inside a better-call signed cookie value when its signature is valid; null otherwise. */
function verifySignedValue(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const signed = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(signed).digest();
  const given = Buffer.from(signature, "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return signed;
}

/** The value of a better-call signed cookie when its signature is valid; null otherwise. */
export function readSignedCookie(header: string, name: string, secret: string): string | null {
  const raw = cookieValue(header, name);
  return raw ? verifySignedValue(raw, secret) : null;
}
