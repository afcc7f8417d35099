import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MIN_TRADES_BASIS, traderDetail, tradersOutput } from "../../shared/schemas/traders";
import { copyOf, investorWith, startCopy, traderWith } from "../copies/copy-test-kit";
import { buyBtc } from "../copies/long-btc-scene";
import { runMirrorWorker } from "../copies/run-mirror-worker";
import { expectLedgerConsistent, post } from "../ledger/money-test-kit";
import { call } from "../test/test-app";
import { setPrice, useTradingApp } from "../trading/trading-test-kit";
import { forgetTraders } from "./list-traders";
import { sharpeRatio } from "./nav-series";

describe("trader statistics, search, sort and favourites (issue 31 points 4 and 11)", () => {
  const t = useTradingApp();
  const price = (bid: string, ask: string) => setPrice(t.app, t.feed, "BTCUSDT", bid, ask);
  const mirror = () => runMirrorWorker(t.app.db, t.app.market, { batch: 100 });
  const list = async (query = "") => {
    forgetTraders();
    const response = await call(t.app, { method: "GET", url: `/api/v1/traders${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return tradersOutput.parse(response.json());
  };
  const page = async (id: string) => {
    forgetTraders();
    const response = await call(t.app, { method: "GET", url: `/api/v1/traders/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return traderDetail.parse(response.json());
  };
  const rename = async (userId: string, displayName: string) => {
    const response = await post(t.app, t.admin, `/api/v1/admin/users/${userId}/trader`, {
      displayName,
      bio: "",
      profitSharePercent: 10,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };

  it("counts partial closes as closed trades and hides every trade statistic below the one minimum", async () => {
    price("50000.00", "50010.00");
    const trader = await traderWith(t, "5000");
    const positionId = await buyBtc(t, trader.cookie, trader.accountId, "0.04");
    const investor = await investorWith(t, "1000");
    const copy = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      amount: "1000",
      copyOpenPositions: true,
    });
    price("51000.00", "51010.00");
    const close = async (quantity: string) => {
      const response = await post(t.app, trader.cookie, `/api/v1/positions/${positionId}/close`, {
        quantity,
      });
      expect(response.statusCode, response.body).toBe(200);
      await mirror();
    };

    // One partial close (+$9.90): a closed trade, though no position is closed yet.
    await close("0.01");
    let figures = await page(trader.userId);
    expect(figures).toMatchObject({
      tradesBasis: 1,
      closedPositionCount: 0,
      winRate: null,
      profitFactor: null,
      averageHoldingSeconds: null,
      tradesPerWeek: null,
      sharpeRatio: null,
      assetClasses: [],
    });

    // Up to the minimum: every statistic appears at once.
    for (let index = 1; index < MIN_TRADES_BASIS; index++) await close(index < 4 ? "0.005" : "0.01");
    figures = await page(trader.userId);
    expect(figures.tradesBasis).toBe(MIN_TRADES_BASIS);
    expect(figures).toMatchObject({
      winRate: "100.00",
      profitFactor: null, // no losing trade
      tradesPerWeek: "5.00", // 5 trades in less than a week count over one week
      assetClasses: [{ assetClass: "crypto", share: "100.00" }],
    });
    expect(figures.averageHoldingSeconds).toBeGreaterThanOrEqual(0);
    // All within one day: not enough daily returns for a Sharpe ratio.
    expect(figures.sharpeRatio).toBeNull();

    // What copiers earned and hold: the copy's own figures.
    const mine = await copyOf(t.app, investor.cookie, copy.id);
    expect(Number(mine.realizedPnl)).toBeGreaterThan(0);
    expect(figures.copiersEarned).toBe((Number(mine.realizedPnl) - Number(mine.feesPaid)).toFixed(2));
    expect(figures.assetsUnderCopy).toBe(mine.equity);
    const listed = (await list()).find((item) => item.id === trader.userId)!;
    expect(listed).toMatchObject({ tradesBasis: 5, winRate: "100.00", copiersEarned: figures.copiersEarned });
    await expectLedgerConsistent(t.app);
  });

  it("searches display names case-insensitively, sorts by each figure with unknowns last, refuses an unknown sort", async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await traderWith(t, "1000");
    const second = await traderWith(t, "1000");
    await rename(first.userId, `Ada ${tag} Lovelace`);
    await rename(second.userId, `Grace ${tag.toUpperCase()} Hopper`);
    const found = await list(`?search=${tag.toUpperCase()}`);
    expect(found.map((item) => item.id).sort()).toEqual([first.userId, second.userId].sort());
    expect((await list(`?search=ada%20${tag}`)).map((item) => item.id)).toEqual([first.userId]);
    // LIKE wildcards are searched as text.
    expect(await list(`?search=${tag}%25_`)).toEqual([]);

    for (const sort of ["copiers", "riskScore", "winRate", "return30d", "assetsUnderCopy"] as const) {
      const sorted = await list(`?sort=${sort}`);
      const values = sorted.map((item) => {
        const value = item[sort === "riskScore" ? "riskScore" : sort];
        return value === null ? null : Number(value);
      });
      const known = values.filter((value) => value !== null) as number[];
      expect(values.slice(0, known.length)).toEqual(known);
      const ascending = sort === "riskScore";
      expect(known).toEqual([...known].sort((a, b) => (ascending ? a - b : b - a)));
    }
    const bad = await call(t.app, { method: "GET", url: "/api/v1/traders?sort=name" });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps favourites per user: added, listed, removed, never another user's", async () => {
    const trader = await traderWith(t, "1000");
    const watcher = await investorWith(t, "0", { assessed: false });
    const other = await investorWith(t, "0", { assessed: false });
    const favourite = (cookie: string, method: "POST" | "DELETE", id = trader.userId) =>
      call(t.app, { method, url: `/api/v1/traders/${id}/favourite`, cookie });
    const ids = async (cookie: string) =>
      (await call(t.app, { method: "GET", url: "/api/v1/me/favourite-traders", cookie })).json().ids;

    expect((await favourite(watcher.cookie, "POST")).json()).toEqual({ ids: [trader.userId] });
    expect((await favourite(watcher.cookie, "POST")).json()).toEqual({ ids: [trader.userId] });
    expect(await ids(watcher.cookie)).toEqual([trader.userId]);
    expect(await ids(other.cookie)).toEqual([]);
    // Another user removing it changes nothing of the watcher's.
    expect((await favourite(other.cookie, "DELETE")).json()).toEqual({ ids: [] });
    expect(await ids(watcher.cookie)).toEqual([trader.userId]);
    expect((await favourite(watcher.cookie, "POST", "no-such-trader")).statusCode).toBe(404);
    expect(
      (await call(t.app, { method: "POST", url: `/api/v1/traders/${trader.userId}/favourite` })).statusCode,
    ).toBe(401);
    expect((await favourite(watcher.cookie, "DELETE")).json()).toEqual({ ids: [] });
    expect(await ids(watcher.cookie)).toEqual([]);
  });
});

describe("the Sharpe ratio published beside the risk score", () => {
  it("is the mean over the standard deviation of daily NAV returns, times sqrt(365), last point of each day", () => {
    const day = (index: number, hour = 12) => new Date(Date.UTC(2026, 0, 1 + index, hour));
    const ONE = 100_000_000n;
    // Daily NAV 1.00, 1.02, 1.00, 1.03 (the day's earlier point ignored): returns +2%, -1.9608%, +3%.
    const series = [
      { at: day(0), nav: 100n * ONE },
      { at: day(1, 1), nav: 90n * ONE },
      { at: day(1), nav: 102n * ONE },
      { at: day(2), nav: 100n * ONE },
      { at: day(3), nav: 103n * ONE },
    ];
    const returns = [0.02, 100 / 102 - 1, 0.03];
    const mean = returns.reduce((a, b) => a + b, 0) / 3;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / 2);
    expect(sharpeRatio(series, day(4))).toBe(((mean / sd) * Math.sqrt(365)).toFixed(2));
    expect(sharpeRatio(series, day(4))).toBe("7.38");
    // Fewer than two daily returns, or returns that never vary: none.
    expect(sharpeRatio(series.slice(0, 3), day(4))).toBeNull();
    expect(
      sharpeRatio(
        [0, 1, 2].map((index) => ({ at: day(index), nav: 100n * ONE })),
        day(4),
      ),
    ).toBeNull();
  });
});
