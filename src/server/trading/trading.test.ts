import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderOutput } from "../../shared/schemas/trading";
import { fills } from "../db/schema";
import { activeUser, countRows, me, post } from "../ledger/money-test-kit";
import { ExchangeProvider } from "../market/exchange-provider";
import { MarketService } from "../market/market-service";
import { SimulatedProvider } from "../market/simulated-provider";
import { call } from "../test/test-app";
import { placeOrder } from "./place-order";
import { liveTrader, practiceUser, transfer } from "./trading-test-fixtures";
import { accountOf, accountsOf, order, positionsOf, setPrice, useTradingApp } from "./trading-test-kit";

describe("trading accounts, orders and positions (issue 12)", () => {
  const t = useTradingApp();
  const resetBtc = () => setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
  /** A new user's practice account, with BTC back at 50,000 / 50,010. */
  const practiceAtResetBtc = () => {
    resetBtc();
    return practiceUser(t.app);
  };
  const closePosition = (cookie: string, positionId: string, body: { quantity?: string } = {}) =>
    post(t.app, cookie, `/api/v1/positions/${positionId}/close`, body);
  const exposureAs = (cookie: string) =>
    call(t.app, { method: "GET", url: "/api/v1/admin/trading/exposure", cookie });

  it("gives every active user one practice account with $10,000, also when asked in parallel", async () => {
    const { cookie } = await activeUser(t.app);
    const lists = await Promise.all([1, 2, 3].map(() => accountsOf(t.app, cookie)));
    for (const list of lists) expect(list).toHaveLength(1);
    expect(lists[0]![0]).toMatchObject({
      kind: "own",
      mode: "practice",
      cash: "10000.00",
      equity: "10000.00",
      usedMargin: "0.00",
      freeMargin: "10000.00",
      marginLevel: null,
      unrealizedPnl: "0.00",
    });
    expect(new Set(lists.map((list) => list[0]!.id)).size).toBe(1);
  });

  it("fills a practice buy at the ask, rounded down to the lot step, and marks it at the bid", async () => {
    const { cookie, place } = await practiceAtResetBtc();
    const response = await place({ symbol: "btcusd", side: "buy", quantity: "0.1234567", leverage: 2 });
    expect(response.statusCode, response.body).toBe(201);
    const placed = orderOutput.parse(response.json());
    expect(placed.fill).toEqual({ price: "50010", quantity: "0.12345" });
    // Notional 0.12345 x 50,010 = $6,173.73; margin at 2:1 = $3,086.87 (rounded up).
    expect(placed.position).toMatchObject({
      symbol: "BTCUSD",
      side: "buy",
      quantity: "0.12345",
      averagePrice: "50010",
      leverage: 2,
      margin: "3086.87",
      // Marked at the bid: 0.12345 x -10 = -1.2345, rounded toward the house (decision 0021).
      unrealizedPnl: "-1.24",
      status: "open",
    });
    // Equity = cash + unrealized (10,000 - 1.24); free margin = equity - used margin.
    expect(await accountOf(t.app, cookie, "practice")).toMatchObject({
      cash: "10000.00",
      equity: "9998.76",
      usedMargin: "3086.87",
      freeMargin: "6911.89",
      marginLevel: "323.91",
      unrealizedPnl: "-1.24",
    });
  });

  it("adds at the average entry, reduces with an opposite order, and books realized P&L at each close", async () => {
    const { cookie, practice, place } = await practiceAtResetBtc();
    const buy = (quantity: string) => place({ symbol: "BTCUSD", side: "buy", quantity, leverage: 2 });
    expect((await buy("0.05")).statusCode).toBe(201);
    setPrice(t.app, t.feed, "BTCUSDT", "50990.00", "51010.00");
    const added = orderOutput.parse((await buy("0.05")).json());
    // (0.05 x 50,010 + 0.05 x 51,010) / 0.1 = 50,510.
    expect(added.position).toMatchObject({ quantity: "0.1", averagePrice: "50510" });

    setPrice(t.app, t.feed, "BTCUSDT", "51510.00", "51520.00");
    const sold = await place({ symbol: "BTCUSD", side: "sell", quantity: "0.04", leverage: 2 });
    expect(sold.statusCode, sold.body).toBe(201);
    // Sold at the bid: (51,510 - 50,510) x 0.04 = $40.00 realized.
    expect(orderOutput.parse(sold.json()).position).toMatchObject({
      quantity: "0.06",
      realizedPnl: "40.00",
      unrealizedPnl: "60.00",
    });
    expect((await accountOf(t.app, cookie, "practice")).cash).toBe("10040.00");

    const [open] = await positionsOf(t.app, cookie, practice.id);
    const closed = await closePosition(cookie, open!.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().fill).toEqual({ price: "51510", quantity: "0.06", realizedPnl: "60.00" });
    expect(await positionsOf(t.app, cookie, practice.id)).toEqual([]);
    const [history] = await positionsOf(t.app, cookie, practice.id, "closed");
    expect(history).toMatchObject({
      id: open!.id,
      status: "closed",
      quantity: "0",
      realizedPnl: "100.00",
      closeReason: "close",
      unrealizedPnl: "0.00",
    });
    expect(history!.closedAt).not.toBeNull();
    expect(await accountOf(t.app, cookie, "practice")).toMatchObject({
      cash: "10100.00",
      equity: "10100.00",
      usedMargin: "0.00",
    });
  });

  it("closes part of a position, rounded down to the lot step, and refuses more than is open", async () => {
    const { cookie, practice, place } = await practiceAtResetBtc();
    await place({ symbol: "ETHUSD", side: "sell", quantity: "1", leverage: 2 });
    const [short] = await positionsOf(t.app, cookie, practice.id);
    expect(short).toMatchObject({ side: "sell", averagePrice: "3000", margin: "1500.00" });
    const tooMuch = await closePosition(cookie, short!.id, { quantity: "1.5" });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.message).toBe("Quantity is more than the open position");
    setPrice(t.app, t.feed, "ETHUSDT", "2899.00", "2900.00");
    const part = await closePosition(cookie, short!.id, { quantity: "0.25009" });
    expect(part.statusCode, part.body).toBe(200);
    // A short buys back at the ask: (3,000 - 2,900) x 0.25 = $25.00; margin released pro rata.
    expect(part.json().fill).toEqual({ price: "2900", quantity: "0.25", realizedPnl: "25.00" });
    expect(part.json().position).toMatchObject({ quantity: "0.75", margin: "1125.00", status: "open" });
  });

  it("refuses orders below the minimum notional, beyond free margin or leverage, writing nothing", async () => {
    const { cookie, practice } = await practiceAtResetBtc();
    const before = await countRows(t.app);
    const base = { accountId: practice.id, symbol: "BTCUSD", side: "buy", leverage: 2 };
    const tiny = await order(t.app, cookie, { ...base, quantity: "0.00009" });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().error).toMatchObject({
      code: "BELOW_MIN_NOTIONAL",
      message: "Order value must be at least $5.00",
    });
    const belowStep = await order(t.app, cookie, { ...base, quantity: "0.000001" });
    expect(belowStep.json().error.code).toBe("BELOW_MIN_NOTIONAL");
    const big = await order(t.app, cookie, { ...base, quantity: "0.5" });
    expect(big.statusCode).toBe(422);
    // The refusal says both amounts (issue 31 point 8): 0.5 x 50,010 / 2 = 12,502.50 against the
    // practice account's $10,000 free.
    expect(big.json().error).toMatchObject({
      code: "INSUFFICIENT_MARGIN",
      message: "Insufficient margin: this order needs $12,502.50 of margin and $10,000.00 is free",
    });
    const leverage = await order(t.app, cookie, { ...base, quantity: "0.01", leverage: 3 });
    expect(leverage.statusCode).toBe(400);
    expect(leverage.json().error.fields.leverage).toBe(
      "Leverage must be a whole number from 1 to the instrument's cap",
    );
    const unknown = await order(t.app, cookie, { ...base, symbol: "DOGEUSD", quantity: "1" });
    expect(unknown.statusCode).toBe(404);
    for (const bad of [
      { ...base, quantity: "-1" },
      { ...base, quantity: "abc" },
      { ...base, side: "hold", quantity: "1" },
    ]) {
      expect((await order(t.app, cookie, bad)).statusCode).toBe(400);
    }
    const wrongStop = await order(t.app, cookie, { ...base, quantity: "0.01", stopLoss: "50500" });
    expect(wrongStop.statusCode).toBe(422);
    expect(wrongStop.json().error.code).toBe("STOP_LOSS_WRONG_SIDE");
    expect(await countRows(t.app)).toEqual(before);
  });

  it("sets and removes stop-loss and take-profit on the right sides of the price", async () => {
    const { cookie, place } = await practiceAtResetBtc();
    const placed = await place({
      symbol: "BTCUSD",
      side: "buy",
      quantity: "0.01",
      leverage: 1,
      stopLoss: "45000",
      takeProfit: "60000.5",
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().position.id as string;
    expect(placed.json().position).toMatchObject({ stopLoss: "45000", takeProfit: "60000.5" });
    const patch = (payload: object) =>
      call(t.app, { method: "PATCH", url: `/api/v1/positions/${id}`, cookie, payload });
    expect((await patch({ takeProfit: "49000" })).json().error.code).toBe("TAKE_PROFIT_WRONG_SIDE");
    const moved = await patch({ stopLoss: "48000", takeProfit: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ stopLoss: "48000", takeProfit: null });
    expect((await patch({})).statusCode).toBe(400);
  });

  it("resets a practice account: positions closed at the market, cash back to $10,000", async () => {
    const { cookie, practice, place } = await practiceAtResetBtc();
    await place({ symbol: "BTCUSD", side: "buy", quantity: "0.1", leverage: 2 });
    setPrice(t.app, t.feed, "BTCUSDT", "49000.00", "49010.00");
    const [open] = await positionsOf(t.app, cookie, practice.id);
    await closePosition(cookie, open!.id, { quantity: "0.05" });
    expect((await accountOf(t.app, cookie, "practice")).cash).toBe("9949.50");
    const reset = await post(t.app, cookie, `/api/v1/trading/accounts/${practice.id}/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ cash: "10000.00", equity: "10000.00", usedMargin: "0.00" });
    expect(await positionsOf(t.app, cookie, practice.id)).toEqual([]);
    const closed = await positionsOf(t.app, cookie, practice.id, "closed");
    // Issue 31 point 6: the reset closes the rest at the bid, its P&L booked: -50.50 twice.
    expect(closed[0]).toMatchObject({ closeReason: "reset", realizedPnl: "-101.00" });
    // The history has one line per closing fill: the reset's and the partial close's, each with
    // its own quantity, exit price and P&L (never a quantity of 0, never merged).
    const closes = await call(t.app, {
      method: "GET",
      url: `/api/v1/positions/closes?accountId=${practice.id}`,
      cookie,
    });
    expect(closes.statusCode, closes.body).toBe(200);
    expect(closes.json()).toEqual([
      expect.objectContaining({
        reason: "reset",
        symbol: "BTCUSD",
        side: "buy",
        quantity: "0.05",
        entryPrice: "50010",
        exitPrice: "49000",
        realizedPnl: "-50.50",
      }),
      expect.objectContaining({
        reason: "close",
        quantity: "0.05",
        exitPrice: "49000",
        realizedPnl: "-50.50",
      }),
    ]);
    // Another user's account is not found.
    const other = await activeUser(t.app);
    const foreign = await call(t.app, {
      method: "GET",
      url: `/api/v1/positions/closes?accountId=${practice.id}`,
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("keeps accounts and positions to their owner: another user's are 404", async () => {
    resetBtc();
    const owner = await activeUser(t.app);
    const other = await activeUser(t.app);
    const practice = await accountOf(t.app, owner.cookie, "practice");
    const payload = { accountId: practice.id, symbol: "BTCUSD", side: "buy", quantity: "0.01", leverage: 1 };
    const placed = await order(t.app, owner.cookie, payload);
    const positionId = placed.json().position.id as string;
    const before = await countRows(t.app);
    const attempts = [
      call(t.app, { method: "GET", url: `/api/v1/positions?accountId=${practice.id}`, cookie: other.cookie }),
      order(t.app, other.cookie, payload),
      post(t.app, other.cookie, `/api/v1/trading/accounts/${practice.id}/reset`),
      transfer(t.app, other.cookie, practice.id, "in", "1"),
      closePosition(other.cookie, positionId),
      call(t.app, {
        method: "PATCH",
        url: `/api/v1/positions/${positionId}`,
        cookie: other.cookie,
        payload: { stopLoss: null },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    expect((await accountsOf(t.app, other.cookie)).map((item) => item.id)).not.toContain(practice.id);
    // The other user's first GET made their own practice account; nothing else changed.
    const withoutNewAccount = (rows: Record<string, number>) => ({
      ...rows,
      trading_accounts: 0,
      ledger_accounts: 0,
      journal_entries: 0,
      postings: 0,
      balances: 0,
    });
    expect(withoutNewAccount(await countRows(t.app))).toEqual(withoutNewAccount(before));
    const signedOut = await call(t.app, { method: "GET", url: "/api/v1/trading/accounts" });
    expect(signedOut.statusCode).toBe(401);
  });

  it("replays an order sent twice with one Idempotency-Key: one fill", async () => {
    const { cookie, practice } = await practiceAtResetBtc();
    const payload = { accountId: practice.id, symbol: "SOLUSD", side: "buy", quantity: "1", leverage: 2 };
    const first = await order(t.app, cookie, payload, "order-key-1");
    const second = await order(t.app, cookie, payload, "order-key-1");
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await t.app.db.select().from(fills).where(eq(fills.accountId, practice.id));
    expect(rows).toHaveLength(1);
    expect((await order(t.app, cookie, { ...payload, quantity: "2" }, "order-key-1")).statusCode).toBe(409);
  });

  it("closes a position once when closes race", async () => {
    const { cookie, place } = await practiceAtResetBtc();
    const placed = await place({ symbol: "BTCUSD", side: "buy", quantity: "0.02", leverage: 2 });
    const id = placed.json().position.id as string;
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => closePosition(cookie, id)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((item) => item.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe("This position is already closed");
    }
    const closes = await t.app.db.execute(
      sql`select count(*)::int as n from fills where position_id = ${id} and reason = 'close'`,
    );
    expect(Number((closes.rows[0] as { n: number }).n)).toBe(1);
  });

  describe("live accounts", () => {
    const traderWith1000 = () => liveTrader(t, "1000");

    it("are for traders only; the practice account stays open to everyone", async () => {
      const { cookie } = await activeUser(t.app);
      const accounts = await accountsOf(t.app, cookie);
      expect(accounts.map((item) => item.mode)).toEqual(["practice"]);
      const trader = await traderWith1000();
      expect((await accountsOf(t.app, trader.cookie)).map((item) => item.mode)).toEqual(["live", "practice"]);
      const practiceTransfer = await transfer(t.app, cookie, accounts[0]!.id, "in", "10");
      expect(practiceTransfer.statusCode).toBe(422);
      expect(practiceTransfer.json().error.code).toBe("NOT_LIVE_ACCOUNT");
    });

    it("funds from the balance, trades on exchange quotes only, and pays out within free margin", async () => {
      resetBtc();
      const trader = await traderWith1000();
      const tooMuch = await trader.transfer("in", "1000.01");
      expect(tooMuch.json().error.code).toBe("INSUFFICIENT_BALANCE");
      const funded = await trader.transfer("in", "600");
      expect(funded.statusCode, funded.body).toBe(200);
      expect(funded.json()).toMatchObject({ mode: "live", cash: "600.00", equity: "600.00" });
      expect((await me(t.app, trader.cookie)).balance).toBe("400.00");
      const history = await call(t.app, {
        method: "GET",
        url: "/api/v1/transactions",
        cookie: trader.cookie,
      });
      expect(JSON.stringify(history.json())).toContain("$600.00 transferred to your live trading account");

      const spx = await trader.place({ symbol: "SPX", side: "buy", quantity: "0.1", leverage: 1 });
      expect(spx.statusCode).toBe(422);
      expect(spx.json().error.message).toBe("Prices for SPX are simulated: practice mode only");

      const bought = await trader.place({ symbol: "BTCUSD", side: "buy", quantity: "0.02", leverage: 2 });
      expect(bought.statusCode, bought.body).toBe(201);
      // Cash 600, margin 500.10, unrealized -0.20: free margin 99.70.
      expect(await accountOf(t.app, trader.cookie, "live")).toMatchObject({
        freeMargin: "99.70",
        usedMargin: "500.10",
      });
      const beyond = await trader.transfer("out", "99.71");
      expect(beyond.json().error.code).toBe("TRANSFER_BEYOND_FREE_MARGIN");
      const out = await trader.transfer("out", "99.70");
      expect(out.statusCode, out.body).toBe(200);
      expect((await me(t.app, trader.cookie)).balance).toBe("499.70");

      setPrice(t.app, t.feed, "BTCUSDT", "51000.00", "51010.00");
      const [open] = await positionsOf(t.app, trader.cookie, trader.live.id);
      expect(open!.unrealizedPnl).toBe("19.80");
      const closed = await closePosition(trader.cookie, open!.id);
      expect(closed.json().fill.realizedPnl).toBe("19.80");
      expect((await accountOf(t.app, trader.cookie, "live")).cash).toBe("520.10");
    });

    it("never takes cash below zero: the house writes off a loss beyond it", async () => {
      resetBtc();
      const trader = await traderWith1000();
      await trader.transfer("in", "600");
      await trader.place({ symbol: "BTCUSD", side: "buy", quantity: "0.02", leverage: 2 });
      setPrice(t.app, t.feed, "BTCUSDT", "20000.00", "20010.00");
      const exposureBefore = (await exposureAs(t.admin)).json();
      const [open] = await positionsOf(t.app, trader.cookie, trader.live.id);
      // (20,000 - 50,010) x 0.02 = -$600.20, more than the $600 of cash.
      expect(open!.unrealizedPnl).toBe("-600.20");
      const closed = await closePosition(trader.cookie, open!.id);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().fill.realizedPnl).toBe("-600.00");
      expect((await accountOf(t.app, trader.cookie, "live")).cash).toBe("0.00");
      const exposure = (await exposureAs(t.admin)).json();
      expect(
        BigInt(exposure.writeOffs.replace(".", "")) - BigInt(exposureBefore.writeOffs.replace(".", "")),
      ).toBe(20n);
      expect(
        BigInt(exposure.realizedPnl.replace(".", "")) - BigInt(exposureBefore.realizedPnl.replace(".", "")),
      ).toBe(60020n);
    });

    it("refuses orders on a stale quote, live and practice", async () => {
      const trader = await traderWith1000();
      await trader.transfer("in", "500");
      let now = Date.now();
      const market = new MarketService({
        live: new ExchangeProvider(t.feed.url, 2000),
        fallback: new SimulatedProvider(),
        now: () => now,
        staleMs: 10_000,
        quotesTtlMs: 60_000,
      });
      await market.quotes(["BTCUSD"]);
      now += 10_001;
      const actor = {
        userId: trader.user.id as string,
        sessionId: "test",
        role: "user" as const,
        isActive: true,
      };
      const input = {
        accountId: trader.live.id,
        symbol: "BTCUSD",
        side: "buy" as const,
        quantity: 1_000_000n,
        leverage: 1,
      };
      await expect(placeOrder(t.app.db, market, actor, input)).rejects.toMatchObject({
        status: 422,
        code: "MARKET_DATA_STALE",
        message: "Market data is stale, try again",
      });
      // Practice too (issue 29): a stale quote fills nothing in either mode.
      const practice = await accountOf(t.app, trader.cookie, "practice");
      await expect(
        placeOrder(t.app.db, market, actor, { ...input, accountId: practice.id }),
      ).rejects.toMatchObject({ status: 422, code: "MARKET_DATA_STALE" });
    });

    it("shows the admin the users' open live exposure per instrument", async () => {
      resetBtc();
      setPrice(t.app, t.feed, "ETHUSDT", "3000.00", "3001.00");
      const trader = await traderWith1000();
      await trader.transfer("in", "1000");
      await trader.place({ symbol: "ETHUSD", side: "sell", quantity: "0.1", leverage: 2 });
      const response = await exposureAs(t.admin);
      expect(response.statusCode).toBe(200);
      const eth = (response.json().instruments as { symbol: string }[]).find(
        (item) => item.symbol === "ETHUSD",
      );
      expect(eth).toMatchObject({ shortQuantity: "0.1", netQuantity: "-0.1", notional: "-300.10" });
      const forbidden = await exposureAs(trader.cookie);
      expect(forbidden.statusCode).toBe(403);
    });
  });
});
