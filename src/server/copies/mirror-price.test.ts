/** Issue 30 point 2: on our own book the copier gets what the trader got, when the copy is on time. */
import { describe, expect, it } from "vitest";
import type { Copy } from "../../shared/schemas/copies";
import { openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { copyOf, investorWith, startCopy, traderWith } from "./copy-test-kit";
import { runMirrorWorker } from "./run-mirror-worker";

describe("the mirroring price (issue 30 point 2)", () => {
  const t = useTradingApp();
  const trade = (cookie: string, accountId: string, side: "buy" | "sell", quantity: string) =>
    openPosition(t.app, cookie, { accountId, symbol: "BTCUSD", side, quantity, leverage: 2 });
  async function liveCopyOfTrader(amount: string) {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, amount);
    const copy = await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount });
    return { trader, investor, copy };
  }
  const openOf = (copy: Copy) => copy.positions.filter((position) => position.status === "open");

  it("fills a copy applied on time at the trader's price (slippage 0.00), a late one at its own quote with its slippage", async () => {
    const onTime = await liveCopyOfTrader("1000");
    await trade(onTime.trader.cookie, onTime.trader.accountId, "buy", "0.04");
    // The market moves before the copy is applied, within MARKET_STALE_MS of the trader's fill.
    setPrice(t.app, t.feed, "BTCUSDT", "50100.00", "50110.00");
    expect(await runMirrorWorker(t.app.db, t.app.market, { staleMs: 10_000 })).toBe(1);
    const copied = await copyOf(t.app, onTime.investor.cookie, onTime.copy.id);
    expect(openOf(copied)[0]).toMatchObject({ averagePrice: "50010", quantity: "0.008" });
    expect(copied.events.find((event) => event.kind === "mirrored")).toMatchObject({
      traderPrice: "50010",
      price: "50010",
      slippagePercent: "0.00",
    });

    const late = await liveCopyOfTrader("1000");
    await trade(late.trader.cookie, late.trader.accountId, "buy", "0.04");
    setPrice(t.app, t.feed, "BTCUSDT", "50100.00", "50110.00");
    // Applied after the stale limit (an outage, a backlog): the copy's own ask, its slippage shown.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await runMirrorWorker(t.app.db, t.app.market, { staleMs: 1 })).toBe(1);
    const lateCopy = await copyOf(t.app, late.investor.cookie, late.copy.id);
    expect(lateCopy.events.find((event) => event.kind === "mirrored")).toMatchObject({
      traderPrice: "50010",
      price: "50110",
      slippagePercent: "0.19", // (50,110 - 50,010) / 50,010, to the hundredth below
    });
  });
});
