import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";
import { executePrepared } from "./prepared";

describe("executePrepared", () => {
  const t = useTestApp();

  it("runs a statement with its parameters, alone and inside a transaction", async () => {
    const statement = sql`select ${"41"}::int + 1 as answer`;
    expect(await executePrepared(t.app.db, statement)).toEqual([{ answer: 42 }]);
    await t.app.db.transaction(async (tx) => {
      expect(await executePrepared(tx, statement)).toEqual([{ answer: 42 }]);
    });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "prepares the statement on the transaction's connection (it is planned once per connection)",
    async () => {
      await t.app.db.transaction(async (tx) => {
        await executePrepared(tx, sql`select ${"7"}::int as seven`);
        const prepared = await tx.execute<{ statement: string }>(
          sql`select statement from pg_prepared_statements where name like 'ste_%'`,
        );
        expect(prepared.rows.map((row) => row.statement)).toContain("select $1::int as seven");
      });
    },
  );
});
