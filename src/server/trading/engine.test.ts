import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { QuotesOutput } from "../../shared/schemas/market";
import { post } from "../ledger/money-test-kit";
import { evaluateQuotes } from "./evaluate-quotes";
import { liveTrader, practiceUser } from "./trading-test-fixtures";
import { accountOf, positionsOf, setPrice, useTradingApp } from "./trading-test-kit";

describe("the engine on each round of quotes (issue 12 point 6)", () => {
  const t = useTradingApp();
  const round = (symbols: string[]) => t.app.market.quotes(symbols as never) as Promise<QuotesOutput>;
  const closesOf = async (positionId: string) =>
    (
      await t.app.db.execute(
        sql`select reason, price::text as price from fills where position_id = ${positionId} and reason <> 'open'`,
      )
    ).rows as { reason: string; price: string }[];

  /** A new user's practice account long 0.1 BTC (or `quantity`) at 50,010 with a stop-loss at 49,000. */
  async function longWithStopLoss(quantity = "0.1") {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const user = await practiceUser(t.app);
    return {
      ...user,
      id: await user.open({ symbol: "BTCUSD", side: "buy", quantity, leverage: 2, stopLoss: "49000" }),
    };
  }
  /** A new trader whose live account holds `cash` dollars, all of their balance. */
  async function fundedLiveTrader(cash: string) {
    const trader = await liveTrader(t, cash);
    await trader.transfer("in", cash);
    return trader;
  }

  it("closes a long at the bid that crossed its stop-loss, once, also when rounds race", async () => {
    const { cookie, practice, id } = await longWithStopLoss();
    setPrice(t.app, t.feed, "BTCUSDT", "49500.00", "49510.00");
    expect(await evaluateQuotes(t.app.db, await round(["BTCUSD"]))).toEqual({
      stopLosses: 0,
      takeProfits: 0,
      closeOuts: 0,
    });
    setPrice(t.app, t.feed, "BTCUSDT", "48990.00", "49000.00");
    const quotes = await round(["BTCUSD"]);
    const rounds = await Promise.all([1, 2, 3].map(() => evaluateQuotes(t.app.db, quotes)));
    expect(rounds.reduce((sum, item) => sum + item.stopLosses, 0)).toBe(1);
    expect(await closesOf(id)).toEqual([{ reason: "stop-loss", price: "48990" }]);
    const [closed] = await positionsOf(t.app, cookie, practice.id, "closed");
    // (48,990 - 50,010) x 0.1 = -$102.00.
    expect(closed).toMatchObject({ id, closeReason: "stop-loss", realizedPnl: "-102.00" });
  });

  it("closes a short at the ask that reached its take-profit", async () => {
    setPrice(t.app, t.feed, "ETHUSDT", "3000.00", "3001.00");
    const { cookie, open } = await practiceUser(t.app);
    const id = await open({ symbol: "ETHUSD", side: "sell", quantity: "1", leverage: 2, takeProfit: "2900" });
    setPrice(t.app, t.feed, "ETHUSDT", "2899.00", "2900.00");
    expect((await evaluateQuotes(t.app.db, await round(["ETHUSD"]))).takeProfits).toBe(1);
    expect(await closesOf(id)).toEqual([{ reason: "take-profit", price: "2900" }]);
    expect((await accountOf(t.app, cookie, "practice")).cash).toBe("10100.00");
  });

  it("never triggers on stale quotes, nor on simulated quotes for live accounts", async () => {
    const { id } = await longWithStopLoss();
    const crossed = await round(["BTCUSD"]);
    const quote = { ...crossed.quotes[0]!, bid: "40000", ask: "40010" };
    const stale: QuotesOutput = { ...crossed, quotes: [{ ...quote, stale: true }] };
    expect((await evaluateQuotes(t.app.db, stale)).stopLosses).toBe(0);
    const simulated: QuotesOutput = { ...crossed, quotes: [{ ...quote, simulated: true }] };
    // Practice money may follow simulated prices; live money never (next test).
    expect((await evaluateQuotes(t.app.db, simulated)).stopLosses).toBe(1);
    expect(await closesOf(id)).toEqual([{ reason: "stop-loss", price: "40000" }]);

    const trader = await fundedLiveTrader("1000");
    const liveId = await trader.open({
      symbol: "BTCUSD",
      side: "buy",
      quantity: "0.01",
      leverage: 2,
      stopLoss: "49000",
    });
    expect((await evaluateQuotes(t.app.db, simulated)).stopLosses).toBe(0);
    expect((await evaluateQuotes(t.app.db, stale)).stopLosses).toBe(0);
    expect(await closesOf(liveId)).toEqual([]);
    const real: QuotesOutput = { ...crossed, quotes: [quote] };
    expect((await evaluateQuotes(t.app.db, real)).stopLosses).toBe(1);
    expect(await closesOf(liveId)).toEqual([{ reason: "stop-loss", price: "40000" }]);
  });

  it("closes out an account at 50% margin level, biggest loss first, and stops there", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    setPrice(t.app, t.feed, "SOLUSDT", "150.00", "150.10");
    const { cookie, practice, place } = await practiceUser(t.app);
    const buy = (symbol: string, quantity: string) => place({ symbol, side: "buy", quantity, leverage: 2 });
    expect((await buy("BTCUSD", "0.3")).statusCode).toBe(201);
    expect((await buy("SOLUSD", "10")).statusCode).toBe(201);
    // Used margin 7,501.50 + 750.50; at BTC 37,000 equity is 10,000 - 3,903 - 1 = 6,096 (73.9%).
    setPrice(t.app, t.feed, "BTCUSDT", "37000.00", "37010.00");
    expect((await evaluateQuotes(t.app.db, await round(["BTCUSD", "SOLUSD"]))).closeOuts).toBe(0);
    // At 30,000: equity 10,000 - 6,003 - 1 = 3,996, margin level 48.4%.
    setPrice(t.app, t.feed, "BTCUSDT", "30000.00", "30010.00");
    expect((await evaluateQuotes(t.app.db, await round(["BTCUSD", "SOLUSD"]))).closeOuts).toBe(1);
    const [closed] = await positionsOf(t.app, cookie, practice.id, "closed");
    expect(closed).toMatchObject({
      symbol: "BTCUSD",
      closeReason: "margin-close-out",
      realizedPnl: "-6003.00",
    });
    const [open] = await positionsOf(t.app, cookie, practice.id);
    expect(open).toMatchObject({ symbol: "SOLUSD", status: "open" });
  });

  it("closes out an account whose cash went out since the last round (its close-out prices are forgotten)", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await fundedLiveTrader("10000");
    await trader.place({ symbol: "BTCUSD", side: "buy", quantity: "0.3", leverage: 2 });
    // The round sets its close-out price with $10,000 of cash: about 29,200.
    expect((await evaluateQuotes(t.app.db, await round(["BTCUSD"]))).closeOuts).toBe(0);
    // Out goes the free margin (equity 9,997 - used 7,501.50): $2,495 of it.
    expect((await trader.transfer("out", "2495")).statusCode).toBe(200);
    // At 37,000: equity 7,505 - 3,903 = 3,602 against 7,501.50 of margin, 48.0%.
    setPrice(t.app, t.feed, "BTCUSDT", "37000.00", "37010.00");
    expect((await evaluateQuotes(t.app.db, await round(["BTCUSD"]))).closeOuts).toBe(1);
    const [closed] = await positionsOf(t.app, trader.cookie, trader.live.id, "closed");
    expect(closed).toMatchObject({ closeReason: "margin-close-out", realizedPnl: "-3903.00" });
  });

  it("protects a live account from a negative balance: the house absorbs the rest", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await fundedLiveTrader("600");
    await trader.place({ symbol: "BTCUSD", side: "buy", quantity: "0.02", leverage: 2 });
    setPrice(t.app, t.feed, "BTCUSDT", "19000.00", "19010.00");
    expect((await evaluateQuotes(t.app.db, await round(["BTCUSD"]))).closeOuts).toBe(1);
    // (19,000 - 50,010) x 0.02 = -$620.20: $600 from the cash, $20.20 written off.
    expect(await accountOf(t.app, trader.cookie, "live")).toMatchObject({ cash: "0.00", equity: "0.00" });
    const [closed] = await positionsOf(t.app, trader.cookie, trader.live.id, "closed");
    expect(closed).toMatchObject({ closeReason: "margin-close-out", realizedPnl: "-600.00" });
  });

  it("closes once when a manual close races the stop-loss", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { cookie, id } = await longWithStopLoss("0.05");
      setPrice(t.app, t.feed, "BTCUSDT", "48000.00", "48010.00");
      const quotes = await round(["BTCUSD"]);
      const [manual, engine] = await Promise.all([
        post(t.app, cookie, `/api/v1/positions/${id}/close`, {}),
        evaluateQuotes(t.app.db, quotes),
      ]);
      const closes = await closesOf(id);
      expect(closes).toHaveLength(1);
      if (manual.statusCode === 200) expect(engine.stopLosses).toBe(0);
      else {
        expect(manual.statusCode).toBe(409);
        expect(engine.stopLosses).toBe(1);
      }
    }
  });
});
