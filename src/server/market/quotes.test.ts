import { describe, expect, it } from "vitest";
import { quotesOutput } from "../../shared/schemas/market";
import { getParsed } from "../test/get-parsed";
import { call, useTestApp } from "../test/test-app";
import { ExchangeProvider } from "./exchange-provider";
import { MarketService, type MarketServiceOptions } from "./market-service";
import { SimulatedProvider } from "./simulated-provider";
import { useStubFeed } from "./use-stub-feed";

const start = Date.UTC(2026, 0, 15, 12, 0, 0);

describe("quotes: bid/ask from the exchange's bookTicker, simulated elsewhere, stale by age", () => {
  const feed = useStubFeed({
    BTCUSDT: { bid: "65000.01000000", ask: "65000.50000000", last: "65000.20000000" },
    ETHUSDT: { bid: "3100.10000000", ask: "3100.20000000" },
    SOLUSDT: { bid: "150.12000000", ask: "150.13000000" },
    EURUSDT: { bid: "1.08510000", ask: "1.08530000" },
  });

  /** A market service reading the stub feed (simulated where the feed has no pair), its time from `clock`. */
  const serviceOnFeed = (
    clock: () => number,
    options: Pick<MarketServiceOptions, "staleMs" | "quotesTtlMs"> = {},
  ) =>
    new MarketService({
      live: new ExchangeProvider(feed.url, 2000),
      fallback: new SimulatedProvider(clock),
      now: clock,
      ...options,
    });

  it("reads bid and ask from bookTicker (BTCUSDT stands for BTCUSD), labels the rest simulated", async () => {
    const now = start;
    const service = serviceOnFeed(() => now);
    const result = await service.quotes(["BTCUSD", "SOLUSD", "XAUUSD", "SPX"]);
    expect(feed.requests.some((request) => request.startsWith("/api/v3/ticker/bookTicker?symbols="))).toBe(
      true,
    );
    const [btc, sol, gold, spx] = result.quotes;
    expect(btc).toMatchObject({
      symbol: "BTCUSD",
      bid: "65000.01",
      ask: "65000.5",
      price: 65000.2,
      source: "exchange",
      simulated: false,
      stale: false,
      time: new Date(start).toISOString(),
    });
    expect(sol).toMatchObject({ bid: "150.12", ask: "150.13", source: "exchange", simulated: false });
    for (const quote of [gold!, spx!]) {
      expect(quote).toMatchObject({ source: "simulated", simulated: true, stale: false });
      expect(Number(quote.ask)).toBeGreaterThan(Number(quote.bid));
      expect(Number(quote.bid)).toBeGreaterThan(0);
    }
    expect(result.simulated).toBe(true);
  });

  it("flags a quote stale once it is older than the stale limit, and fresh again after a new read", async () => {
    let now = start;
    const service = serviceOnFeed(() => now, {
      staleMs: 10_000,
      quotesTtlMs: 60_000, // kept on purpose: the same read is served while it ages
    });
    const fresh = await service.quotes(["ETHUSD"]);
    expect(fresh.quotes[0]).toMatchObject({ bid: "3100.1", stale: false });

    now = start + 10_000; // exactly the limit: still fresh
    expect((await service.quotes(["ETHUSD"])).quotes[0]?.stale).toBe(false);

    feed.pairs.set("ETHUSDT", { bid: "3200.00000000", ask: "3200.50000000" });
    now = start + 10_001;
    const aged = (await service.quotes(["ETHUSD"])).quotes[0];
    expect(aged).toMatchObject({ bid: "3100.1", stale: true, time: new Date(start).toISOString() });

    now = start + 60_001; // the cached read expired: read again
    const again = (await service.quotes(["ETHUSD"])).quotes[0];
    expect(again).toMatchObject({
      bid: "3200",
      ask: "3200.5",
      stale: false,
      time: new Date(now).toISOString(),
    });
  });

  it("serves a read for at most half the stale limit by default, so a working feed never looks stale", async () => {
    let now = start;
    const service = serviceOnFeed(() => now, { staleMs: 4000 });
    feed.pairs.set("EURUSDT", { bid: "1.08510000", ask: "1.08530000" });
    expect((await service.quotes(["EURUSD"])).quotes[0]?.bid).toBe("1.0851");
    feed.pairs.set("EURUSDT", { bid: "1.09000000", ask: "1.09020000" });
    now = start + 2001;
    const next = (await service.quotes(["EURUSD"])).quotes[0];
    expect(next).toMatchObject({ bid: "1.09", ask: "1.0902", stale: false });
  });

  it("keeps the last good quote, stale, when the book turns crossed or malformed: never a simulated one", async () => {
    let now = start;
    const service = serviceOnFeed(() => now, { quotesTtlMs: 1 });
    expect((await service.quotes(["SOLUSD"])).quotes[0]).toMatchObject({ bid: "150.12", stale: false });
    for (const [bid, ask] of [
      ["151.00000000", "150.00000000"],
      ["1000000000000", "1000000000001"],
      ["0.000000001", "0.000000002"],
    ] as const) {
      feed.pairs.set("SOLUSDT", { bid, ask });
      now += 1000;
      expect((await service.quotes(["SOLUSD"])).quotes[0], bid).toMatchObject({
        bid: "150.12",
        source: "exchange",
        simulated: false,
        stale: true,
        ageMs: now - start,
      });
    }
    expect(service.missedQuotes).toMatchObject({ crossed: 1, unreadable: 2 });
    feed.pairs.set("SOLUSDT", { bid: "150.12000000", ask: "150.13000000" });
    now += 1000;
    expect((await service.quotes(["SOLUSD"])).quotes[0]).toMatchObject({ stale: false, ageMs: 0 });
  });

  describe("GET /api/v1/market/quotes against the stub feed", () => {
    const t = useTestApp(() => ({ MARKET_FEED_URL: feed.url, MARKET_STALE_MS: "10000" }));

    it("answers the new fields per symbol and keeps the old ones", async () => {
      const body = await getParsed(t.app, "/api/v1/market/quotes?symbols=BTCUSD,SOLUSD,USDJPY", quotesOutput);
      expect(body.quotes.map((quote) => [quote.symbol, quote.source, quote.simulated, quote.stale])).toEqual([
        ["BTCUSD", "exchange", false, false],
        ["SOLUSD", "exchange", false, false],
        ["USDJPY", "simulated", true, false],
      ]);
      expect(body.quotes[0]).toMatchObject({
        bid: "65000.01",
        ask: "65000.5",
        label: "BTC/USD",
        price: 65000.2,
      });
      expect(Date.parse(body.quotes[0]!.time)).toBeGreaterThan(Date.now() - 60_000);
      expect(body.quotes[0]).toHaveProperty("change");
      expect(body.quotes[0]).toHaveProperty("changePercent");
    });

    it("still refuses unknown symbols with 400", async () => {
      const bad = await call(t.app, { method: "GET", url: "/api/v1/market/quotes?symbols=DOGEUSD" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe("Unknown market symbol");
    });
  });
});
