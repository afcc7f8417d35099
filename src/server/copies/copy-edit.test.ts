/**
 * Issue 31 points 9, 10 and 12: editing a running copy (stop-loss, take-profit), the take-profit
 * reached on the engine's round, fixed-amount copies mirrored, and a copy's trade list and equity.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { copyEquityOutput, copyTradesOutput } from "../../shared/schemas/copies";
import type { QuotesOutput } from "../../shared/schemas/market";
import { copies, copyEvents, outbox } from "../db/schema";
import { me, post } from "../ledger/money-test-kit";
import { refusalCheck } from "../test/refusal-check";
import { call } from "../test/test-app";
import { evaluateQuotes } from "../trading/evaluate-quotes";
import { setPrice, type TradingApp, useTradingApp } from "../trading/trading-test-kit";
import { copyAction, copyOf, createCopyRequest, investorWith, startCopy, traderWith } from "./copy-test-kit";
import { buyBtc, copiedLong, liveCopyOfLongTrader } from "./long-btc-scene";
import { runMirrorWorker } from "./run-mirror-worker";

const PG = Boolean(process.env.DATABASE_URL);

const patch = (t: TradingApp, cookie: string, id: string, payload: Record<string, unknown>) =>
  call(t.app, { method: "PATCH", url: `/api/v1/copies/${id}`, cookie, payload });

const get = (t: TradingApp, cookie: string, url: string) => call(t.app, { method: "GET", url, cookie });

const round = async (t: TradingApp) => (await t.app.market.quotes(["BTCUSD"] as never)) as QuotesOutput;

describe("editing a running copy (issue 31 point 9)", () => {
  const t = useTradingApp();

  it("changes the stop-loss and take-profit, removes the take-profit with null, and logs each edit", async () => {
    const { investor, created } = await copiedLong(t);
    expect(created).toMatchObject({ stopLossPercent: 10, takeProfitPercent: null, takeProfitEquity: null });
    const edited = await patch(t, investor.cookie, created.id, {
      stopLossPercent: 25,
      takeProfitPercent: 40,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      stopLossPercent: 25,
      takeProfitPercent: 40,
      stopLossEquity: "750.00",
      takeProfitEquity: "1400.00",
    });
    // A field left out stays; null removes the take-profit.
    const removed = await patch(t, investor.cookie, created.id, { takeProfitPercent: null });
    expect(removed.json()).toMatchObject({
      stopLossPercent: 25,
      takeProfitPercent: null,
      takeProfitEquity: null,
    });
    const log = await t.app.db
      .select({ reason: copyEvents.reason })
      .from(copyEvents)
      .where(and(eq(copyEvents.copyId, created.id), eq(copyEvents.kind, "edited")))
      .orderBy(copyEvents.createdAt);
    expect(log.map((row) => row.reason)).toEqual([
      "stop-loss:10>25;take-profit:none>40",
      "stop-loss:25>25;take-profit:40>none",
    ]);
    expect(removed.json().events[0]).toMatchObject({
      kind: "edited",
      reason: "stop-loss:25>25;take-profit:40>none",
    });
  });

  it("refuses bad levels (400), a level already reached (422), a stopped copy (409) and another investor's copy (404), writing nothing", async () => {
    const { investor, created } = await copiedLong(t);
    const expectError = refusalCheck(
      (payload, cookie) => patch(t, cookie, created.id, payload),
      investor.cookie,
    );
    await expectError({ stopLossPercent: 3 }, 400, "Stop-loss must be a whole number from 5 to 95 percent");
    await expectError(
      { takeProfitPercent: 1001 },
      400,
      "Take-profit must be a whole number from 5 to 1000 percent",
    );
    await expectError(
      { takeProfitPercent: 12.5 },
      400,
      "Take-profit must be a whole number from 5 to 1000 percent",
    );
    await expectError({}, 400, "Change the stop-loss or the take-profit");
    const unknown = await patch(t, investor.cookie, created.id, { stopLossPercent: 20, amount: "5" });
    expect(unknown.statusCode).toBe(400);
    // Equity 999.92 (0.008 BTC bought at 50,010, marked at 50,000): a 5% take-profit (1,050) is not
    // reached, so it is taken; a stop-loss at 999.92 or above would be.
    setPrice(t.app, t.feed, "BTCUSDT", "56300.00", "56310.00");
    // Now equity 1,000 + (56,300 - 50,010) x 0.008 = 1,050.32: a 5% take-profit is reached.
    await expectError(
      { takeProfitPercent: 5 },
      422,
      "The copy's equity is already at its take-profit level: choose a higher one",
    );
    setPrice(t.app, t.feed, "BTCUSDT", "39000.00", "39010.00");
    // Equity 1,000 + (39,000 - 50,010) x 0.008 = 911.92: a 9% stop-loss (910) is not reached, 8% (920) is.
    await expectError(
      { stopLossPercent: 8 },
      422,
      "The copy's equity is already at this stop-loss level: choose a lower one",
    );
    expect((await patch(t, investor.cookie, created.id, { stopLossPercent: 9 })).statusCode).toBe(200);
    const other = await investorWith(t, "0", { assessed: false });
    await expectError({ stopLossPercent: 20 }, 404, "Copy not found", other.cookie);
    const [row] = await t.app.db.select().from(copies).where(eq(copies.id, created.id));
    expect(row).toMatchObject({ stopLossPercent: 9, takeProfitPercent: null });
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    expect((await copyAction(t.app, investor.cookie, created.id, "stop")).statusCode).toBe(200);
    await expectError({ stopLossPercent: 20 }, 409, "This copy is stopped");
  });
});

describe("a copy's take-profit (issue 31 point 9)", () => {
  const t = useTradingApp();
  const price = (bid: string, ask: string) => setPrice(t.app, t.feed, "BTCUSDT", bid, ask);

  it("stops the copy on the engine's round once its equity reaches the level, once, with an email", async () => {
    const { investor, created } = await copiedLong(t, { takeProfitPercent: 10 });
    expect(created).toMatchObject({ takeProfitPercent: 10, takeProfitEquity: "1100.00" });
    // Level 1,100. At 62,500: (62,500 - 50,010) x 0.008 = 99.92, equity 1,099.92: not yet.
    price("62500.00", "62510.00");
    await evaluateQuotes(t.app.db, await round(t));
    expect((await copyOf(t.app, investor.cookie, created.id)).status).toBe("active");
    // At 62,510: +100.00, equity 1,100.00: reached. Two engines on the same round stop it once.
    price("62510.00", "62520.00");
    const quotes = await round(t);
    await Promise.all([1, 2].map(() => evaluateQuotes(t.app.db, quotes)));
    const stopped = await copyOf(t.app, investor.cookie, created.id);
    expect(stopped).toMatchObject({ status: "stopped", stopReason: "take-profit", realizedPnl: "100.00" });
    expect(stopped.positions[0]).toMatchObject({ status: "closed", closeReason: "take-profit" });
    // Profit share 10% of the 100.00 gain: 10.00; 1,090.00 returned.
    expect(stopped.feesPaid).toBe("10.00");
    expect((await me(t.app, investor.cookie)).balance).toBe("2590.00");
    expect(stopped.events.filter((event) => event.kind === "stopped")).toEqual([
      expect.objectContaining({ reason: "take-profit", amount: "1090.00" }),
    ]);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.kind, "copy-take-profit"));
    const mine = mails.filter((mail) => (mail.props as { returned: string }).returned === "$1,090.00");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Your copy reached its take-profit");
    expect(mine[0]!.props).toMatchObject({
      takeProfitPercent: 10,
      level: "$1,100.00",
      invested: "$1,000.00",
    });
    // The investor's notification centre says it once, whatever the two engines did.
    const told = await get(t, investor.cookie, "/api/v1/notifications");
    expect(
      (
        told.json() as { items: { kind: string; params: { copyId: string; returned: string } }[] }
      ).items.filter((item) => item.kind === "copy-take-profit"),
    ).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ copyId: created.id, returned: "1090.00" }),
      }),
    ]);

    // The trade list: one position, its prices, P&L and the profit share it paid.
    const trades = await get(t, investor.cookie, `/api/v1/copies/${created.id}/trades`);
    expect(trades.statusCode, trades.body).toBe(200);
    expect(copyTradesOutput.parse(trades.json())).toMatchObject({
      items: [
        {
          symbol: "BTCUSD",
          side: "buy",
          status: "closed",
          quantity: "0.008",
          openPrice: "50010",
          closePrice: "62510",
          pnl: "100.00",
          feeShare: "10.00",
          closeReason: "take-profit",
        },
      ],
      unallocatedFees: "0.00",
      feesPaid: "10.00",
    });
    // The equity series: started at 1,000, ended with 1,100 before the money left and nothing after.
    const equity = copyEquityOutput.parse(
      (await get(t, investor.cookie, `/api/v1/copies/${created.id}/equity`)).json(),
    );
    expect(equity.points[0]).toMatchObject({
      equity: "1000.00",
      netInvested: "1000.00",
      pnl: "0.00",
      return: "0.00",
    });
    expect(equity.points.at(-2)).toMatchObject({
      equity: "1090.00",
      netInvested: "1000.00",
      pnl: "90.00",
      return: "9.00",
    });
    expect(equity.points.at(-1)).toMatchObject({
      equity: "0.00",
      netInvested: "-90.00",
      pnl: "90.00",
      return: null,
    });
  });

  it.skipIf(!PG)(
    "under parallel engines and an edit racing them, a reached take-profit stops the copy exactly once",
    async () => {
      const { investor, created } = await copiedLong(t, { takeProfitPercent: 10 });
      price("63000.00", "63010.00");
      const quotes = await round(t);
      const results = await Promise.all([
        ...[1, 2, 3, 4].map(() => evaluateQuotes(t.app.db, quotes)),
        patch(t, investor.cookie, created.id, { stopLossPercent: 20 }),
      ]);
      const edit = results.at(-1) as { statusCode: number };
      // The edit ran before the stop (200) or after it (409): never on a stopped copy's levels.
      expect([200, 409, 422]).toContain(edit.statusCode);
      const events = await t.app.db
        .select()
        .from(copyEvents)
        .where(and(eq(copyEvents.copyId, created.id), eq(copyEvents.kind, "stopped")));
      expect(events).toHaveLength(1);
      expect((await copyOf(t.app, investor.cookie, created.id)).stopReason).toBe("take-profit");
    },
  );
});

describe("fixed-amount copies (issue 31 point 12)", () => {
  const t = useTradingApp();
  const mirror = () => runMirrorWorker(t.app.db, t.app.market, { batch: 100 });

  it("refuses a fixed copy without a margin, a margin on a proportional copy, and a margin above the amount", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "1000");
    const base = { traderId: trader.userId, amount: "500", stopLossPercent: 10, mode: "live" };
    for (const [payload, message] of [
      [{ sizing: "fixed" }, "Enter the margin each copied position uses"],
      [{ fixedMargin: "50" }, "A margin per position applies to fixed-amount copies only"],
      [
        { sizing: "fixed", fixedMargin: "600" },
        "The margin per position cannot be more than the amount copied",
      ],
      [{ sizing: "fixed", fixedMargin: "0" }, "Amount must be greater than zero"],
    ] as const) {
      const response = await createCopyRequest(t.app, investor.cookie, { ...base, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields.fixedMargin).toBe(message);
    }
    expect((await me(t.app, investor.cookie)).balance).toBe("1000.00");
  });

  it("opens each mirrored position with the fixed margin, whatever the trader's size; closes the trader's fraction; skips with the same reasons", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "300");
    const copy = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      amount: "300",
      sizing: "fixed",
      fixedMargin: "100",
    });
    expect(copy).toMatchObject({ sizing: "fixed", fixedMargin: "100.00" });

    // $100 of margin at 2:1 buys $200 of BTC at 50,010: 0.0039992, floored to 0.00399 (margin 99.77).
    const positionId = await buyBtc(t, trader.cookie, trader.accountId, "0.04");
    expect(await mirror()).toBe(1);
    let after = await copyOf(t.app, investor.cookie, copy.id);
    expect(after.positions.filter((p) => p.status === "open")).toEqual([
      expect.objectContaining({
        symbol: "BTCUSD",
        quantity: "0.00399",
        averagePrice: "50010",
        margin: "99.77",
      }),
    ]);
    // The trader adds 0.001 BTC (a fortieth of before): the fixed copy adds another $100 of margin.
    await buyBtc(t, trader.cookie, trader.accountId, "0.001");
    expect(await mirror()).toBe(1);
    after = await copyOf(t.app, investor.cookie, copy.id);
    expect(after.positions.find((p) => p.status === "open")?.quantity).toBe("0.00798");
    // A third open needs 99.77 of the 100.46 free margin left... the fourth does not fit.
    await buyBtc(t, trader.cookie, trader.accountId, "0.001");
    await buyBtc(t, trader.cookie, trader.accountId, "0.001");
    expect(await mirror()).toBe(2);
    after = await copyOf(t.app, investor.cookie, copy.id);
    expect(after.positions.find((p) => p.status === "open")?.quantity).toBe("0.01197");
    expect(after.events.filter((event) => event.kind === "skipped")).toEqual([
      expect.objectContaining({ reason: "insufficient-margin", symbol: "BTCUSD" }),
    ]);

    // The trader closes half of 0.043: the copy closes half of 0.01197, floored: 0.00598.
    const closed = await post(t.app, trader.cookie, `/api/v1/positions/${positionId}/close`, {
      quantity: "0.0215",
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    expect(await mirror()).toBe(1);
    after = await copyOf(t.app, investor.cookie, copy.id);
    expect(after.positions.find((p) => p.status === "open")?.quantity).toBe("0.00599");

    // Paused: opens are skipped as 'paused', whatever the sizing.
    expect((await copyAction(t.app, investor.cookie, copy.id, "pause")).statusCode).toBe(200);
    await buyBtc(t, trader.cookie, trader.accountId, "0.001");
    expect(await mirror()).toBe(1);
    after = await copyOf(t.app, investor.cookie, copy.id);
    expect(after.events[0]).toMatchObject({ kind: "skipped", reason: "paused" });
  });

  it("skips a fixed margin that buys less than the minimum notional, and sizes the positions copied at start the same way", async () => {
    const fixedMargin = { amount: "500", sizing: "fixed", fixedMargin: "2" };
    const { trader, investor, created: small } = await liveCopyOfLongTrader(t, "0.04", "1000", fixedMargin);
    // $2 of margin at 2:1 buys $4 of BTC: below the $5 minimum notional, skipped and logged.
    expect(small.positions).toEqual([]);
    expect(small.events.find((event) => event.kind === "skipped")).toMatchObject({ reason: "below-minimum" });
    expect((await copyAction(t.app, investor.cookie, small.id, "stop")).statusCode).toBe(200);
    const fixed = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      amount: "500",
      sizing: "fixed",
      fixedMargin: "50",
      copyOpenPositions: true,
    });
    // At start the copy opens at the ask, 50,010: $100 / 50,010 = 0.0019996, floored 0.00199.
    expect(fixed.positions).toEqual([expect.objectContaining({ quantity: "0.00199", status: "open" })]);
  });
});

describe("a copy's trades and equity are its owner's only (issue 31 point 10)", () => {
  const t = useTradingApp();

  it("answers 404 for another investor's copy and an unknown one", async () => {
    const { investor, created } = await copiedLong(t);
    const other = await investorWith(t, "0", { assessed: false });
    for (const path of ["trades", "equity"]) {
      const mine = await get(t, investor.cookie, `/api/v1/copies/${created.id}/${path}`);
      expect(mine.statusCode, mine.body).toBe(200);
      for (const [cookie, id] of [
        [other.cookie, created.id],
        [investor.cookie, "no-such-copy"],
      ] as const) {
        const response = await get(t, cookie, `/api/v1/copies/${id}/${path}`);
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().error.message).toBe("Copy not found");
      }
    }
    const trades = copyTradesOutput.parse(
      (await get(t, investor.cookie, `/api/v1/copies/${created.id}/trades`)).json(),
    );
    // Open: P&L marked at the bid, (50,000 - 50,010) x 0.008 = -0.08; no fee yet.
    expect(trades.items).toEqual([
      expect.objectContaining({
        status: "open",
        quantity: "0.008",
        openPrice: "50010",
        closePrice: null,
        pnl: "-0.08",
        feeShare: "0.00",
      }),
    ]);
    const equity = copyEquityOutput.parse(
      (await get(t, investor.cookie, `/api/v1/copies/${created.id}/equity`)).json(),
    );
    expect(equity.points.at(-1)).toMatchObject({
      equity: "999.92",
      netInvested: "1000.00",
      pnl: "-0.08",
      return: "0.00",
    });
  });
});
