/** The copy tests' usual scene: BTC at 50,000 / 50,010, a trader long BTC, copies of them (not a test file itself). */
import { expect } from "vitest";
import { openPosition, setPrice, type TradingApp } from "../trading/trading-test-kit";
import { investorWith, startCopy, type Trader, traderWith } from "./copy-test-kit";

/** Opens a 2:1 BTC long of `quantity` on `accountId`; answers the position's id. */
export const buyBtc = (t: TradingApp, cookie: string, accountId: string, quantity: string) =>
  openPosition(t.app, cookie, { accountId, symbol: "BTCUSD", side: "buy", quantity, leverage: 2 });

/** BTC at 50,000 / 50,010 and a trader with $5,000 (traderWith) long `bought` BTC (buyBtc). */
export async function traderLongBtc(t: TradingApp, bought = "0.04"): Promise<Trader> {
  setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
  const trader = await traderWith(t, "5000");
  await buyBtc(t, trader.cookie, trader.accountId, bought);
  return trader;
}

/**
 * A live trader with $5,000 long `bought` BTC (traderLongBtc); then an investor with `balance`
 * dollars starts a live copy of them ($1,000 unless `extra` says otherwise) that opens the trader's
 * positions too.
 */
export async function liveCopyOfLongTrader(
  t: TradingApp,
  bought: string,
  balance: string,
  extra: Record<string, unknown> = {},
) {
  const trader = await traderLongBtc(t, bought);
  const investor = await investorWith(t, balance);
  const created = await startCopy(t.app, investor.cookie, {
    traderId: trader.userId,
    copyOpenPositions: true,
    ...extra,
  });
  return { trader, investor, created };
}

/** A trader long 0.04 BTC at 50,010 and a $1,000 live copy holding 0.008 BTC (investor balance 2,500). */
export async function copiedLong(t: TradingApp, extra: Record<string, unknown> = {}) {
  const copied = await liveCopyOfLongTrader(t, "0.04", "2500", extra);
  expect(copied.created.positions[0]?.quantity).toBe("0.008");
  return copied;
}
