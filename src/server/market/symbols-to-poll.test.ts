import { describe, expect, it } from "vitest";
import { post } from "../ledger/money-test-kit";
import { practiceUser } from "../trading/trading-test-fixtures";
import { useTradingApp } from "../trading/trading-test-kit";
import { openPositionSymbols, symbolsToPoll } from "./symbols-to-poll";

describe("the symbols the price loop polls", () => {
  const t = useTradingApp();

  it("are those with an open position, long or short, and those watched; a closed position's are not", async () => {
    const trader = await practiceUser(t.app);
    expect(await openPositionSymbols(t.app.db)).toEqual([]);
    await trader.open({ symbol: "BTCUSD", side: "buy", quantity: "0.001", leverage: 2 });
    await trader.open({ symbol: "ETHUSD", side: "sell", quantity: "0.01", leverage: 2 });
    const sol = await trader.open({ symbol: "SOLUSD", side: "buy", quantity: "0.1", leverage: 2 });
    const closed = await post(t.app, trader.cookie, `/api/v1/positions/${sol}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await openPositionSymbols(t.app.db)).toEqual(["BTCUSD", "ETHUSD"]);
    expect(await symbolsToPoll({ watched: () => ["SPX", "BTCUSD"] }, t.app.db)).toEqual([
      "BTCUSD",
      "ETHUSD",
      "SPX",
    ]);
  });
});
