import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { copiesOutput } from "../../shared/schemas/copies";
import type { QuotesOutput } from "../../shared/schemas/market";
import { copies, outbox, tradingAccounts, transactions } from "../db/schema";
import { countRows, me } from "../ledger/money-test-kit";
import { renderQueuedEmail } from "../mail/emails";
import { refusalCheck } from "../test/refusal-check";
import { call } from "../test/test-app";
import { evaluateQuotes } from "../trading/evaluate-quotes";
import { accountOf, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { lockCopy } from "./copy-store";
import { expectSmallBtcBuySkipped, MIRRORED_BTC_LONG } from "./copy-test-fixtures";
import { copyAction, copyOf, createCopyRequest, investorWith, startCopy, traderWith } from "./copy-test-kit";
import { buyBtc, copiedLong, liveCopyOfLongTrader } from "./long-btc-scene";
import { settleMonthEnd } from "./settle-month-end";
import { settleProfitShare } from "./settle-profit-share";

describe("copies: creation (issue 13)", () => {
  const t = useTradingApp();
  const resetBtc = () => setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");

  it("moves a live amount from the balance into a copy and opens the trader's positions scaled to it", async () => {
    const { trader, investor, created } = await liveCopyOfLongTrader(t, "0.04", "2500", { amount: "1000" });
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
      netPnl: "-0.08",
      return: "0.00",
      trackingGap: "0.00",
      stopLossEquity: "900.00",
      stopReason: null,
    });
    expect(created.positions).toHaveLength(1);
    expect(created.positions[0]).toMatchObject(MIRRORED_BTC_LONG.position);
    // Newest first: the copy started, then copied the trader's open position (issue 31 point 3).
    expect(created.events.map((event) => event.kind)).toEqual(["mirrored", "created"]);
    // Copied at start: the trader's entry was 50,010 and so was today's ask; that difference is the
    // market's move since the trader opened, never slippage.
    expect(created.events.find((event) => event.kind === "mirrored")).toMatchObject({
      ...MIRRORED_BTC_LONG.event,
      slippagePercent: null,
      moveSinceTraderOpenPercent: "0.00",
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
    const { investor, created } = await liveCopyOfLongTrader(t, "0.001", "200", { amount: "200" });
    // 0.001 x 200 / 4,999.99 = 0.00004 BTC, about $2: below the $5 minimum.
    expectSmallBtcBuySkipped(created, { quantity: "0.00004", slippagePercent: null });
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

  it("refuses, with its message and nothing written: too small, bad stop-loss, yourself, unknown, stopped, twice", async () => {
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
    const refused = refusalCheck(
      (payload, cookie) => createCopyRequest(t.app, cookie, { ...base, ...payload }),
      investor.cookie,
    );
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

describe("copies: pause, resume, stop, funds, profit share, stop-loss (issue 13)", () => {
  const t = useTradingApp();
  const price = (bid: string, ask: string) => setPrice(t.app, t.feed, "BTCUSDT", bid, ask);
  const expectStatus = async (
    response: Promise<{ statusCode: number; body: string }>,
    status: number,
    message?: string,
  ) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    if (message) expect(JSON.parse(answer.body).error.message).toBe(message);
    return JSON.parse(answer.body);
  };

  it("pauses and resumes, refusing a repeat, and refuses everything once stopped", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "1000");
    const { id } = await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount: "500" });
    const act = (action: "pause" | "resume" | "stop") => copyAction(t.app, investor.cookie, id, action);
    expect((await expectStatus(act("pause"), 200)).status).toBe("paused");
    await expectStatus(act("pause"), 409, "This copy is already paused");
    expect((await expectStatus(act("resume"), 200)).status).toBe("active");
    await expectStatus(act("resume"), 409, "This copy is not paused");
    const stopped = await expectStatus(act("stop"), 200);
    expect(stopped).toMatchObject({
      status: "stopped",
      stopReason: "investor",
      equity: "0.00",
      cash: "0.00",
    });
    expect(stopped.events.map((event: { kind: string }) => event.kind)).toEqual([
      "stopped",
      "resumed",
      "paused",
      "created",
    ]);
    expect((await me(t.app, investor.cookie)).balance).toBe("1000.00");
    for (const action of ["pause", "resume", "stop"] as const)
      await expectStatus(act(action), 409, "This copy is stopped");
    await expectStatus(
      copyAction(t.app, investor.cookie, id, "add-funds", { amount: "10" }),
      409,
      "This copy is stopped",
    );
    // Stopped, the trader can be copied again.
    await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount: "500" });
  });

  it("stops in profit: closes at the bid, pays 10% of the profit above the mark to the trader, returns the rest", async () => {
    const { trader, investor, created } = await copiedLong(t);
    price("60000.00", "60010.00");
    const stopped = await expectStatus(copyAction(t.app, investor.cookie, created.id, "stop"), 200);
    // Sold 0.008 at 60,000: (60,000 - 50,010) x 0.008 = 79.92 realized; NAV 1.07992 over a mark of
    // 1.00 on 1,000 units: 79.92 of profit, 10% = 7.992, floored to 7.99. 1,079.92 - 7.99 = 1,071.93.
    expect(stopped).toMatchObject({
      status: "stopped",
      stopReason: "investor",
      realizedPnl: "79.92",
      feesPaid: "7.99",
      equity: "0.00",
      return: "7.19",
    });
    expect(stopped.positions[0]).toMatchObject({
      status: "closed",
      realizedPnl: "79.92",
      closeReason: "close",
    });
    const byKind = Object.fromEntries(
      stopped.events.map((event: { kind: string; amount: string }) => [event.kind, event]),
    );
    expect(byKind["profit-share"].amount).toBe("7.99");
    expect(byKind.stopped).toMatchObject({ reason: "investor", amount: "1071.93" });
    expect((await me(t.app, investor.cookie)).balance).toBe("2571.93");
    expect((await me(t.app, trader.cookie)).balance).toBe("7.99");
    const [fee] = await t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, trader.userId), eq(transactions.kind, "profit-share")));
    expect(fee).toMatchObject({ type: "credit", status: "success", amount: 799n });
    const returned = await t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, investor.userId), eq(transactions.kind, "copy-transfer")));
    expect(returned.map((row) => [row.type, row.amount, row.description]).sort()).toEqual([
      ["credit", 107_193n, "$1,071.93 returned from your copy of Test Trader"],
      ["withdraw", 100_000n, "$1,000.00 moved to your copy of Test Trader"],
    ]);
  });

  it("stops at a loss without any profit share (practice: the money goes back to practice cash)", async () => {
    price("50000.00", "50010.00");
    const trader = await traderWith(t, "1000");
    const traderPractice = await accountOf(t.app, trader.cookie, "practice");
    await buyBtc(t, trader.cookie, traderPractice.id, "0.04");
    const investor = await investorWith(t, "0", { assessed: false });
    const created = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      mode: "practice",
      copyOpenPositions: true,
    });
    // Trader practice equity 10,000 - 0.40: 0.04 x 1,000 / 9,999.60 = 0.004.
    expect(created.positions[0]?.quantity).toBe("0.004");
    price("45000.00", "45010.00");
    const stopped = await expectStatus(copyAction(t.app, investor.cookie, created.id, "stop"), 200);
    // (45,000 - 50,010) x 0.004 = -20.04.
    expect(stopped).toMatchObject({ realizedPnl: "-20.04", feesPaid: "0.00", return: "-2.00" });
    expect(stopped.events.some((event: { kind: string }) => event.kind === "profit-share")).toBe(false);
    expect((await accountOf(t.app, investor.cookie, "practice")).cash).toBe("9979.96");
  });

  it("charges no profit share twice: a month-end settlement raises the mark, a later fall pays nothing", async () => {
    const { trader, investor, created } = await copiedLong(t);
    price("60000.00", "60010.00");
    const [row] = await t.app.db.select().from(copies).where(eq(copies.id, created.id));
    await t.app.db.transaction(async (tx) => {
      const locked = await lockCopy(tx, row!);
      // Equity at 60,000: 1,000 + 79.92 unrealized.
      expect(await settleProfitShare(tx, locked, 107_992n)).toBe(799n);
    });
    const settled = await copyOf(t.app, investor.cookie, created.id);
    expect(settled).toMatchObject({ feesPaid: "7.99", cash: "992.01", equity: "1071.93" });
    price("55000.00", "55010.00");
    const stopped = await expectStatus(copyAction(t.app, investor.cookie, created.id, "stop"), 200);
    // Below the raised mark: nothing more. Realized (55,000 - 50,010) x 0.008 = 39.92; 992.01 + 39.92.
    expect(stopped).toMatchObject({ feesPaid: "7.99", realizedPnl: "39.92" });
    expect((await me(t.app, trader.cookie)).balance).toBe("7.99");
    expect((await me(t.app, investor.cookie)).balance).toBe("2531.93");
  });

  it("adds and removes funds without counting them as return; never beyond the free margin", async () => {
    const { investor, created } = await copiedLong(t);
    price("55000.00", "55010.00");
    // (55,000 - 50,010) x 0.008 = 39.92: equity 1,039.92, NAV 1.03992.
    expect(await copyOf(t.app, investor.cookie, created.id)).toMatchObject({
      equity: "1039.92",
      return: "3.99",
    });
    const added = await expectStatus(
      copyAction(t.app, investor.cookie, created.id, "add-funds", { amount: "500" }),
      200,
    );
    expect(added).toMatchObject({ invested: "1500.00", cash: "1500.00", equity: "1539.92", return: "3.99" });
    expect((await me(t.app, investor.cookie)).balance).toBe("1000.00");
    // Free margin: 1,539.92 - 200.04 used = 1,339.88 (less than the cash, 1,500).
    await expectStatus(
      copyAction(t.app, investor.cookie, created.id, "remove-funds", { amount: "1339.89" }),
      422,
      "Amount is more than the copy can release without closing positions",
    );
    await expectStatus(
      copyAction(t.app, investor.cookie, created.id, "add-funds", { amount: "1000.01" }),
      422,
      "Insufficient balance",
    );
    const removed = await expectStatus(
      copyAction(t.app, investor.cookie, created.id, "remove-funds", { amount: "1339.88" }),
      200,
    );
    expect(removed).toMatchObject({
      invested: "160.12",
      cash: "160.12",
      equity: "200.04",
      return: "3.99",
      feesPaid: "3.48",
    });
    // The money that left paid the profit share due on its units (issue 29 point 3). The 500 added
    // at NAV 1.03992 raised the mark to their weighted average, 1.0129...: the 1,480.8 units owe
    // 10% of 39.92 (3.99), of which the 192.4 that stay owe 0.51, so 3.48 leaves with the 1,339.88.
    expect((await me(t.app, investor.cookie)).balance).toBe("2336.40");
    // The headline P&L is after profit share, like the return: unrealized + realized - 3.48 paid.
    const toCents = (text: string) => BigInt(text.replace(".", ""));
    expect(toCents(removed.netPnl)).toBe(
      toCents(removed.unrealizedPnl) + toCents(removed.realizedPnl) - 348n,
    );
    const [row] = await t.app.db.select().from(copies).where(eq(copies.id, created.id));
    const [account] = await t.app.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, row!.accountId));
    // NAV per unit unchanged by either flow: equity / units = 1.0399...
    expect(Number(account!.units)).toBeCloseTo(20004 / 103.992, 2);
    expect(
      removed.events
        .filter((event: { kind: string }) => event.kind !== "mirrored")
        .slice(0, 3)
        .map((event: { kind: string; amount: string }) => [event.kind, event.amount])
        .sort(),
    ).toEqual([
      ["funds-added", "500.00"],
      ["funds-removed", "1339.88"],
      ["profit-share", "3.48"],
    ]);
  });

  it("stops a copy whose equity reaches its stop-loss, on the engine's round, with an email", async () => {
    const { investor, created } = await copiedLong(t);
    const round = async () => (await t.app.market.quotes(["BTCUSD"] as never)) as QuotesOutput;
    // Stop-loss 10% of 1,000: at or below 900. At 37,600: (37,600 - 50,010) x 0.008 = -99.28, not yet.
    price("37600.00", "37610.00");
    await evaluateQuotes(t.app.db, await round());
    expect((await copyOf(t.app, investor.cookie, created.id)).status).toBe("active");
    // At 37,500: -100.08, equity 899.92.
    price("37500.00", "37510.00");
    const quotes = await round();
    await Promise.all([1, 2].map(() => evaluateQuotes(t.app.db, quotes)));
    const stopped = await copyOf(t.app, investor.cookie, created.id);
    expect(stopped).toMatchObject({ status: "stopped", stopReason: "stop-loss", realizedPnl: "-100.08" });
    expect(stopped.positions[0]).toMatchObject({ status: "closed", closeReason: "stop-loss" });
    expect((await me(t.app, investor.cookie)).balance).toBe("2399.92");
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.kind, "copy-stopped"));
    const mine = mails.filter((mail) => (mail.props as { returned: string }).returned === "$899.92");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Your copy was stopped");
  });

  it("after a price gap, says the actual loss and the level, and logs each close the stop made (issue 31)", async () => {
    const { investor, created } = await copiedLong(t);
    // The price gaps from 50,000 to 33,000: (33,000 - 50,010) x 0.008 = -136.08, far past the
    // 10% level (equity 900): the copy stops at 863.92, a loss of 13.608%, 13.61% to the hundredth.
    price("33000.00", "33010.00");
    await evaluateQuotes(t.app.db, (await t.app.market.quotes(["BTCUSD"] as never)) as QuotesOutput);
    const stopped = await copyOf(t.app, investor.cookie, created.id);
    expect(stopped).toMatchObject({ status: "stopped", realizedPnl: "-136.08", netPnl: "-136.08" });
    const closed = stopped.events.filter((event) => event.kind === "closed");
    expect(closed).toEqual([
      expect.objectContaining({
        reason: "stop-loss",
        symbol: "BTCUSD",
        side: "sell",
        quantity: "0.008",
        price: "33000",
        amount: "-136.08",
      }),
    ]);
    // The log reads newest first: stopped, then the close it made, then the fill it mirrored.
    expect(stopped.events.map((event) => event.kind)).toEqual(["stopped", "closed", "mirrored", "created"]);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.kind, "copy-stopped"));
    const mine = mails.find((mail) => (mail.props as { returned: string }).returned === "$863.92");
    expect(mine?.props).toMatchObject({
      stopLossPercent: 10,
      stopLossEquity: "$900.00",
      lossPercent: "13.61",
    });
    const en = await renderQueuedEmail("copy-stopped", mine!.props, "en");
    expect(en.text).toContain("Stop-loss: 10% below the amount invested, an equity of $900.00");
    expect(en.text).toContain("Loss: 13.61% of the amount invested");
    expect(en.text).toContain("the loss is larger than the stop-loss");
    expect(en.text).not.toContain("lost 10%");
    const fr = await renderQueuedEmail("copy-stopped", mine!.props, "fr");
    expect(fr.text).toMatch(/Perte : 13,61\s%/);
    expect(fr.text).toMatch(/900,00\s\$US/);
  });

  it("never acts on a stale quote for a live copy", async () => {
    const { investor, created } = await copiedLong(t);
    price("30000.00", "30010.00");
    const quotes = (await t.app.market.quotes(["BTCUSD"] as never)) as QuotesOutput;
    const stale = { ...quotes, quotes: quotes.quotes.map((quote) => ({ ...quote, stale: true })) };
    await evaluateQuotes(t.app.db, stale);
    const simulated = { ...quotes, quotes: quotes.quotes.map((quote) => ({ ...quote, simulated: true })) };
    await evaluateQuotes(t.app.db, simulated);
    expect((await copyOf(t.app, investor.cookie, created.id)).status).toBe("active");
    await expectStatus(copyAction(t.app, investor.cookie, created.id, "stop"), 200);
  });

  it("hides another investor's copy from every action (404)", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "1000");
    const created = await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount: "500" });
    const other = await investorWith(t, "1000");
    for (const action of ["pause", "resume", "stop", "add-funds", "remove-funds"] as const)
      await expectStatus(
        copyAction(t.app, other.cookie, created.id, action, action.endsWith("funds") ? { amount: "1" } : {}),
        404,
        "Copy not found",
      );
    expect((await copyOf(t.app, investor.cookie, created.id)).status).toBe("active");
  });
});

describe("copies: month-end profit share (issue 13)", () => {
  const t = useTradingApp();

  it("settles copies created before this month once, at the current quotes", async () => {
    const { trader, investor, created } = await liveCopyOfLongTrader(t, "0.04", "1000");
    const now = new Date();
    // Created this month: not due.
    expect(await settleMonthEnd(t.app.db, t.app.market, now)).toBe(0);
    await t.app.db
      .update(copies)
      .set({ createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)) })
      .where(eq(copies.id, created.id));
    setPrice(t.app, t.feed, "BTCUSDT", "60000.00", "60010.00");
    expect(await settleMonthEnd(t.app.db, t.app.market, now)).toBe(1);
    expect(await settleMonthEnd(t.app.db, t.app.market, now)).toBe(0);
    // 79.92 of profit over the mark, 10%: 7.99 to the trader; the copy keeps its position.
    expect(await copyOf(t.app, investor.cookie, created.id)).toMatchObject({
      status: "active",
      feesPaid: "7.99",
      cash: "992.01",
      equity: "1071.93",
    });
    expect((await me(t.app, trader.cookie)).balance).toBe("7.99");
  });
});
