/** Issue 33 point 5: reading is a query, mapping a function: the copies list costs the same queries for 1 copy or 20. */
import { describe, expect, it } from "vitest";
import { countingDb } from "../test/count-queries";
import { useTradingApp } from "../trading/trading-test-kit";
import { copyAction, investorWith, startCopy } from "./copy-test-kit";
import { copiesOf } from "./list-copies";
import { traderLongBtc } from "./long-btc-scene";

describe("the copies list", () => {
  const t = useTradingApp();

  it("answers in as many queries for 20 copies as for one", { timeout: 180_000 }, async () => {
    const trader = await traderLongBtc(t);
    const investor = await investorWith(t, "2000");
    const counted = countingDb(t.app);
    const listed = async () => {
      const before = counted.queries();
      const list = await copiesOf(counted.db, t.app.market, investor.userId);
      return { list, queries: counted.queries() - before };
    };
    const start = () =>
      startCopy(t.app, investor.cookie, { traderId: trader.userId, copyOpenPositions: true });

    let current = await start();
    const one = await listed();
    expect(one.list.map((copy) => copy.status)).toEqual(["active"]);
    // The mirrored BTC long is in the copy's figures: the list read its positions and quotes.
    expect(one.list[0]!.usedMargin).not.toBe("0.00");
    // Nineteen stopped copies (a stopped copy's trader return is read as of its stop) and a running one.
    for (let stopped = 0; stopped < 19; stopped++) {
      const stop = await copyAction(t.app, investor.cookie, current.id, "stop");
      expect(stop.statusCode, stop.body).toBe(200);
      current = await start();
    }
    const twenty = await listed();
    expect(twenty.list).toHaveLength(20);
    expect(twenty.list.filter((copy) => copy.status === "stopped")).toHaveLength(19);
    expect(twenty.queries).toBe(one.queries);
  });
});
