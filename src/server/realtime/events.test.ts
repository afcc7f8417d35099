import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activeUser, addPaymentMethod, approve, deposit } from "../ledger/money-test-kit";
import { openConnectedEventStream, openEventStream } from "../test/event-stream";
import {
  signIn,
  signInAdmin,
  signOutOthers,
  signUp,
  useListeningTestApp,
  useTwoInstances,
} from "../test/test-app";
import { EVENTS_CHANNEL } from "./event-bus";

describe("live updates stream", () => {
  const t = useListeningTestApp();

  const notify = (event: object) =>
    t.app.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);

  it("refuses anonymous callers", async () => {
    const stream = await openEventStream(t.baseUrl, "/api/v1/events");
    expect(stream.status).toBe(401);
    stream.close();
  });

  it("sends a user only their own and shared changes; an admin gets everything", async () => {
    const alice = await signUp(t.app, { name: "Alice Stream" });
    const bob = await signUp(t.app, { name: "Bob Stream" });
    const admin = await signInAdmin(t.app);
    const aliceStream = await openEventStream(t.baseUrl, "/api/v1/events", alice.cookie);
    const adminStream = await openEventStream(t.baseUrl, "/api/v1/events", admin);
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
    const stream = await openConnectedEventStream(t.baseUrl, "/api/v1/events", cookie);
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
  const t = useListeningTestApp();

  it("an approval reaches the investor's stream as transaction and balance changes", async () => {
    const admin = await signInAdmin(t.app);
    const methodId = (await addPaymentMethod(t.app, admin)).id;
    const investor = await activeUser(t.app);
    const created = await deposit(t.app, investor.cookie, methodId, "40");
    const stream = await openConnectedEventStream(t.baseUrl, "/api/v1/events", investor.cookie);

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
    const stream = await openConnectedEventStream(t.baseUrl, "/api/v1/events", investor.cookie);

    const revoked = await signOutOthers(t.app, investor.cookie);
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
  const cluster = useTwoInstances({ listen: true });

  it("an approval through instance A reaches an events stream opened on instance B within a second", async () => {
    const admin = await signInAdmin(cluster.a.app);
    const methodId = (await addPaymentMethod(cluster.a.app, admin)).id;
    const investor = await activeUser(cluster.a.app);
    const created = await deposit(cluster.a.app, investor.cookie, methodId, "75");
    // The session cookie from A works on B: sessions live in the shared database.
    const stream = await openConnectedEventStream(cluster.baseUrlB, "/api/v1/events", investor.cookie);
    expect(stream.status).toBe(200);

    const approvedAt = Date.now();
    expect((await approve(cluster.a.app, admin, created.id)).statusCode).toBe(200);
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
