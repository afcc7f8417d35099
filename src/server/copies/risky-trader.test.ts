import { describe, expect, it } from "vitest";
import { activeUser } from "../ledger/money-test-kit";
import { call } from "../test/test-app";
import { traderRiskScore } from "../traders/risk-score";
import { accountOf, makeTrader, openPosition, useTradingApp } from "../trading/trading-test-kit";
import { createCopyRequest, investorWith } from "./copy-test-kit";

describe("copies: a trader with a risk score of 8 or more takes no new copies (issue 13)", () => {
  const t = useTradingApp();

  it("refuses the copy with its message once the trader's exposure makes the score 8+, and writes nothing", async () => {
    // A trader with no live money: their figures (and risk) come from the practice account.
    const { cookie, user } = await activeUser(t.app);
    await makeTrader(t.app, t.admin, user.id);
    const practice = await accountOf(t.app, cookie, "practice");
    const investor = await investorWith(t, "0");
    const copyPractice = () =>
      createCopyRequest(t.app, investor.cookie, {
        traderId: user.id,
        amount: "500",
        stopLossPercent: 20,
        copyOpenPositions: false,
        mode: "practice",
      });
    expect(await traderRiskScore(t.app.db, t.app.market, user.id)).toBe(1);

    // SPX at 20:1 with $9,000 of the $10,000 as margin: about 18x the equity in an index whose
    // published fallback volatility is 20% a year (simulated prices have no candles of their own).
    const { quotes } = await t.app.market.quotes(["SPX"]);
    const ask = Number(quotes[0]!.ask);
    const quantity = Math.floor((9_000 * 20) / ask);
    await openPosition(t.app, cookie, {
      accountId: practice.id,
      symbol: "SPX",
      side: "buy",
      quantity: String(quantity),
      leverage: 20,
    });
    expect(await traderRiskScore(t.app.db, t.app.market, user.id)).toBeGreaterThanOrEqual(8);

    const refused = await copyPractice();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({
      message: "This trader's risk score is 8 or more: new copies are not allowed",
    });
    const list = await call(t.app, { method: "GET", url: "/api/v1/copies", cookie: investor.cookie });
    expect(list.json()).toEqual([]);
  });
});
