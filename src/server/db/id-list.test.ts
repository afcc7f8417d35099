import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";
import { idList } from "./id-list";

describe("idList", () => {
  const t = useTestApp();

  it("passes each id as its own parameter of an `in (...)`", async () => {
    const result = await t.app.db.execute<{ id: string }>(
      sql`select id from (values ('a'), ('b'), ('c')) as v(id) where id in (${idList(["c", "a", "x'); drop table users; --"])}) order by id`,
    );
    expect(result.rows.map((row) => row.id)).toEqual(["a", "c"]);
  });
});
