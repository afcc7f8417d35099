import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { activeUser, addPaymentMethod, approve, deposit } from "../ledger/money-test-kit";
import { openEventStream } from "../test/event-stream";
import { call, createTestApp, signIn, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { EVENTS_CHANNEL } from "./event-bus";

describe("live updates stream", () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const notify = (event: object) =>
    t.app.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);

  it("refuses anonymous callers", async () => {
    const stream = await openEventStream(baseUrl, "/api/v1/events");
    expect(stream.status).toBe(401);
    stream.close();
  });

  it("sends a user only their own and shared changes; an admin gets everything", async () => {
    const alice = await signUp(t.app, { name: "Alice Stream" });
    const bob = await signUp(t.app, { name: "Bob Stream" });
    const admin = await signInAdmin(t.app);
    const aliceStream = await openEventStream(baseUrl, "/api/v1/events", alice.cookie);
    const adminStream = await openEventStream(baseUrl, "/api/v1/events", admin);
    expect(aliceStream.status).toBe(200);
    await expect.poll(() => aliceStream.comments).toContain("connected");

    await notify({ entity: "transactions", op: "UPDATE", id: "t-bob", userId: bob.user.id });
    await notify({ entity: "transactions", op: "UPDATE", id: "t-alice", userId: alice.user.id });
    await notify({ entity: "payment_methods", op: "INSERT", id: "pm-1", userId: null });

    // Only these three: the sign-ups' and sign-ins' own changes may still be arriving (the relay
    // publishes them just after), so the streams are read for these ids.
    const mine = ["t-bob", "t-alice", "pm-1"];
    const seen = (stream: typeof aliceStream) =>
      stream.events.filter((e) => mine.includes((e.data as { id: string }).id));
    await expect.poll(() => seen(adminStream).length).toBe(3);
    await expect.poll(() => seen(aliceStream).length).toBe(2);
    expect(seen(aliceStream).map((e) => (e.data as { id: string }).id)).toEqual(["t-alice", "pm-1"]);
    expect(
      aliceStream.events.every((e) => [alice.user.id, null].includes((e.data as { userId: string }).userId)),
    ).toBe(true);
    expect(seen(aliceStream)[0]).toEqual({
      event: "change",
      data: { entity: "transactions", op: "UPDATE", id: "t-alice", userId: alice.user.id },
    });
    aliceStream.close();
    adminStream.close();
  });

  it("ignores payloads that are not change events", async () => {
    const { cookie, user } = await signUp(t.app);
    const stream = await openEventStream(baseUrl, "/api/v1/events", cookie);
    await expect.poll(() => stream.comments).toContain("connected");
    await t.app.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'not json')`);
    await notify({ entity: "users", op: "UPDATE", id: "after-garbage", userId: user.id });
    // (The sign-up's own changes may arrive too: the relay publishes them just after it.)
    await expect
      .poll(() => stream.events.map((e) => (e.data as { id: string }).id))
      .toContain("after-garbage");
    for (const event of stream.events) {
      expect(event.event).toBe("change");
      expect(event.data).toEqual(expect.objectContaining({ entity: expect.any(String), userId: user.id }));
    }
    stream.close();
  });
});

describe("changes published by the database", () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("an approval reaches the investor's stream as transaction and balance changes", async () => {
    const admin = await signInAdmin(t.app);
    const methodId = (await addPaymentMethod(t.app, admin)).id;
    const investor = await activeUser(t.app);
    const created = await deposit(t.app, investor.cookie, methodId, "40");
    const stream = await openEventStream(baseUrl, "/api/v1/events", investor.cookie);
    await expect.poll(() => stream.comments).toContain("connected");

    expect((await approve(t.app, admin, created.id)).statusCode).toBe(200);
    await expect
      .poll(() => stream.events.map((e) => e.data as { entity: string; id: string }))
      .toEqual(
        expect.arrayContaining([
          { entity: "transactions", op: "UPDATE", id: created.id, userId: investor.user.id },
          expect.objectContaining({ entity: "balances", userId: investor.user.id }),
        ]),
      );
    stream.close();
  });

  it("signing out another device publishes a sessions change, without the token", async () => {
    const investor = await signUp(t.app, { name: "Session Watcher" });
    await signIn(t.app, investor.user.email, investor.password);
    const stream = await openEventStream(baseUrl, "/api/v1/events", investor.cookie);
    await expect.poll(() => stream.comments).toContain("connected");

    const revoked = await call(t.app, {
      method: "POST",
      url: "/api/auth/revoke-other-sessions",
      cookie: investor.cookie,
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    await expect
      .poll(() => stream.events.map((e) => e.data as { entity: string; op: string; userId: string }))
      .toContainEqual(
        expect.objectContaining({ entity: "sessions", op: "DELETE", userId: investor.user.id }),
      );
    const tokens = (await t.app.db.execute(sql`select token from sessions`)).rows.map((r) => String(r.token));
    const sent = JSON.stringify(stream.events);
    for (const token of tokens) expect(sent).not.toContain(token);
    stream.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two server instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseUrlB: string;
  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp(a.config);
    await b.listen({ port: 0, host: "127.0.0.1" });
    baseUrlB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("an approval through instance A reaches an events stream opened on instance B within a second", async () => {
    const admin = await signInAdmin(a.app);
    const methodId = (await addPaymentMethod(a.app, admin)).id;
    const investor = await activeUser(a.app);
    const created = await deposit(a.app, investor.cookie, methodId, "75");
    // The session cookie from A works on B: sessions live in the shared database.
    const stream = await openEventStream(baseUrlB, "/api/v1/events", investor.cookie);
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.comments).toContain("connected");

    const approvedAt = Date.now();
    expect((await approve(a.app, admin, created.id)).statusCode).toBe(200);
    await expect
      .poll(() => stream.events.some((e) => (e.data as { id: string }).id === created.id), {
        timeout: 1000,
        interval: 20,
      })
      .toBe(true);
    expect(Date.now() - approvedAt).toBeLessThan(1000);
    stream.close();
  });
});
