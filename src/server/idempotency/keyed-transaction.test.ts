import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { idempotencyKeys } from "../db/schema";
import { useTestApp } from "../test/test-app";
import { inKeyedTransaction } from "./keyed-transaction";

describe("inKeyedTransaction", () => {
  const t = useTestApp();
  const stored = (userId: string, key: string) =>
    t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

  it("claims the key, runs once, stores the response; a second claim gets what was stored", async () => {
    // Quotes, a backslash and a dollar sign: the values are written into the query text on PostgreSQL.
    const claim = { userId: "user-1", key: `k'1\\$1"`, requestHash: "hash-'a'" };
    const run = vi.fn(async () => ({ note: "it's \\ done $1", cents: "12.34" }));
    const first = await inKeyedTransaction(t.app.db, claim, 201, run);
    expect(first).toEqual({ claimed: true, body: { note: "it's \\ done $1", cents: "12.34" } });
    const second = await inKeyedTransaction(t.app.db, claim, 201, run);
    expect(second).toEqual({
      claimed: false,
      stored: { requestHash: "hash-'a'", statusCode: 201, responseBody: first.claimed && first.body },
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("a failure rolls back the change and the claim: the key can be used again", async () => {
    const claim = { userId: "user-2", key: "retry-me", requestHash: "h" };
    await expect(
      inKeyedTransaction(t.app.db, claim, 201, async (tx) => {
        await tx
          .insert(idempotencyKeys)
          .values({ userId: "user-2", key: "written-inside", requestHash: "h" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await stored("user-2", "retry-me")).toEqual([]);
    expect(await stored("user-2", "written-inside")).toEqual([]);
    const retried = await inKeyedTransaction(t.app.db, claim, 200, async () => "ok");
    expect(retried).toEqual({ claimed: true, body: "ok" });
  });

  it("runs inside one transaction: a savepoint's failure inside leaves the rest", async () => {
    const claim = { userId: "user-3", key: "nested", requestHash: "h" };
    const outcome = await inKeyedTransaction(t.app.db, claim, 201, async (tx) => {
      const { rows } = await tx.execute<{ inside: boolean }>(
        sql`select now() = statement_timestamp() as inside`,
      );
      await tx.transaction(async (inner) => {
        await inner.insert(idempotencyKeys).values({ userId: "user-3", key: "kept", requestHash: "h" });
      });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(idempotencyKeys).values({ userId: "user-3", key: "dropped", requestHash: "h" });
          throw new Error("inner");
        }),
      ).rejects.toThrow("inner");
      return rows[0]?.inside;
    });
    // now() is the transaction's start, statement_timestamp() this statement's: inside a transaction they differ.
    expect(outcome).toEqual({ claimed: true, body: false });
    expect(await stored("user-3", "kept")).toHaveLength(1);
    expect(await stored("user-3", "dropped")).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "on PostgreSQL the claim travels with BEGIN and the response with COMMIT: three round trips for one statement",
    async () => {
      const queries = vi.spyOn(pg.Client.prototype, "query");
      try {
        await inKeyedTransaction(t.app.db, { userId: "user-4", key: "trips", requestHash: "h" }, 201, (tx) =>
          tx.execute(sql`select 1`).then(() => "done"),
        );
        // Only this transaction's connection counts: the server's background work (event relay,
        // mail worker) may query other pooled connections meanwhile.
        const began = queries.mock.calls.findIndex(([query]) => String(query).startsWith("begin;"));
        expect(began).toBeGreaterThanOrEqual(0);
        const connection = queries.mock.contexts[began];
        expect(queries.mock.contexts.filter((context) => context === connection)).toHaveLength(3);
      } finally {
        queries.mockRestore();
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "on PostgreSQL the claim and the response are prepared once per connection, not planned every time",
    async () => {
      const preparedHere = (tx: Parameters<Parameters<typeof inKeyedTransaction>[3]>[0]) =>
        tx
          .execute<{ statement: string; generic_plans: string; custom_plans: string }>(
            sql`select statement, generic_plans, custom_plans from pg_prepared_statements
                where statement like '%idempotency_keys%' order by statement`,
          )
          .then(({ rows }) => rows);
      let seen: Awaited<ReturnType<typeof preparedHere>> = [];
      for (let i = 0; i < 8; i++) {
        // Each run reads its own connection's prepared statements; the last one is what counts.
        const outcome = await inKeyedTransaction(
          t.app.db,
          { userId: "user-5", key: `prepared-${i}`, requestHash: "h" },
          201,
          async (tx) => preparedHere(tx),
        );
        if (outcome.claimed) seen = outcome.body;
      }
      const claimStatement = seen.find((row) => row.statement.includes("insert into"));
      expect(claimStatement, JSON.stringify(seen)).toBeDefined();
      expect(seen.some((row) => /^prepare stk_[0-9a-f]+ as update/i.test(row.statement))).toBe(true);
      // Planned once (a custom plan per run at first, then the cached generic one), over several runs.
      const runs = Number(claimStatement!.generic_plans) + Number(claimStatement!.custom_plans);
      expect(runs).toBeGreaterThan(1);
    },
  );
});
