import { describe, expect, it } from "vitest";
import { idempotencyKeys } from "../db/schema";
import { useTestApp } from "../test/test-app";
import { IDEMPOTENCY_KEY_TTL_MS, purgeIdempotencyKeys } from "./purge-idempotency-keys";

describe("purging Idempotency-Key rows", () => {
  const t = useTestApp();

  it("deletes rows older than the TTL and keeps the recent ones", async () => {
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() - ms);
    await t.app.db.insert(idempotencyKeys).values([
      {
        userId: "u1",
        key: "old",
        requestHash: "h",
        statusCode: 201,
        createdAt: at(IDEMPOTENCY_KEY_TTL_MS + 60_000),
      },
      {
        userId: "u1",
        key: "recent",
        requestHash: "h",
        statusCode: 201,
        createdAt: at(IDEMPOTENCY_KEY_TTL_MS - 60_000),
      },
      { userId: "u2", key: "new", requestHash: "h", statusCode: 201, createdAt: now },
    ]);
    expect(await purgeIdempotencyKeys(t.app.db, now)).toBe(1);
    const left = await t.app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key).sort()).toEqual(["new", "recent"]);
    expect(await purgeIdempotencyKeys(t.app.db, now)).toBe(0);
  });
});
