import { describe, expect, it } from "vitest";
import type { Candle, MarketSymbol } from "../../shared/schemas/market";
import { ExchangeProvider } from "./exchange-provider";
import { MarketService } from "./market-service";
import type { MarketProvider, ProviderQuote } from "./provider";
import { SimulatedProvider } from "./simulated-provider";

const fixedNow = () => Date.UTC(2026, 0, 15, 12, 34, 56);

class FakeLive implements MarketProvider {
  readonly name = "exchange";
  readonly simulated = false;
  calls = 0;
  fail = false;
  supports(symbol: MarketSymbol) {
    return symbol === "BTCUSD" || symbol === "BTCUSDT";
  }
  async quotes(symbols: readonly MarketSymbol[]): Promise<ProviderQuote[]> {
    this.calls += 1;
    if (this.fail) throw new Error("offline");
    return symbols.map((symbol) => ({
      symbol,
      price: 100,
      change: 1,
      changePercent: 1,
      bid: "99.9",
      ask: "100.1",
    }));
  }
  async candles(): Promise<Candle[]> {
    this.calls += 1;
    if (this.fail) throw new Error("offline");
    return [{ time: 0, open: 1, high: 2, low: 0.5, close: 1.5 }];
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

  it("caches, and after a feed failure falls back without retrying until the pause ends", async () => {
    let now = fixedNow();
    const live = new FakeLive();
    live.fail = true;
    const service = new MarketService({
      live,
      fallback: new SimulatedProvider(() => now),
      now: () => now,
      retryAfterMs: 60_000,
      quotesTtlMs: 1000,
    });
    const first = await service.quotes(["BTCUSD"]);
    expect(first.simulated).toBe(true);
    expect(live.calls).toBe(1);
    await service.quotes(["BTCUSD"]); // cached
    now += 2000;
    await service.quotes(["BTCUSD"]); // cache expired, circuit still open
    expect(live.calls).toBe(1);
    now += 60_000;
    live.fail = false;
    const recovered = await service.quotes(["BTCUSD"]);
    expect(recovered.simulated).toBe(false);
    expect(live.calls).toBe(2);
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
  });
});
