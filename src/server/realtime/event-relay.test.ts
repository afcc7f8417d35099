import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { changeEvents, users } from "../db/schema";
import { openConnectedEventStream } from "../test/event-stream";
import { signInAdmin, signUp, useListeningTestApp, useTwoInstances } from "../test/test-app";
import { publishBatch } from "./event-relay";

const pending = async (app: FastifyInstance) =>
  Number((await app.db.execute(sql`select count(*)::int as n from change_events`)).rows[0]!.n);
const ids = (events: { data: unknown }[]) => events.map((event) => (event.data as { id: string }).id);

describe("event relay", () => {
  const t = useListeningTestApp();

  it("publishes committed changes after commit, and nothing of a rolled-back one", async () => {
    const admin = await signInAdmin(t.app);
    const { user } = await signUp(t.app, { name: "Relay Watcher" });
    const stream = await openConnectedEventStream(t.baseUrl, "/api/v1/events", admin);

    await t.app.db
      .transaction(async (tx) => {
        await tx.update(users).set({ phone: "+1 555 0100" }).where(eq(users.id, user.id));
        tx.rollback();
      })
      .catch(() => {});
    await t.app.db.update(users).set({ phone: "+1 555 0199" }).where(eq(users.id, user.id));

    await expect.poll(() => ids(stream.events)).toContain(user.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ids(stream.events).filter((id) => id === user.id)).toHaveLength(1);
    expect(await pending(t.app)).toBe(0);
    stream.close();
  });

  it("publishes a batch oldest first and removes it", async () => {
    const admin = await signInAdmin(t.app);
    const stream = await openConnectedEventStream(t.baseUrl, "/api/v1/events", admin);
    const payloads = ["a", "b", "c"].map((id) =>
      JSON.stringify({ entity: "payment_methods", op: "UPDATE", id: `order-${id}`, userId: null }),
    );
    // The idle relay may take some of them first; between the two, each is published once, in order.
    await t.app.db.insert(changeEvents).values(payloads.map((payload) => ({ payload })));
    await publishBatch(t.app.db);
    await expect
      .poll(() => ids(stream.events).filter((id) => id.startsWith("order-")))
      .toEqual(["order-a", "order-b", "order-c"]);
    expect(await pending(t.app)).toBe(0);
    stream.close();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "is a prepared statement that PostgreSQL stops planning (a generic plan after the first runs)",
    async () => {
      // One connection: a transaction. PostgreSQL plans a prepared statement for its first five
      // runs, then keeps a generic plan when it costs no more; an unnamed one is planned every time.
      await t.app.db.transaction(async (tx) => {
        for (let run = 0; run < 8; run++) await publishBatch(tx);
        const plans = await tx.execute<{ generic_plans: string }>(
          sql`select generic_plans from pg_prepared_statements
              where statement like '%delete from change_events%'`,
        );
        expect(plans.rows).toHaveLength(1);
        expect(Number(plans.rows[0]!.generic_plans)).toBeGreaterThanOrEqual(3);
      });
    },
  );

  it("commits asynchronously only itself: every pooled connection keeps synchronous commit after it", async () => {
    await t.app.db.insert(changeEvents).values({
      payload: JSON.stringify({ entity: "payment_methods", op: "UPDATE", id: "sync-check", userId: null }),
    });
    await Promise.all([publishBatch(t.app.db), publishBatch(t.app.db), publishBatch(t.app.db)]);
    // More concurrent statements than the pool has connections: each connection answers at least once.
    const settings = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const result = await t.app.db.execute(
          sql`select current_setting('synchronous_commit') as setting, pg_sleep(0.02)`,
        );
        return (result.rows[0] as { setting: string }).setting;
      }),
    );
    expect(new Set(settings)).toEqual(new Set(["on"]));
  });
});

describe.skipIf(!process.env.DATABASE_URL)("event relays of two instances on one PostgreSQL", () => {
  const cluster = useTwoInstances({ listen: true });

  it("share the work: each recorded change is published exactly once", async () => {
    const admin = await signInAdmin(cluster.a.app);
    const stream = await openConnectedEventStream(cluster.baseUrlA, "/api/v1/events", admin);
    const count = 1200;
    const rows = Array.from({ length: count }, (_, i) => ({
      payload: JSON.stringify({ entity: "payment_methods", op: "UPDATE", id: `shared-${i}`, userId: null }),
    }));
    await cluster.a.app.db.insert(changeEvents).values(rows);
    // Both instances publish at once (and their idle timers too).
    await Promise.all([
      publishBatch(cluster.a.app.db),
      publishBatch(cluster.b.db),
      publishBatch(cluster.a.app.db),
      publishBatch(cluster.b.db),
    ]);
    await expect.poll(() => ids(stream.events).filter((id) => id.startsWith("shared-")).length).toBe(count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const seen = ids(stream.events).filter((id) => id.startsWith("shared-"));
    expect(new Set(seen).size).toBe(count);
    expect(seen).toHaveLength(count);
    expect(await pending(cluster.a.app)).toBe(0);
    stream.close();
  });
});
