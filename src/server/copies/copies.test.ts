import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { copiesOutput } from "../../shared/schemas/copies";
import { copies, tradingAccounts, transactions } from "../db/schema";
import { countRows, me } from "../ledger/money-test-kit";
import { call } from "../test/test-app";
import { accountOf, openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { copyOf, createCopyRequest, investorWith, startCopy, traderWith } from "./copy-test-kit";

describe("copies: creation (issue 13)", () => {
  const t = useTradingApp();
  const resetBtc = () => setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
  const buyBtc = (cookie: string, accountId: string, quantity: string) =>
    openPosition(t.app, cookie, { accountId, symbol: "BTCUSD", side: "buy", quantity, leverage: 2 });

  it("moves a live amount from the balance into a copy and opens the trader's positions scaled to it", async () => {
    resetBtc();
    const trader = await traderWith(t, "5000");
    await buyBtc(trader.cookie, trader.accountId, "0.04");
    const investor = await investorWith(t, "2500");

    const created = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      amount: "1000",
      copyOpenPositions: true,
    });
    // Trader equity 5,000 - 0.40 (0.04 BTC bought at 50,010, marked at 50,000) = 4,999.60:
    // 0.04 x 1,000 / 4,999.60 = 0.0080006, floored to the lot step 0.00001 = 0.008.
    expect(created).toMatchObject({
      trader: { id: trader.userId, displayName: "Test Trader", profitSharePercent: 10 },
      status: "active",
      mode: "live",
      invested: "1000.00",
      cash: "1000.00",
      // 0.008 x 50,010 / 2 = 200.04 margin; marked at the bid: -0.08.
      usedMargin: "200.04",
      unrealizedPnl: "-0.08",
      equity: "999.92",
      realizedPnl: "0.00",
      feesPaid: "0.00",
      return: "0.00",
      trackingGap: "0.00",
      stopLossEquity: "900.00",
      stopReason: null,
    });
    expect(created.positions).toHaveLength(1);
    expect(created.positions[0]).toMatchObject({
      symbol: "BTCUSD",
      side: "buy",
      quantity: "0.008",
      leverage: 2,
    });
    expect(created.events.map((event) => event.kind).sort()).toEqual(["created", "mirrored"]);
    expect(created.events.find((event) => event.kind === "mirrored")).toMatchObject({
      symbol: "BTCUSD",
      side: "buy",
      traderQuantity: "0.04",
      traderPrice: "50010",
      quantity: "0.008",
      price: "50010",
      slippagePercent: "0.00",
    });
    expect(created.events.find((event) => event.kind === "created")?.amount).toBe("1000.00");

    // The balance paid it, with a record the investor sees.
    expect((await me(t.app, investor.cookie)).balance).toBe("1500.00");
    const [record] = await t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, investor.userId), eq(transactions.kind, "copy-transfer")));
    expect(record).toMatchObject({
      type: "withdraw",
      status: "success",
      amount: 100_000n,
      description: "$1,000.00 moved to your copy of Test Trader",
    });
    // NAV units at $1.00: 1,000 units.
    const [row] = await t.app.db.select().from(copies).where(eq(copies.id, created.id));
    const [account] = await t.app.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, row!.accountId));
    expect(account).toMatchObject({ kind: "copy", mode: "live", units: "1000" });
    expect(row!.highWaterMark).toBe("100");

    const listed = await call(t.app, { method: "GET", url: "/api/v1/copies", cookie: investor.cookie });
    expect(listed.statusCode).toBe(200);
    const list = copiesOutput.parse(listed.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: created.id, equity: "999.92", positions: [], events: [] });
  });

  it("skips a trader position whose scaled size is below the minimum notional, and says why", async () => {
    resetBtc();
    const trader = await traderWith(t, "5000");
    await buyBtc(trader.cookie, trader.accountId, "0.001");
    const investor = await investorWith(t, "200");
    const created = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      amount: "200",
      copyOpenPositions: true,
    });
    // 0.001 x 200 / 4,999.99 = 0.00004 BTC, about $2: below the $5 minimum.
    expect(created.positions).toEqual([]);
    expect(created.events.find((event) => event.kind === "skipped")).toMatchObject({
      reason: "below-minimum",
      symbol: "BTCUSD",
      traderQuantity: "0.001",
      quantity: "0.00004",
      slippagePercent: null,
    });
    expect(created.equity).toBe("200.00");
    expect((await me(t.app, investor.cookie)).balance).toBe("0.00");
  });

  it("makes a practice copy from practice cash: no transaction record, units of the practice account sold", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "0", { assessed: false });
    const created = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      amount: "2500.50",
      mode: "practice",
      copyOpenPositions: true,
    });
    expect(created).toMatchObject({
      mode: "practice",
      invested: "2500.50",
      equity: "2500.50",
      positions: [],
    });
    const practice = await accountOf(t.app, investor.cookie, "practice");
    expect(practice.cash).toBe("7499.50");
    const records = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, investor.userId));
    expect(records).toEqual([]);
    const [own] = await t.app.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, practice.id));
    // Its $10,000 counted as 10,000 units at $1.00; the flow sold 2,500.5 of them (NAV unchanged).
    expect(own!.units).toBe("7499.5");
  });

  it("refuses, with its message and nothing written: too small, bad stop-loss, yourself, unknown, stopped, risky, twice", async () => {
    resetBtc();
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "3000");
    const unassessed = await investorWith(t, "3000", { assessed: false });
    const stopped = await traderWith(t, "1000");
    const stop = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${stopped.userId}/trader`,
      cookie: t.admin,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const base = { traderId: trader.userId, amount: "1000", stopLossPercent: 10, mode: "live" };
    await accountOf(t.app, investor.cookie, "practice");
    const before = await countRows(t.app);
    const refused = async (
      payload: Record<string, unknown>,
      status: number,
      message: string,
      cookie = investor.cookie,
    ) => {
      const response = await createCopyRequest(t.app, cookie, { ...base, ...payload });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.message).toBe(message);
    };
    await refused({ amount: "199.99" }, 422, "Amount must be at least $200.00");
    await refused({ stopLossPercent: 4 }, 400, "Stop-loss must be a whole number from 5 to 95 percent");
    await refused({ stopLossPercent: 96 }, 400, "Stop-loss must be a whole number from 5 to 95 percent");
    await refused(
      { stopLossPercent: undefined },
      400,
      "Stop-loss must be a whole number from 5 to 95 percent",
    );
    await refused({ mode: "demo" }, 400, "Choose live or practice");
    await refused({ amount: "5000" }, 422, "Insufficient balance");
    await refused({ amount: "20000", mode: "practice" }, 422, "Insufficient practice cash");
    await refused({ traderId: investor.userId }, 422, "You cannot copy yourself");
    await refused({ traderId: "nobody" }, 404, "Trader not found");
    await refused({}, 422, "You cannot copy yourself", trader.cookie);
    await refused(
      {},
      403,
      "Complete the appropriateness questionnaire before copying with real money",
      unassessed.cookie,
    );
    await refused({ traderId: stopped.userId }, 422, "This trader is not accepting new copies");
    expect(await countRows(t.app)).toEqual(before);

    await startCopy(t.app, investor.cookie, { traderId: trader.userId });
    await refused({ mode: "practice" }, 409, "You already copy this trader");
    expect((await me(t.app, investor.cookie)).balance).toBe("2000.00");
  });

  it("replays a retried request with the same Idempotency-Key: one copy, one debit", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "1000");
    const payload = { traderId: trader.userId, amount: "400", stopLossPercent: 50, mode: "live" };
    const [first, second] = await Promise.all([
      createCopyRequest(t.app, investor.cookie, payload, "copy-key-1"),
      createCopyRequest(t.app, investor.cookie, payload, "copy-key-1"),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect((await me(t.app, investor.cookie)).balance).toBe("600.00");
  });

  it("hides another investor's copy (404)", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "1000");
    const created = await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount: "500" });
    const other = await investorWith(t, "0", { assessed: false });
    const response = await call(t.app, {
      method: "GET",
      url: `/api/v1/copies/${created.id}`,
      cookie: other.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe("Copy not found");
    expect((await copyOf(t.app, investor.cookie, created.id)).id).toBe(created.id);
  });
});
