import { describe, expect, it } from "vitest";
import type { Candle, MarketSymbol } from "../../shared/schemas/market";
import { ExchangeProvider } from "./exchange-provider";
import { MarketService, type MarketServiceOptions } from "./market-service";
import type { MarketProvider, ProviderQuote } from "./provider";
import { SimulatedProvider } from "./simulated-provider";

const fixedNow = () => Date.UTC(2026, 0, 15, 12, 34, 56);

class FakeLive implements MarketProvider {
  readonly name = "exchange";
  readonly simulated = false;
  calls = 0;
  fail = false;
  /** What the next reads answer; undefined: a good quote per symbol. */
  answer: ProviderQuote[] | undefined;
  good(symbol: MarketSymbol): ProviderQuote {
    return { symbol, price: 100, change: 1, changePercent: 1, bid: "99.9", ask: "100.1" };
  }
  supports(symbol: MarketSymbol) {
    return symbol === "BTCUSD" || symbol === "BTCUSDT";
  }
  async quotes(symbols: readonly MarketSymbol[]): Promise<ProviderQuote[]> {
    this.calls += 1;
    if (this.fail) throw new Error("offline");
    return this.answer ?? symbols.map((symbol) => this.good(symbol));
  }
  /** What candle reads answer. */
  candleRows: Candle[] = [{ time: 0, open: 1, high: 2, low: 0.5, close: 1.5 }];
  async candles(): Promise<Candle[]> {
    this.calls += 1;
    if (this.fail) throw new Error("offline");
    return this.candleRows;
  }
}

describe("simulated provider", () => {
  it("is deterministic for the same instant", async () => {
    const a = new SimulatedProvider(fixedNow);
    const b = new SimulatedProvider(fixedNow);
    expect(await a.quotes(["SPX", "BTCUSD"])).toEqual(await b.quotes(["SPX", "BTCUSD"]));
    expect(await a.candles("BTCUSDT", "15m", 50)).toEqual(await b.candles("BTCUSDT", "15m", 50));
  });

  it("keeps past candles stable as time moves on", async () => {
    const earlier = await new SimulatedProvider(fixedNow).candles("ETHUSD", "1h", 24);
    const later = await new SimulatedProvider(() => fixedNow() + 3 * 3600_000).candles("ETHUSD", "1h", 24);
    expect(later.slice(0, 21)).toEqual(earlier.slice(3));
  });
});

/** A market service on a fake feed, its time moved by `clock.now`. */
function onFakeFeed(options: Partial<MarketServiceOptions> = {}) {
  const clock = { now: fixedNow() };
  const live = new FakeLive();
  const service = new MarketService({
    live,
    fallback: new SimulatedProvider(() => clock.now),
    now: () => clock.now,
    ...options,
  });
  return { live, service, clock };
}

describe("market service", () => {
  it("uses the live feed where it can, simulation elsewhere, labelled per quote", async () => {
    const live = new FakeLive();
    const service = new MarketService({ live, fallback: new SimulatedProvider(fixedNow), now: fixedNow });
    const result = await service.quotes(["SPX", "BTCUSD"]);
    expect(result.simulated).toBe(true);
    expect(result.quotes.map((quote) => [quote.symbol, quote.simulated, quote.label])).toEqual([
      ["SPX", true, "S&P 500"],
      ["BTCUSD", false, "BTC/USD"],
    ]);
    const candles = await service.candles("BTCUSDT", "1h", 10);
    expect(candles).toMatchObject({ simulated: false, source: "exchange" });
  });

  it("in an outage keeps the last real quote, stale with its age, never a simulated one; fresh at once after", async () => {
    const { live, service, clock } = onFakeFeed({ quotesTtlMs: 500, staleMs: 10_000 });
    expect((await service.quotes(["BTCUSD"])).quotes[0]).toMatchObject({
      bid: "99.9",
      stale: false,
      ageMs: 0,
    });
    live.fail = true;
    clock.now += 600;
    const down = (await service.quotes(["BTCUSD", "SPX"])).quotes;
    // Stale at once (the feed no longer confirms it), long before MARKET_STALE_MS.
    expect(down[0]).toMatchObject({ symbol: "BTCUSD", bid: "99.9", source: "exchange", simulated: false });
    expect(down[0]).toMatchObject({ stale: true, ageMs: 600, time: new Date(fixedNow()).toISOString() });
    expect(down[1]).toMatchObject({ symbol: "SPX", simulated: true, stale: false });
    expect(live.calls).toBe(2);
    clock.now += 600; // within the second's pause: not asked, still stale
    expect((await service.quotes(["BTCUSD"])).quotes[0]).toMatchObject({ stale: true, ageMs: 1200 });
    expect(live.calls).toBe(2);
    clock.now += 600; // asked again after a second, not a minute
    await service.quotes(["BTCUSD"]);
    expect(live.calls).toBe(3);
    live.fail = false;
    clock.now += 1100;
    expect((await service.quotes(["BTCUSD"])).quotes[0]).toMatchObject({ stale: false, ageMs: 0 });
    expect(live.calls).toBe(4);
    expect(service.feedFailures).toBe(2);
  });

  it("moves the last candle with the latest fresh quote, between two candle reads (issue 31 point 7)", async () => {
    const { live, service, clock } = onFakeFeed({ quotesTtlMs: 1, candlesTtlMs: 60_000 });
    const hourStart = Math.floor(clock.now / 3_600_000) * 3_600;
    live.candleRows = [{ time: hourStart, open: 61_000, high: 61_100, low: 60_900, close: 61_005 }];
    live.answer = [{ ...live.good("BTCUSDT"), bid: "57900", ask: "57910" }];
    await service.quotes(["BTCUSDT"]);
    const candles = await service.chartCandles("BTCUSDT", "1h", 10);
    expect(candles.candles).toEqual([
      { time: hourStart, open: 61_000, high: 61_100, low: 57_905, close: 57_905 },
    ]);
    // Figures computed from candles (volatility) read the feed's own.
    expect((await service.candles("BTCUSDT", "1h", 10)).candles[0]?.close).toBe(61_005);
    // The next quote moves it again, while the candles themselves are still cached.
    clock.now += 5_000;
    live.answer = [{ ...live.good("BTCUSDT"), bid: "58000", ask: "58010" }];
    await service.quotes(["BTCUSDT"]);
    const calls = live.calls;
    expect((await service.chartCandles("BTCUSDT", "1h", 10)).candles[0]?.close).toBe(58_005);
    expect(live.calls).toBe(calls);
  });

  it("gives a listed symbol no price at all until the feed has answered once", async () => {
    const live = new FakeLive();
    live.fail = true;
    const service = new MarketService({ live, fallback: new SimulatedProvider(fixedNow), now: fixedNow });
    const result = await service.quotes(["BTCUSD", "SPX"]);
    expect(result.quotes.map((quote) => quote.symbol)).toEqual(["SPX"]);
  });

  it("counts and refuses quotes the order path could not read, crossed books and missing rows", async () => {
    const { live, service, clock } = onFakeFeed({ quotesTtlMs: 1 });
    await service.quotes(["BTCUSD"]);
    const cases: [Partial<ProviderQuote> | "none", string][] = [
      [{ bid: "1000000000000", ask: "1000000000001" }, "unreadable"],
      [{ bid: "0.000000001", ask: "0.000000002" }, "unreadable"],
      [{ bid: "0", ask: "100" }, "unreadable"],
      [{ bid: "-1", ask: "100" }, "unreadable"],
      [{ bid: "1e5", ask: "100" }, "unreadable"],
      [{ bid: "abc", ask: "100" }, "unreadable"],
      [{ price: Number.NaN }, "unreadable"],
      [{ bid: "100.2", ask: "100.1" }, "crossed"],
      ["none", "missing"],
    ];
    for (const [change, reason] of cases) {
      live.answer = change === "none" ? [] : [{ ...live.good("BTCUSD"), ...change }];
      clock.now += 10;
      const before = service.missedQuotes[reason as keyof typeof service.missedQuotes];
      const quote = (await service.quotes(["BTCUSD"])).quotes[0];
      expect(quote, reason).toMatchObject({ bid: "99.9", ask: "100.1", stale: true });
      expect(service.missedQuotes[reason as keyof typeof service.missedQuotes]).toBe(before + 1);
    }
  });

  it("holds a move beyond the price band until the next poll confirms it", async () => {
    const { live, service, clock } = onFakeFeed({
      quotesTtlMs: 1,
      priceBand: { percent: 20, windowMs: 60_000 },
    });
    await service.quotes(["BTCUSD"]);
    const at = (bid: string, ask: string) => {
      live.answer = [{ ...live.good("BTCUSD"), bid, ask }];
      clock.now += 1000;
      return service.quotes(["BTCUSD"]).then((result) => result.quotes[0]);
    };
    expect(await at("119.9", "120.1")).toMatchObject({ bid: "119.9", stale: false }); // +20%: inside
    expect(await at("149.9", "150.1")).toMatchObject({ bid: "119.9", stale: true }); // +25%: held
    expect(service.missedQuotes["outside-band"]).toBe(1);
    expect(await at("150.9", "151.1")).toMatchObject({ bid: "150.9", stale: false }); // confirmed
    expect(await at("59.9", "60.1")).toMatchObject({ bid: "150.9", stale: true }); // held
    expect(await at("149.9", "150.1")).toMatchObject({ bid: "149.9", stale: false }); // not confirmed: back
    expect(await at("59.9", "60.1")).toMatchObject({ bid: "149.9", stale: true }); // held again
    clock.now += 60_000; // a last good quote over a minute old is no reference
    expect(await at("59.9", "60.1")).toMatchObject({ bid: "59.9", stale: false });
  });
});

describe("exchange provider", () => {
  it("maps the exchange's answers and fails on a bad one", async () => {
    const fetchStub: typeof fetch = async (input) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.pathname.endsWith("/ticker/24hr")) {
        return Response.json([
          { symbol: "BTCUSDT", lastPrice: "65000.5", priceChange: "-10", priceChangePercent: "-0.02" },
        ]);
      }
      if (url.pathname.endsWith("/ticker/bookTicker")) {
        return Response.json([
          {
            symbol: "BTCUSDT",
            bidPrice: "65000.01000000",
            bidQty: "1",
            askPrice: "65000.02000000",
            askQty: "2",
          },
        ]);
      }
      if (url.pathname.endsWith("/klines")) {
        return Response.json([[1_700_000_000_000, "1", "2", "0.5", "1.5", "10", 1_700_003_599_999]]);
      }
      return new Response("nope", { status: 500 });
    };
    const provider = new ExchangeProvider("https://feed.example", 500, fetchStub);
    expect(await provider.quotes(["BTCUSD"])).toEqual([
      {
        symbol: "BTCUSD",
        price: 65000.5,
        change: -10,
        changePercent: -0.02,
        bid: "65000.01",
        ask: "65000.02",
      },
    ]);
    expect(await provider.candles("BTCUSDT", "1h", 1)).toEqual([
      { time: 1_700_000_000, open: 1, high: 2, low: 0.5, close: 1.5 },
    ]);
    expect(provider.supports("SPX")).toBe(false);
    const broken = new ExchangeProvider("https://feed.example", 500, async () =>
      Response.json({ unexpected: true }),
    );
    await expect(broken.quotes(["BTCUSD"])).rejects.toThrow();
    // A list with an unreadable row: that symbol is left out, the answer is not thrown away.
    const partial = new ExchangeProvider("https://feed.example", 500, async (input) => {
      const url = new URL(input instanceof Request ? input.url : input);
      return url.pathname.endsWith("/ticker/24hr")
        ? Response.json([
            { symbol: "BTCUSDT" },
            { symbol: "ETHUSDT", lastPrice: "3000", priceChange: "1", priceChangePercent: "0.1" },
          ])
        : Response.json([
            { symbol: "BTCUSDT", bidPrice: "1", askPrice: "2" },
            { symbol: "ETHUSDT", bidPrice: "2999.50000000", askPrice: "3000.50000000" },
          ]);
    });
    expect(await partial.quotes(["BTCUSD", "ETHUSD"])).toEqual([
      { symbol: "ETHUSD", price: 3000, change: 1, changePercent: 0.1, bid: "2999.5", ask: "3000.5" },
    ]);
  });
});
