import { eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";
import { newestPerGroup } from "./newest-per-group";
import { instruments } from "./schema";

type Instrument = typeof instruments.$inferSelect;

/** The reference: each asset class's `limit` newest instruments, newest first (ties: symbol, descending). */
function newestByHand(rows: Instrument[], limit: number): Instrument[] {
  const newestFirst = [...rows].sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.symbol < b.symbol ? 1 : -1),
  );
  const taken = new Map<string, number>();
  return newestFirst.filter((row) => {
    const count = taken.get(row.assetClass) ?? 0;
    taken.set(row.assetClass, count + 1);
    return count < limit;
  });
}

describe("newestPerGroup", () => {
  const t = useTestApp();

  it("keeps the newest rows of each group that the filter keeps, newest first, the last column breaking ties", async () => {
    const db = t.app.db;
    // Update times with ties (symbols of the same length), so that the tie-break decides too.
    await db.update(instruments).set({
      updatedAt: sql`timestamptz '2026-01-01T00:00:00Z' + length(${instruments.symbol}) * interval '1 minute'`,
    });
    const all = await db.select().from(instruments);
    expect(new Set(all.map((row) => row.assetClass)).size).toBeGreaterThan(1);

    for (const limit of [1, 2, 1000]) {
      const newest = await newestPerGroup(db, instruments, {
        where: undefined,
        group: instruments.assetClass,
        newestFirst: [instruments.updatedAt, instruments.symbol],
        limit,
      });
      expect(newest).toEqual(newestByHand(all, limit));
    }

    const outsideCrypto = await newestPerGroup(db, instruments, {
      where: ne(instruments.assetClass, "crypto"),
      group: instruments.assetClass,
      newestFirst: [instruments.updatedAt, instruments.symbol],
      limit: 2,
    });
    expect(outsideCrypto).toEqual(
      newestByHand(
        all.filter((row) => row.assetClass !== "crypto"),
        2,
      ),
    );
    const none = await newestPerGroup(db, instruments, {
      where: eq(instruments.symbol, "NO-SUCH-SYMBOL"),
      group: instruments.assetClass,
      newestFirst: [instruments.updatedAt, instruments.symbol],
      limit: 2,
    });
    expect(none).toEqual([]);
  });
});
