/**
 * The read cache of sessions and GET /api/v1/me (decision 0006) on a real database: what it serves,
 * what drops it, the read/invalidate race, the change feed going down, and two instances.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { meOutput } from "../../shared/schemas/user";
import {
  activeUser,
  addPaymentMethod,
  adjust,
  approve,
  deposit,
  useMoneyApp,
} from "../ledger/money-test-kit";
import { EVENTS_CHANNEL } from "../realtime/event-bus";
import {
  call,
  signIn,
  signInAdmin,
  signOut,
  signOutOthers,
  signUp,
  useTestApp,
  useTwoInstances,
} from "../test/test-app";
import { getMe } from "../users/get-me";
import { getMeBody, serializeMe } from "../users/get-me-body";
import type { Actor } from "./actor";
import { actorFromSessionQuery, cookieValue } from "./fast-session";

const me = async (app: FastifyInstance, cookie: string) => {
  const response = await call(app, { url: "/api/v1/me", cookie });
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
};

/** A change the change feed does not hear of (triggers off for this transaction): only a cache would hide it. */
const quietly = (app: FastifyInstance, userId: string, phone: string) =>
  app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update users set phone = ${phone} where id = ${userId}`);
  });

/** What GET /me must say: read from the database now, serialized the same way. */
const truth = async (app: FastifyInstance, userId: string) =>
  JSON.parse(serializeMe(await getMe(app.db, { userId } as Actor)));

/**
 * Until GET /me has been answered from the cache (session and body) for a quarter of a second in a
 * row: the changes a sign-up made reach the feed a little later and drop what was cached first.
 */
const steady = async (app: FastifyInstance, cookie: string) => {
  const deadline = Date.now() + 5000;
  let since = Date.now();
  while (Date.now() - since < 250) {
    if (Date.now() > deadline) throw new Error("GET /me never settled in the cache");
    const hits = app.readCache.stats.hits;
    await me(app, cookie);
    if (app.readCache.stats.hits - hits !== 2) since = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const notify = (app: FastifyInstance, payload: string) =>
  app.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);

describe("the read cache on one instance", () => {
  const t = useMoneyApp({ checkLedger: false });

  it("serves a repeated GET /me from memory until the user's rows change", async () => {
    const { cookie, user } = await signUp(t.app);
    expect(t.app.readCache.enabled).toBe(true);
    const first = await me(t.app, cookie);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(await truth(t.app, user.id));
    await steady(t.app, cookie);

    await quietly(t.app, user.id, "+1 555 0111");
    const hits = t.app.readCache.stats.hits;
    expect((await me(t.app, cookie)).body.phone).toBe(first.body.phone); // from the cache
    expect(t.app.readCache.stats.hits).toBe(hits + 2); // the session and the body

    // Any change of theirs published on the feed drops it (here a bare notice of one).
    await notify(t.app, JSON.stringify({ entity: "users", op: "UPDATE", id: user.id, userId: user.id }));
    await expect.poll(async () => (await me(t.app, cookie)).body.phone).toBe("+1 555 0111");
  });

  it("answers /me as JSON in the documented shape, from the cache too", async () => {
    const { cookie } = await signUp(t.app);
    for (let i = 0; i < 2; i++) {
      const response = await call(t.app, { url: "/api/v1/me", cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(meOutput.safeParse(response.json()).success).toBe(true);
    }
    const head = await call(t.app, { method: "HEAD", url: "/api/v1/me", cookie });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect((await call(t.app, { method: "HEAD", url: "/api/v1/me" })).statusCode).toBe(401);
  });

  it("gives the right /me at once after a deposit approval and after an adjustment", async () => {
    const investor = await activeUser(t.app);
    expect((await me(t.app, investor.cookie)).body).toMatchObject({ balance: "0.00", isActive: true });
    expect((await me(t.app, investor.cookie)).body.balance).toBe("0.00"); // cached now

    const created = await deposit(t.app, investor.cookie, t.methodId, "40");
    expect((await approve(t.app, t.admin, created.id)).statusCode).toBe(200);
    const approved = await me(t.app, investor.cookie);
    expect(approved.body).toMatchObject({ balance: "40.00", available: "40.00" });
    expect(approved.body).toEqual(await truth(t.app, investor.user.id));

    expect((await adjust(t.app, t.admin, investor.user.id, "bonus", "7.50")).statusCode).toBe(201);
    const adjusted = await me(t.app, investor.cookie);
    expect(adjusted.body.bonus).toBe("7.50");
    expect(adjusted.body).toEqual(await truth(t.app, investor.user.id));
    expect((await me(t.app, investor.cookie)).body).toEqual(adjusted.body);
  });

  it("ends a cached session at once on sign-out, revocation, password change and deactivation", async () => {
    // Sign-out.
    const a = await signUp(t.app);
    expect((await me(t.app, a.cookie)).status).toBe(200);
    expect((await me(t.app, a.cookie)).status).toBe(200);
    await signOut(t.app, a.cookie);
    expect((await me(t.app, a.cookie)).status).toBe(401);

    // Signing out the other devices.
    const b = await signUp(t.app);
    const other = await signIn(t.app, b.user.email, b.password);
    expect((await me(t.app, other)).status).toBe(200);
    const revoked = await signOutOthers(t.app, b.cookie);
    expect(revoked.statusCode).toBe(200);
    expect((await me(t.app, other)).status).toBe(401);
    expect((await me(t.app, b.cookie)).status).toBe(200);

    // A password change ends the other sessions.
    const c = await signUp(t.app);
    const second = await signIn(t.app, c.user.email, c.password);
    expect((await me(t.app, second)).status).toBe(200);
    const changed = await call(t.app, {
      method: "POST",
      url: "/api/auth/change-password",
      cookie: c.cookie,
      payload: {
        currentPassword: c.password,
        newPassword: "another-horse-battery",
        revokeOtherSessions: true,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(t.app, second)).status).toBe(401);

    // An t.admin deactivates the account: its sessions end.
    const d = await activeUser(t.app);
    expect((await me(t.app, d.cookie)).status).toBe(200);
    const off = await call(t.app, {
      method: "POST",
      url: `/api/v1/admin/users/${d.user.id}/deactivate`,
      cookie: t.admin,
      payload: {},
    });
    expect(off.statusCode).toBe(200);
    expect((await me(t.app, d.cookie)).status).toBe(401);
  });

  it("sees a role granted by an admin at once (the cached session held the old role)", async () => {
    const user = await activeUser(t.app);
    const stats = () => call(t.app, { url: "/api/v1/admin/stats", cookie: user.cookie });
    expect((await stats()).statusCode).toBe(403);
    expect((await stats()).statusCode).toBe(403);
    const made = await call(t.app, {
      method: "POST",
      url: `/api/v1/admin/users/${user.user.id}/make-admin`,
      cookie: t.admin,
      payload: {},
    });
    expect(made.statusCode).toBe(200);
    expect((await stats()).statusCode).toBe(200);
  });

  it("stores no /me read that a change overtook while the query ran (the read/invalidate race)", async () => {
    const investor = await activeUser(t.app);
    await steady(t.app, investor.cookie); // the sign-up's own changes have come through
    const cache = t.app.readCache;
    const actor = { userId: investor.user.id, sessionId: "", role: "user", isActive: true } as Actor;
    cache.invalidateUser(actor.userId);

    const reading = getMeBody(t.app.db, cache, actor);
    expect(reading).toBeInstanceOf(Promise); // a miss: its query is in flight
    // A commit's change arrives before the read stores its (now stale) answer.
    cache.onChange({ entity: "balances", userId: actor.userId });
    await reading;
    expect(cache.getSnapshot(actor.userId)).toBeUndefined();

    // Without a change in between, the same miss stores.
    await getMeBody(t.app.db, cache, actor);
    expect(cache.getSnapshot(actor.userId)).toBe(serializeMe(await getMe(t.app.db, actor)));
  });

  it("stores no session read that a change overtook while the query ran", async () => {
    const { cookie, user } = await signUp(t.app);
    await steady(t.app, cookie);
    const cache = t.app.readCache;
    cache.invalidateUser(user.id);
    const key = cookieValue(cookie, "ste.session_token")!;
    const request = { headers: { cookie } } as FastifyRequest;

    const reading = actorFromSessionQuery(t.app.auth, t.app.db, request, cache); // a miss: ticket taken, reading
    cache.onChange({ entity: "sessions", userId: user.id });
    expect((await reading)?.userId).toBe(user.id);
    expect(cache.getSession(key)).toBeUndefined();

    await actorFromSessionQuery(t.app.auth, t.app.db, request, cache);
    expect(cache.getSession(key)?.userId).toBe(user.id);
  });

  it("forgets everything when the feed brings a payload it cannot read", async () => {
    const { cookie } = await signUp(t.app);
    await steady(t.app, cookie);
    expect(t.app.readCache.size.snapshots).toBeGreaterThan(0);
    await notify(t.app, "not json");
    await expect.poll(() => t.app.readCache.size).toEqual({ sessions: 0, snapshots: 0 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  "the read cache while the change feed is down (PostgreSQL)",
  () => {
    const t = useTestApp();

    it("is bypassed while LISTEN is down and starts empty when it is back", async () => {
      const { cookie, user } = await signUp(t.app);
      await steady(t.app, cookie);
      expect(t.app.readCache.size.snapshots).toBe(1);

      // Cut the listener's connection, as a PostgreSQL restart would.
      const cut = await t.app.db.execute(sql`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`);
      expect(cut.rows).toHaveLength(1);
      await expect.poll(() => t.app.readCache.enabled, { timeout: 2000, interval: 5 }).toBe(false);

      // Down: nothing is served from memory or kept, so a change nobody announces shows at once.
      expect(t.app.readCache.size).toEqual({ sessions: 0, snapshots: 0 });
      await quietly(t.app, user.id, "+1 555 0122");
      expect((await me(t.app, cookie)).body.phone).toBe("+1 555 0122");
      expect(t.app.readCache.size).toEqual({ sessions: 0, snapshots: 0 });

      // Back (the listener reconnects after a second): caching again, from empty.
      await expect.poll(() => t.app.readCache.enabled, { timeout: 5000, interval: 20 }).toBe(true);
      expect((await me(t.app, cookie)).status).toBe(200);
      expect(t.app.readCache.size).toEqual({ sessions: 1, snapshots: 1 });
      // And the feed works again: a change announced now drops the entry.
      await notify(t.app, JSON.stringify({ entity: "users", op: "UPDATE", id: user.id, userId: user.id }));
      await expect.poll(() => t.app.readCache.size.snapshots).toBe(0);
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL, each with its cache", () => {
  const cluster = useTwoInstances();
  let admin: string;
  beforeAll(async () => {
    admin = await signInAdmin(cluster.a.app);
  });

  /** Polls instance B until `check` holds; returns how long that took after the change on A. */
  const within = async (since: number, check: () => Promise<boolean>) => {
    await expect.poll(check, { timeout: 1000, interval: 10 }).toBe(true);
    return Date.now() - since;
  };

  it("a sign-out through A stops the session on B within a second", async () => {
    const { cookie } = await signUp(cluster.a.app);
    expect((await me(cluster.b, cookie)).status).toBe(200);
    expect((await me(cluster.b, cookie)).status).toBe(200); // cached on B
    expect(cluster.b.readCache.size.sessions).toBeGreaterThan(0);

    const at = Date.now();
    expect((await signOut(cluster.a.app, cookie)).statusCode).toBe(200);
    expect((await me(cluster.a.app, cookie)).status).toBe(401); // A: at once
    expect(await within(at, async () => (await me(cluster.b, cookie)).status === 401)).toBeLessThan(1000);
  });

  it("a deactivation through A stops the session on B within a second", async () => {
    const investor = await activeUser(cluster.a.app);
    expect((await me(cluster.b, investor.cookie)).body.isActive).toBe(true);
    expect((await me(cluster.b, investor.cookie)).status).toBe(200);

    const at = Date.now();
    const off = await call(cluster.a.app, {
      method: "POST",
      url: `/api/v1/admin/users/${investor.user.id}/deactivate`,
      cookie: admin,
      payload: {},
    });
    expect(off.statusCode).toBe(200);
    expect(await within(at, async () => (await me(cluster.b, investor.cookie)).status === 401)).toBeLessThan(
      1000,
    );
  });

  it("a deposit approved through A shows in /me on B within a second", async () => {
    const methodId = (await addPaymentMethod(cluster.a.app, admin)).id;
    const investor = await activeUser(cluster.a.app);
    const created = await deposit(cluster.a.app, investor.cookie, methodId, "25");
    expect((await me(cluster.b, investor.cookie)).body.balance).toBe("0.00");
    expect((await me(cluster.b, investor.cookie)).body.balance).toBe("0.00"); // cached on B

    const at = Date.now();
    expect((await approve(cluster.a.app, admin, created.id)).statusCode).toBe(200);
    expect(
      await within(at, async () => (await me(cluster.b, investor.cookie)).body?.balance === "25.00"),
    ).toBeLessThan(1000);
    expect((await me(cluster.b, investor.cookie)).body).toEqual(await truth(cluster.a.app, investor.user.id));
  });
});
