import { afterEach, describe, expect, it, vi } from "vitest";
import { BoundedMap, NO_TICKET, ReadCache } from "./read-cache";

const entry = (userId: string, n = 0) => ({ userId, n });
const live = (options = {}) => {
  const cache = new ReadCache<{ userId: string; n: number }>(options);
  cache.setListening(true);
  return cache;
};

describe("ReadCache", () => {
  afterEach(() => vi.useRealTimers());

  it("serves what was stored, and nothing before", () => {
    const cache = live();
    expect(cache.getSession("k1")).toBeUndefined();
    expect(cache.storeSession(cache.ticket(), "k1", entry("u1"))).toBe(true);
    expect(cache.getSession("k1")).toEqual(entry("u1"));
    expect(cache.getSnapshot("u1")).toBeUndefined();
    expect(cache.storeSnapshot(cache.ticket(), "u1", '{"id":"u1"}')).toBe(true);
    expect(cache.getSnapshot("u1")).toBe('{"id":"u1"}');
    expect(cache.stats).toMatchObject({ hits: 2, misses: 2, stored: 2 });
  });

  it("drops every session and the snapshot of a user on a change of theirs, and only theirs", () => {
    const cache = live();
    const ticket = cache.ticket();
    cache.storeSession(ticket, "a1", entry("a"));
    cache.storeSession(ticket, "a2", entry("a"));
    cache.storeSession(ticket, "b1", entry("b"));
    cache.storeSnapshot(ticket, "a", "A");
    cache.storeSnapshot(ticket, "b", "B");
    cache.onChange({ entity: "balances", userId: "a" });
    expect(cache.getSession("a1")).toBeUndefined();
    expect(cache.getSession("a2")).toBeUndefined();
    expect(cache.getSnapshot("a")).toBeUndefined();
    expect(cache.getSession("b1")).toEqual(entry("b"));
    expect(cache.getSnapshot("b")).toBe("B");
  });

  it("acts on users, sessions, balances, trades and transactions; payment methods change nothing cached", () => {
    for (const entity of ["users", "sessions", "balances", "trades", "transactions"]) {
      const cache = live();
      cache.storeSnapshot(cache.ticket(), "a", "A");
      cache.onChange({ entity, userId: "a" });
      expect(cache.getSnapshot("a"), entity).toBeUndefined();
    }
    const cache = live();
    cache.storeSnapshot(cache.ticket(), "a", "A");
    cache.onChange({ entity: "payment_methods", userId: null });
    expect(cache.getSnapshot("a")).toBe("A");
    // A change of a watched table without an owner: everything goes.
    cache.onChange({ entity: "users", userId: null });
    expect(cache.getSnapshot("a")).toBeUndefined();
  });

  it("does not store a miss that read before an invalidation of that user (the read/invalidate race)", () => {
    const cache = live();
    const ticket = cache.ticket(); // the miss begins, then reads the database ...
    cache.invalidateUser("a"); // ... a commit's change arrives before the miss stores ...
    expect(cache.storeSession(ticket, "a1", entry("a"))).toBe(false); // ... so it stores nothing
    expect(cache.storeSnapshot(ticket, "a", "stale")).toBe(false);
    expect(cache.getSession("a1")).toBeUndefined();
    expect(cache.getSnapshot("a")).toBeUndefined();
    // Another user's miss of the same moment is not affected, and a new miss of "a" stores.
    expect(cache.storeSnapshot(ticket, "b", "B")).toBe(true);
    expect(cache.storeSnapshot(cache.ticket(), "a", "fresh")).toBe(true);
    expect(cache.getSnapshot("a")).toBe("fresh");
  });

  it("does not store any miss that began before a clear (a mutating request)", () => {
    const cache = live();
    const ticket = cache.ticket();
    cache.clear();
    expect(cache.storeSession(ticket, "a1", entry("a"))).toBe(false);
    expect(cache.storeSnapshot(ticket, "b", "B")).toBe(false);
    expect(cache.storeSnapshot(cache.ticket(), "b", "B")).toBe(true);
  });

  it("keeps the race rule when the per-user marks are reset to stay bounded", () => {
    const cache = live({ maxMarks: 3 });
    const ticket = cache.ticket();
    cache.invalidateUser("a");
    for (const user of ["b", "c", "d", "e"]) cache.invalidateUser(user); // marks reset on the way
    expect(cache.storeSnapshot(ticket, "a", "stale")).toBe(false);
    expect(cache.storeSnapshot(ticket, "z", "untouched but older than the reset")).toBe(false);
    expect(cache.storeSnapshot(cache.ticket(), "a", "fresh")).toBe(true);
  });

  it("reads and stores nothing while the change feed is down, and forgets everything over it", () => {
    const cache = new ReadCache<{ userId: string }>();
    expect(cache.enabled).toBe(false); // until the feed is known to be live
    expect(cache.ticket()).toBe(NO_TICKET);
    expect(cache.storeSnapshot(cache.ticket(), "a", "A")).toBe(false);
    cache.setListening(true);
    const before = cache.ticket();
    cache.storeSnapshot(before, "a", "A");
    cache.setListening(false);
    expect(cache.getSnapshot("a")).toBeUndefined();
    expect(cache.storeSnapshot(cache.ticket(), "a", "A")).toBe(false);
    cache.setListening(true);
    expect(cache.getSnapshot("a")).toBeUndefined(); // changes may have been missed meanwhile
    expect(cache.storeSnapshot(before, "a", "A")).toBe(false); // a miss from before the outage
  });

  it("stays within its size and serves nothing older than its maximum age", () => {
    vi.useFakeTimers();
    const cache = live({ maxSessions: 3, maxSnapshots: 2, maxAgeMs: 1000 });
    for (let i = 0; i < 10; i++) {
      cache.storeSession(cache.ticket(), `k${i}`, entry(`u${i}`));
      cache.storeSnapshot(cache.ticket(), `u${i}`, `S${i}`);
    }
    expect(cache.size).toEqual({ sessions: 3, snapshots: 2 });
    expect(cache.getSession("k9")).toEqual(entry("u9"));
    vi.advanceTimersByTime(1000);
    expect(cache.getSession("k9")).toBeUndefined();
    expect(cache.getSnapshot("u9")).toBeUndefined();
  });
});

describe("BoundedMap (CLOCK eviction)", () => {
  it("evicts the oldest entry not used since it was last passed over, never the one just added", () => {
    const evicted: string[] = [];
    const map = new BoundedMap<number>(3, 60_000, (key) => evicted.push(key));
    map.set("a", 1);
    map.set("b", 2);
    map.set("c", 3);
    map.get("a"); // used: gets a second chance
    map.set("d", 4);
    expect(evicted).toEqual(["b"]);
    expect(map.get("a")).toBe(1);
    map.get("c");
    map.get("d");
    map.set("e", 5); // everything else used: one round of second chances, then the oldest goes
    expect(map.size).toBe(3);
    expect(map.get("e")).toBe(5);
    expect(evicted).toHaveLength(2);
  });
});
