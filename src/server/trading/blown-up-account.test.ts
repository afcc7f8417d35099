import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { QuotesOutput } from "../../shared/schemas/market";
import { traderDetail } from "../../shared/schemas/traders";
import { navSnapshots, tradingAccounts } from "../db/schema";
import { call } from "../test/test-app";
import { forgetTraders } from "../traders/list-traders";
import { evaluateQuotes } from "./evaluate-quotes";
import { liveTrader } from "./trading-test-fixtures";
import { accountOf, setPrice, useTradingApp } from "./trading-test-kit";

describe("a blown-up account can be funded again (issue 29, point 5)", () => {
  const t = useTradingApp();

  it("after a close-out left no cash but units, money in restarts the units at $1.00; the figures keep the loss", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await liveTrader(t, "2000");
    expect((await trader.transfer("in", "1000")).statusCode).toBe(200);
    await trader.open({ symbol: "BTCUSD", side: "buy", quantity: "0.039", leverage: 2 });
    // A gap to 20,000: (20,000 - 50,010) x 0.039 = -1,170.39, beyond the 1,000 of cash. The
    // close-out takes all of it (the house writes off 170.39) and leaves the 1,000 units.
    setPrice(t.app, t.feed, "BTCUSDT", "20000.00", "20010.00");
    await evaluateQuotes(t.app.db, (await t.app.market.quotes(["BTCUSD"] as never)) as QuotesOutput);
    const blown = await accountOf(t.app, trader.cookie, "live");
    expect(blown).toMatchObject({ cash: "0.00", equity: "0.00" });
    const units = async () =>
      (await t.app.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, trader.live.id)))[0]!.units;
    expect(await units()).toBe("1000");

    const funded = await trader.transfer("in", "100");
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json()).toMatchObject({ cash: "100.00", equity: "100.00" });
    // The old units are worth nothing and end; the 100 dollars buy 100 new units at $1.00.
    expect(await units()).toBe("100");
    const series = await t.app.db
      .select({ equity: navSnapshots.equity, units: navSnapshots.units, reason: navSnapshots.reason })
      .from(navSnapshots)
      .where(eq(navSnapshots.accountId, trader.live.id))
      .orderBy(navSnapshots.id);
    expect(series.slice(-3)).toEqual([
      { equity: 0n, units: "1000", reason: "flow" },
      { equity: 0n, units: "0", reason: "flow" },
      { equity: 10_000n, units: "100", reason: "flow" },
    ]);

    // The public figures keep the loss: -100% since the start, a 100% drawdown, not a fresh $1.00.
    forgetTraders();
    const page = await call(t.app, { method: "GET", url: `/api/v1/traders/${trader.user.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(traderDetail.parse(page.json())).toMatchObject({
      returnSinceStart: "-100.00",
      maxDrawdown: "100.00",
    });

    // And the money can go out again.
    const out = await trader.transfer("out", "100");
    expect(out.statusCode, out.body).toBe(200);
    expect(await units()).toBe("0");
  });
});
