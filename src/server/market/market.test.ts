import { describe, expect, it } from "vitest";
import { candlesOutput, quotesOutput } from "../../shared/schemas/market";
import { getParsed } from "../test/get-parsed";
import { call, useTestApp } from "../test/test-app";

describe("market endpoints (offline provider)", () => {
  // An unreachable feed: the service must fail fast; what the feed lists gets no price (never an
  // invented one, issue 29), the rest labelled simulated data.
  const t = useTestApp({ MARKET_FEED_URL: "http://127.0.0.1:9", MARKET_FEED_TIMEOUT_MS: "500" });

  it("serves the ticker defaults the feed does not list as simulated quotes, publicly, and no price for the rest", async () => {
    const started = Date.now();
    const response = await call(t.app, { method: "GET", url: "/api/v1/market/quotes" });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(200);
    const body = quotesOutput.parse(response.json());
    expect(body.simulated).toBe(true);
    expect(body.quotes.map((quote) => [quote.symbol, quote.label])).toEqual([
      ["SPX", "S&P 500"],
      ["NDX", "Nasdaq 100"],
    ]);
    for (const quote of body.quotes) {
      expect(quote.simulated).toBe(true);
      expect(quote.price).toBeGreaterThan(0);
    }
    expect(response.headers["cache-control"]).toContain("max-age");
  });

  it("answers a chosen symbol list and rejects unknown symbols with 400", async () => {
    const ok = await call(t.app, { method: "GET", url: "/api/v1/market/quotes?symbols=xauusd,SPX,btcusd" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().quotes.map((quote: { symbol: string }) => quote.symbol)).toEqual(["XAUUSD", "SPX"]);

    const bad = await call(t.app, { method: "GET", url: "/api/v1/market/quotes?symbols=DOGE" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Unknown market symbol");
  });

  it("serves BTCUSDT candles in time order, consistent OHLC, labelled simulated", async () => {
    const body = await getParsed(
      t.app,
      "/api/v1/market/candles?symbol=BTCUSDT&interval=1h&limit=100",
      candlesOutput,
    );
    expect(body).toMatchObject({ symbol: "BTCUSDT", interval: "1h", simulated: true, source: "simulated" });
    expect(body.candles).toHaveLength(100);
    for (const [index, candle] of body.candles.entries()) {
      expect(candle.time % 3600).toBe(0);
      if (index > 0) expect(candle.time - body.candles[index - 1]!.time).toBe(3600);
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
    }
  });

  it("defaults interval and limit, validates the query", async () => {
    const defaults = await call(t.app, { method: "GET", url: "/api/v1/market/candles?symbol=btcusdt" });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().interval).toBe("1h");
    expect(defaults.json().candles).toHaveLength(120);

    for (const query of [
      "",
      "symbol=NOPE",
      "symbol=BTCUSDT&interval=2h",
      "symbol=BTCUSDT&limit=5000",
      "symbol=BTCUSDT&limit=abc",
      "symbol=BTCUSDT&extra=1",
    ]) {
      const response = await call(t.app, { method: "GET", url: `/api/v1/market/candles?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("BAD_REQUEST");
    }
  });

  it("is listed in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/market/quotes", "/api/v1/market/candles", "/api/v1/contact"]),
    );
  });
});
