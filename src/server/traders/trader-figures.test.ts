import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { riskScoreOf } from "../../shared/risk-bands";
import { marketStatsOutput } from "../../shared/schemas/market-stats";
import { type TraderDetail, traderDetail, tradersOutput } from "../../shared/schemas/traders";
import { copies, fills, navSnapshots, positions, tradingAccounts, users } from "../db/schema";
import { activeUser, post } from "../ledger/money-test-kit";
import { call } from "../test/test-app";
import { liveTrader as newLiveTrader } from "../trading/trading-test-fixtures";
import { accountOf, makeTrader, openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { annualisedVolatility } from "./instrument-volatility";
import { forgetTraders } from "./list-traders";
import { traderRiskScore } from "./risk-score";
import { snapshotNav } from "./snapshot-nav";

const DAY = 86_400_000;

describe("trader figures: NAV units, returns, drawdown, closed positions, the public list and page", () => {
  const t = useTradingApp();

  /** A trader with $2,000 in their balance; `transfer` here must succeed. */
  async function liveTrader() {
    const trader = await newLiveTrader(t, "2000");
    const transfer = async (direction: "in" | "out", amount: string) => {
      const response = await trader.transfer(direction, amount);
      expect(response.statusCode, response.body).toBe(200);
    };
    return { ...trader, transfer };
  }
  /** BTC back at 50,000 / 50,010; a trader who moved `cash` to their live account and bought `quantity` BTC. */
  async function traderLongBtc(cash: string, quantity: string, leverage: number) {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await liveTrader();
    await trader.transfer("in", cash);
    await trader.open({ symbol: "BTCUSD", side: "buy", quantity, leverage });
    return trader;
  }
  const list = async () => {
    forgetTraders();
    const response = await call(t.app, { method: "GET", url: "/api/v1/traders" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=30");
    return tradersOutput.parse(response.json());
  };
  const page = async (id: string): Promise<TraderDetail> => {
    const response = await call(t.app, { method: "GET", url: `/api/v1/traders/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return traderDetail.parse(response.json());
  };
  const stats = async () => {
    const response = await call(t.app, { method: "GET", url: "/api/v1/market-stats" });
    expect(response.statusCode, response.body).toBe(200);
    return marketStatsOutput.parse(response.json());
  };
  const closedRow = (accountId: string, realizedPnl: bigint, hours: number, closedAt = new Date()) =>
    ({
      id: randomUUID(),
      accountId,
      symbol: "BTCUSD",
      side: "buy",
      quantity: "0",
      averagePrice: "50000",
      leverage: 1,
      margin: 0n,
      realizedPnl,
      status: "closed",
      closeReason: "close",
      openedAt: new Date(closedAt.getTime() - hours * 3_600_000),
      closedAt,
    }) satisfies typeof positions.$inferInsert;

  /** The fill that closed a position made by closedRow, at its close time. */
  const closingFill = (position: ReturnType<typeof closedRow>) =>
    ({
      id: randomUUID(),
      accountId: position.accountId,
      positionId: position.id,
      symbol: position.symbol,
      side: "sell",
      quantity: "0.01",
      price: "50000",
      leverage: 1,
      reason: "close",
      realizedPnl: position.realizedPnl,
      createdAt: position.closedAt,
    }) satisfies typeof fills.$inferInsert;

  // First in the file: no closed live positions yet, so the counts are exactly what it inserts.
  it("landing figures: configured below 100 closed live positions, measured from 100", async () => {
    const trader = await liveTrader();
    const rows = Array.from({ length: 99 }, (_, index) =>
      closedRow(trader.live.id, index < 66 ? 200n : -100n, 1),
    );
    await t.app.db.insert(positions).values(rows);
    // A practice position and one closed 13 months ago never count.
    const practice = await accountOf(t.app, trader.cookie, "practice");
    await t.app.db
      .insert(positions)
      .values([
        closedRow(practice.id, 500n, 1),
        closedRow(trader.live.id, 500n, 1, new Date(Date.now() - 396 * DAY)),
      ]);
    expect((await stats()).positions).toBeNull();

    await t.app.db.insert(positions).values(closedRow(trader.live.id, 200n, 1));
    // 67 wins of $2.00, 33 losses of $1.00: 67.00%, 13,400 / 3,300 = 4.06, one hour each.
    expect((await stats()).positions).toEqual({
      count: 100,
      winRate: "67.00",
      profitFactor: "4.06",
      averageDurationSeconds: 3600,
    });
    expect((await stats()).investors).toBeNull();
  });

  it("money moved in and out never looks like return: the return is the price moves only", async () => {
    const trader = await traderLongBtc("600", "0.01", 1);
    // Price move 1: equity 600 + (55,000 - 50,010) x 0.01 = 649.90 on 600 units.
    setPrice(t.app, t.feed, "BTCUSDT", "55000.00", "55010.00");
    await trader.transfer("in", "300");
    // Price move 2: 900 + 99.90 = 999.90; then $100 out.
    setPrice(t.app, t.feed, "BTCUSDT", "60000.00", "60010.00");
    await trader.transfer("out", "100");
    // Price move 3: 800 + 69.90 = 869.90.
    setPrice(t.app, t.feed, "BTCUSDT", "57000.00", "57010.00");

    const snapshots = await t.app.db
      .select()
      .from(navSnapshots)
      .where(eq(navSnapshots.accountId, trader.live.id))
      .orderBy(navSnapshots.id);
    expect(snapshots.map((row) => [row.reason, row.equity, row.units])).toEqual([
      ["flow", 60_000n, "600"],
      ["flow", 94_990n, "876.96568704"],
      ["flow", 89_990n, "789.2603478"],
    ]);

    const figures = await page(trader.user.id);
    // (649.90 / 600) x (999.90 / 949.90) x (869.90 / 899.90) - 1 = 10.217...%, not 869.90 / 800 - 1.
    expect(figures).toMatchObject({
      mode: "live",
      ownEquity: "869.90",
      returnSinceStart: "10.21",
      return30d: null,
      return12m: null,
      isNew: true,
      status: "active",
    });
    // NAV per unit does not move at a transfer: the series is the three price moves.
    expect(figures.navSeries.map((point) => point.nav)).toEqual([
      "100.00",
      "108.31666666",
      "114.01814401",
      "110.21711687",
    ]);
    // Peak 114.018 to 110.217: a 3.33% drawdown.
    expect(figures.maxDrawdown).toBe("3.33");

    // The hourly snapshot: equity marked at the quotes, once per hour.
    await snapshotNav(t.app.db, t.app.market);
    await snapshotNav(t.app.db, t.app.market);
    const hourly = await t.app.db
      .select()
      .from(navSnapshots)
      .where(and(eq(navSnapshots.accountId, trader.live.id), eq(navSnapshots.reason, "hourly")));
    expect(hourly.map((row) => [row.equity, row.units])).toEqual([[86_990n, "789.2603478"]]);
    expect((await page(trader.user.id)).returnSinceStart).toBe("10.21");

    // Risk: 0.01 BTC at 57,000 = $570 on $869.90 of equity, at the candles' volatility.
    const closes: string[] = [];
    for (let day = 0; day <= 30; day++) closes.push((57_000 * (day % 2 === 0 ? 1 : 1.02)).toFixed(2));
    t.feed.pairs.set("BTCUSDT", { bid: "57000.00", ask: "57010.00", closes });
    t.app.market.forget();
    const volatility = annualisedVolatility(closes.map(Number), 365)!;
    const expected = riskScoreOf((volatility * 57_000) / 86_990);
    expect(expected).toBeGreaterThan(1);
    expect(await traderRiskScore(t.app.db, t.app.market, trader.user.id)).toBe(expected);
    expect((await page(trader.user.id)).riskScore).toBe(expected);
    expect((await list()).find((item) => item.id === trader.user.id)?.riskScore).toBe(expected);
  });

  it("a practice reset is a flow: out all, in $10,000, never a return", async () => {
    setPrice(t.app, t.feed, "ETHUSDT", "3000.00", "3001.00");
    const user = await activeUser(t.app);
    await makeTrader(t.app, t.admin, user.user.id);
    const practice = await accountOf(t.app, user.cookie, "practice");
    await openPosition(t.app, user.cookie, {
      accountId: practice.id,
      symbol: "ETHUSD",
      side: "buy",
      quantity: "0.1",
      leverage: 1,
    });
    // (2,900 - 3,001) x 0.1 = -10.10: NAV 0.99899.
    setPrice(t.app, t.feed, "ETHUSDT", "2900.00", "2901.00");
    const reset = await post(t.app, user.cookie, `/api/v1/trading/accounts/${practice.id}/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    const snapshots = await t.app.db
      .select()
      .from(navSnapshots)
      .where(eq(navSnapshots.accountId, practice.id))
      .orderBy(navSnapshots.id);
    expect(snapshots.map((row) => [row.equity, row.units])).toEqual([
      [1_000_000n, "10000"],
      [998_990n, "10000"],
      [0n, "0"],
      [1_000_000n, "10000"],
    ]);
    const figures = await page(user.user.id);
    expect(figures).toMatchObject({ mode: "practice", ownEquity: "10000.00", returnSinceStart: "-0.10" });
    expect(figures.navSeries.map((point) => point.nav)).toEqual(["100.00", "99.899", "99.899", "99.899"]);
  });

  it("returns over 30 days, 12 months and since start, drawdown and monthly returns from NAV per unit", async () => {
    const trader = await liveTrader();
    await trader.transfer("in", "1000");
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY);
    await t.app.db
      .update(navSnapshots)
      .set({ at: at(400) })
      .where(eq(navSnapshots.accountId, trader.live.id));
    // NAV per unit: 0.50, 1.00 (the transfer), 0.80, 1.20, 0.90, 1.10, and 1.00 now (1,000 on 1,000 units).
    await t.app.db.insert(navSnapshots).values(
      (
        [
          [500, 50_000n],
          [300, 80_000n],
          [200, 120_000n],
          [100, 90_000n],
          [20, 110_000n],
        ] as const
      ).map(
        ([days, equity]) =>
          ({
            accountId: trader.live.id,
            equity,
            units: "1000",
            reason: "hourly",
            at: at(days),
          }) satisfies typeof navSnapshots.$inferInsert,
      ),
    );
    // Closed trades: +3.00, +1.00, -2.00, -0.50, +1.50 held 1 to 5 hours (each a position and its closing fill).
    const closed = [
      closedRow(trader.live.id, 300n, 1),
      closedRow(trader.live.id, 100n, 2),
      closedRow(trader.live.id, -200n, 3),
      closedRow(trader.live.id, -50n, 4),
      closedRow(trader.live.id, 150n, 5),
    ];
    await t.app.db.insert(positions).values(closed);
    const closedFills = closed.map(closingFill);
    await t.app.db.insert(fills).values(closedFills);

    const figures = await page(trader.user.id);
    expect(figures).toMatchObject({
      returnSinceStart: "100.00", // 1.00 / 0.50
      return12m: "0.00", // from 1.00, 400 days ago (the last point before the 12 months)
      return30d: "11.11", // 1.00 / 0.90, 100 days ago
      maxDrawdown: "25.00", // 1.20 to 0.90
      isNew: false,
      tradesBasis: 5,
      winRate: "60.00",
      profitFactor: "2.20", // 5.50 / 2.50
      averageHoldingSeconds: 10_800,
      closedPositionCount: 5,
      ownEquity: "1000.00",
    });
    const monthOf = (days: number) => at(days).toISOString().slice(0, 7);
    expect(figures.monthlyReturns.slice(0, 5)).toEqual([
      { month: monthOf(500), return: "0.00" },
      { month: monthOf(400), return: "100.00" },
      { month: monthOf(300), return: "-20.00" },
      { month: monthOf(200), return: "50.00" },
      { month: monthOf(100), return: "-25.00" },
    ]);
    // Ranked by risk-adjusted return among the established: 0.00 / 25.
    const ranked = await list();
    const index = ranked.findIndex((item) => item.id === trader.user.id);
    expect(ranked.slice(0, index).every((item) => !item.isNew && item.status === "active")).toBe(true);
    // The made-up closing fills have no ledger entries: removed before the ledger is checked.
    await t.app.db.delete(fills).where(
      inArray(
        fills.id,
        closedFills.map((fill) => fill.id),
      ),
    );
  });

  it("lists stopped traders with their status; hides recent prices when the trader asks", async () => {
    const trader = await liveTrader();
    await trader.transfer("in", "1000");
    const positionId = await trader.open({ symbol: "BTCUSD", side: "buy", quantity: "0.01", leverage: 2 });
    expect((await page(trader.user.id)).openPositions[0]?.averagePrice).not.toBeNull();

    const other = await activeUser(t.app);
    const notTrader = await call(t.app, {
      method: "PATCH",
      url: "/api/v1/me/trader",
      cookie: other.cookie,
      payload: { hidesRecentPrices: true },
    });
    expect(notTrader.statusCode).toBe(404);
    const hide = await call(t.app, {
      method: "PATCH",
      url: "/api/v1/me/trader",
      cookie: trader.cookie,
      payload: { hidesRecentPrices: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().hidesRecentPrices).toBe(true);
    const hidden = await page(trader.user.id);
    expect(hidden.openPositions).toEqual([
      expect.objectContaining({ symbol: "BTCUSD", side: "buy", averagePrice: null }),
    ]);
    // Margin 0.01 x ask / 2 of equity ~1,000: about 25%.
    expect(Number(hidden.openPositions[0]!.shareOfEquity)).toBeGreaterThan(20);
    // An hour later the price shows.
    const earlier = new Date(Date.now() - 2 * 3_600_000);
    await t.app.db.update(fills).set({ createdAt: earlier }).where(eq(fills.positionId, positionId));
    await t.app.db.update(positions).set({ openedAt: earlier }).where(eq(positions.id, positionId));
    expect((await page(trader.user.id)).openPositions[0]?.averagePrice).toMatch(/^\d+(\.\d+)?$/);

    const stop = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${trader.user.id}/trader`,
      cookie: t.admin,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const listed = (await list()).find((item) => item.id === trader.user.id);
    expect(listed).toMatchObject({ status: "stopped", mode: "live" });
    expect((await page(trader.user.id)).status).toBe("stopped");
    const missing = await call(t.app, { method: "GET", url: "/api/v1/traders/nobody" });
    expect(missing.statusCode).toBe(404);
    // Every trader is listed.
    const [count] = await t.app.db.execute(sql`select count(*)::int as n from traders`).then((r) => r.rows);
    expect((await list()).length).toBe(Number((count as { n: number }).n));
    expect(
      await t.app.db.select().from(tradingAccounts).where(eq(tradingAccounts.userId, trader.user.id)),
    ).toHaveLength(2);
  });
  it("landing risk warning: the measured share of investors who lost money from 50 of them", async () => {
    const trader = await liveTrader();
    const investor = async (pnl: bigint, feesPaid = 0n, mode: "live" | "practice" = "live") => {
      const id = randomUUID();
      await t.app.db.insert(users).values({
        id,
        name: `Investor ${id.slice(0, 6)}`,
        email: `investor.${id}@example.com`,
        referralId: `inv${id.slice(0, 8)}`,
        country: "Kenya",
      });
      const accountId = randomUUID();
      await t.app.db.insert(tradingAccounts).values({ id: accountId, userId: id, kind: "copy", mode });
      await t.app.db.insert(copies).values({
        id: randomUUID(),
        investorId: id,
        traderId: trader.user.id,
        accountId,
        mode,
        stopLossPercent: 50,
        copyOpenPositions: false,
        invested: 10_000n,
        highWaterMark: "100",
        traderNavAtStart: "100",
        feesPaid,
      });
      await t.app.db.insert(positions).values(closedRow(accountId, pnl, 1));
    };
    // 49 investors: 20 lost on their positions, 1 gained $1.00 but paid $1.50 of profit share.
    for (let index = 0; index < 20; index++) await investor(-100n);
    await investor(100n, 150n);
    for (let index = 0; index < 28; index++) await investor(100n);
    await investor(-500n, 0n, "practice");
    expect((await stats()).investors).toBeNull();
    await investor(-100n);
    // 22 of 50 lost money.
    expect((await stats()).investors).toEqual({ count: 50, lostPercent: "44.00" });
    // The seeded fee has no profit-share entry behind it: cleared so the ledger check after the test
    // (fees paid = profit-share entries) judges only real money.
    await t.app.db.update(copies).set({ feesPaid: 0n }).where(eq(copies.traderId, trader.user.id));
  });

  it("a trader whose equity fell to 5% of the money moved in is listed as blown-up", async () => {
    const trader = await traderLongBtc("100", "0.002", 2);
    // (2,525 - 50,010) x 0.002 = -94.97: equity 5.03, above $5.00.
    setPrice(t.app, t.feed, "BTCUSDT", "2525.00", "2526.00");
    expect((await list()).find((item) => item.id === trader.user.id)).toMatchObject({
      status: "active",
      ownEquity: "5.03",
    });
    // (2,500 - 50,010) x 0.002 = -95.02: equity 4.98, at most 5% of $100.
    setPrice(t.app, t.feed, "BTCUSDT", "2500.00", "2501.00");
    const listed = await list();
    expect(listed.find((item) => item.id === trader.user.id)).toMatchObject({
      status: "blown-up",
      ownEquity: "4.98",
      returnSinceStart: "-95.02",
    });
    // Listed after every active trader.
    const index = listed.findIndex((item) => item.id === trader.user.id);
    expect(listed.slice(index).every((item) => item.status !== "active")).toBe(true);
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
  });
});
