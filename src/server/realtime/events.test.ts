import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { activeUser, addPaymentMethod, approve, deposit } from "../ledger/money-test-kit";
import { openEventStream } from "../test/event-stream";
import { createTestApp, signInAdmin, signUp, type TestApp } from "../test/test-app";
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

    await expect.poll(() => adminStream.events.length).toBe(3);
    await expect.poll(() => aliceStream.events.length).toBe(2);
    expect(aliceStream.events.map((e) => (e.data as { id: string }).id)).toEqual(["t-alice", "pm-1"]);
    expect(aliceStream.events[0]).toEqual({
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
    await notify({ entity: "users", op: "UPDATE", id: user.id, userId: user.id });
    await expect.poll(() => stream.events.length).toBe(1);
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
