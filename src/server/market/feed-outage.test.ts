/**
 * Issue 29 point 1 against the stub exchange: a feed outage of a few seconds leaves every figure
 * true. The listed instrument keeps its last real quote, stale with its age; orders and closes are
 * refused in both modes; nothing is triggered on a stale quote; the first fresh quote after the
 * outage makes live trading possible again at once (no minute-long circuit).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { quotesOutput } from "../../shared/schemas/market";
import { post } from "../ledger/money-test-kit";
import { getParsed } from "../test/get-parsed";
import { evaluateQuotes } from "../trading/evaluate-quotes";
import { liveTrader, practiceUser } from "../trading/trading-test-fixtures";
import { positionsOf, setPrice, useTradingApp } from "../trading/trading-test-kit";

describe("a feed outage of a few seconds (issue 29 point 1)", () => {
  const t = useTradingApp();
  const btcQuote = async () =>
    (await getParsed(t.app, "/api/v1/market/quotes?symbols=BTCUSD", quotesOutput)).quotes[0];
  const noEngineWork = { stopLosses: 0, takeProfits: 0, closeOuts: 0 };

  it("keeps the last real quote, stale; refuses orders in both modes; triggers nothing; trades at once after", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const investor = await practiceUser(t.app);
    const stopped = await investor.open({
      symbol: "BTCUSD",
      side: "buy",
      quantity: "0.1",
      leverage: 2,
      stopLoss: "49000",
    });
    const trader = await liveTrader(t, "1000");
    expect((await trader.transfer("in", "1000")).statusCode).toBe(200);
    const order = { symbol: "BTCUSD", side: "buy", quantity: "0.001", leverage: 2 };

    t.feed.fault = "down";
    t.app.market.forget();
    const outageStarted = Date.now();
    while (Date.now() - outageStarted < 2500) {
      const quote = await btcQuote();
      expect(quote).toMatchObject({
        bid: "50000",
        ask: "50010",
        source: "exchange",
        simulated: false,
        stale: true,
      });
      for (const refused of [await investor.place(order), await trader.place(order)]) {
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json().error).toEqual({
          code: "MARKET_DATA_STALE",
          message: "Market data is stale, try again",
        });
      }
      const close = await post(t.app, investor.cookie, `/api/v1/positions/${stopped}/close`, {});
      expect(close.json().error?.code, close.body).toBe("MARKET_DATA_STALE");
      // The round the price loop would evaluate, and the same round at a price through the stop.
      const round = await t.app.market.quotes(["BTCUSD"]);
      expect(await evaluateQuotes(t.app.db, round)).toEqual(noEngineWork);
      const crossing = { ...round, quotes: round.quotes.map((q) => ({ ...q, bid: "40000", ask: "40010" })) };
      expect(await evaluateQuotes(t.app.db, crossing)).toEqual(noEngineWork);
      t.app.market.forget();
      await sleep(250);
    }
    const aged = await btcQuote();
    expect(aged!.ageMs).toBeGreaterThanOrEqual(2500);
    expect(aged!.time).toBe(new Date(Date.parse(aged!.time)).toISOString());

    // A crossed book through the stop is refused where it enters: still stale, still nothing triggered.
    t.feed.fault = undefined;
    setPrice(t.app, t.feed, "BTCUSDT", "40010.00", "40000.00");
    await sleep(1000); // past the second's pause after the last failed read
    expect(await btcQuote()).toMatchObject({ bid: "50000", stale: true });
    expect(await evaluateQuotes(t.app.db, await t.app.market.quotes(["BTCUSD"]))).toEqual(noEngineWork);
    expect((await positionsOf(t.app, investor.cookie, investor.practice.id)).map((p) => p.id)).toEqual([
      stopped,
    ]);

    // The first fresh quote after the outage: live trading again at once.
    setPrice(t.app, t.feed, "BTCUSDT", "50100.00", "50110.00");
    const recovered = Date.now();
    expect(await btcQuote()).toMatchObject({ bid: "50100", stale: false, ageMs: expect.any(Number) });
    const filled = await trader.place(order);
    expect(filled.statusCode, filled.body).toBe(201);
    expect(filled.json().fill.price).toBe("50110");
    expect(Date.now() - recovered).toBeLessThan(1000);
  });
});
