import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";
import { array, arrayLiteral } from "./sql-arrays";

describe("array parameters", () => {
  const t = useTestApp();
  const roundTrip = async (values: readonly unknown[], type: string) => {
    const result = await t.app.db.execute(sql`select (${array(values)}::${sql.raw(type)}[])::text[] as v`);
    return (result.rows[0] as { v: (string | null)[] }).v;
  };

  it("reads back every text as it was sent: quotes, backslashes, separators, braces, blanks, NULL, unicode, JSON", async () => {
    const texts = [
      'say "hi"',
      "back\\slash",
      '\\"',
      "a,b",
      "{braces}",
      "",
      " spaced ",
      "NULL",
      null,
      "ünïcødé €",
      JSON.stringify({ changes: [{ entity: "copies", id: 'x"y' }] }),
      "line\nbreak",
    ];
    expect(await roundTrip(texts, "text")).toEqual(texts);
  });

  it("sends bigints, numbers, booleans and numerics as their text, undefined as NULL", async () => {
    expect(await roundTrip([9_007_199_254_740_993n, -1n, 0n], "bigint")).toEqual([
      "9007199254740993",
      "-1",
      "0",
    ]);
    expect(await roundTrip([2, 100, undefined], "int")).toEqual(["2", "100", null]);
    expect(await roundTrip([true, false, null], "boolean")).toEqual(["true", "false", null]);
    expect(await roundTrip(["50010.00000001", "0.008"], "numeric")).toEqual(["50010.00000001", "0.008"]);
    expect(await roundTrip([], "text")).toEqual([]);
  });

  it("writes the literal PostgreSQL reads: each value quoted, NULL bare", () => {
    expect(arrayLiteral(["a", null, 'q"', "b\\"])).toBe('{"a",NULL,"q\\"","b\\\\"}');
  });
});
