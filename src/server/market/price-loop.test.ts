import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketSymbol, QuotesOutput } from "../../shared/schemas/market";
import { createTestApp, type TestApp } from "../test/test-app";
import { type PriceLoop, startPriceLoop } from "./price-loop";

describe("price loop: one instance of a cluster polls at a time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_FEED_URL: "off" });
  });
  afterAll(() => t.close());

  /** A loop as one instance would run it, counting its own polls and what it published. */
  function instance(leaseMs = 60_000) {
    const polls: string[][] = [];
    const published: QuotesOutput[] = [];
    const loop: PriceLoop = startPriceLoop({
      db: t.app.db,
      pollMs: 0,
      leaseMs,
      symbols: () => ["BTCUSD", "SPX"],
      market: {
        async quotes(symbols: readonly MarketSymbol[]) {
          polls.push([...symbols]);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return { simulated: true, asOf: new Date().toISOString(), quotes: [] };
        },
      },
      publish: (quotes) => published.push(quotes),
      onError: (error) => {
        throw error;
      },
    });
    return { loop, polls, published };
  }

  it("never lets two instances both poll, and hands over when the holder stops or dies", async () => {
    const a = instance();
    const b = instance();
    for (let round = 0; round < 15; round += 1) {
      const [aPolled, bPolled] = await Promise.all([a.loop.tick(), b.loop.tick()]);
      expect(aPolled && bPolled, `round ${round}`).toBe(false);
      expect(aPolled || bPolled, `round ${round}`).toBe(true);
    }
    // The first to claim keeps the lease: all polls by one instance.
    const [leader, follower] = a.polls.length > 0 ? [a, b] : [b, a];
    expect(leader.polls).toHaveLength(15);
    expect(follower.polls).toHaveLength(0);
    expect(leader.published).toHaveLength(15);
    expect(leader.polls[0]).toEqual(["BTCUSD", "SPX"]);

    // An orderly stop releases the lease: the other takes over on its next tick.
    await leader.loop.close();
    expect(await leader.loop.tick()).toBe(false);
    expect(await follower.loop.tick()).toBe(true);
    await follower.loop.close();

    // A holder that dies without releasing keeps the lease until it expires, then loses it.
    const crashed = instance(300);
    const next = instance(300);
    expect(await crashed.loop.tick()).toBe(true);
    expect(await next.loop.tick()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await next.loop.tick()).toBe(true);
    expect(await crashed.loop.tick()).toBe(false);
    await next.loop.close();
    await crashed.loop.close();
  });

  it("many instances racing for the lease: exactly one polls each round", async () => {
    const many = Array.from({ length: 6 }, () => instance());
    for (let round = 0; round < 5; round += 1) {
      const polled = await Promise.all(many.map((item) => item.loop.tick()));
      expect(polled.filter(Boolean), `round ${round}`).toHaveLength(1);
    }
    expect(many.filter((item) => item.polls.length > 0)).toHaveLength(1);
    await Promise.all(many.map((item) => item.loop.close()));
  });
});
