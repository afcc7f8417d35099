import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { QuotesOutput } from "../../shared/schemas/market";
import type { NotificationsOutput } from "../../shared/schemas/notifications";
import { copyAction, investorWith, startCopy, traderWith } from "../copies/copy-test-kit";
import { runMirrorWorker } from "../copies/run-mirror-worker";
import { notifications } from "../db/schema";
import { expectLedgerConsistent, post } from "../ledger/money-test-kit";
import { call } from "../test/test-app";
import { evaluateQuotes } from "../trading/evaluate-quotes";
import { openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";

describe("the notification centre (issue 31 point 13)", () => {
  const t = useTradingApp();
  const price = (bid: string, ask: string) => setPrice(t.app, t.feed, "BTCUSDT", bid, ask);
  const mirror = () => runMirrorWorker(t.app.db, t.app.market, { batch: 100 });
  const trade = (cookie: string, accountId: string, side: "buy" | "sell", quantity: string) =>
    openPosition(t.app, cookie, { accountId, symbol: "BTCUSD", side, quantity, leverage: 2 });
  const list = async (cookie: string): Promise<NotificationsOutput> => {
    const response = await call(t.app, { method: "GET", url: "/api/v1/notifications", cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const read = (cookie: string, payload: Record<string, unknown>) =>
    post(t.app, cookie, "/api/v1/notifications/read", payload);

  it("tells a copier once per copy and trader fill of a skip they can act on, in one statement for the batch; others see nothing; read marks it", async () => {
    price("50000.00", "50010.00");
    const trader = await traderWith(t, "5000");
    const small = await investorWith(t, "200");
    const paused = await investorWith(t, "200");
    const other = await investorWith(t, "0");
    const copy = await startCopy(t.app, small.cookie, { traderId: trader.userId, amount: "200" });
    const pausedCopy = await startCopy(t.app, paused.cookie, { traderId: trader.userId, amount: "200" });
    expect((await copyAction(t.app, paused.cookie, pausedCopy.id, "pause")).statusCode).toBe(200);

    // 0.001 x 200 / 5,000 = 0.00004 BTC, below the $5 minimum: skipped for the active copy.
    await trade(trader.cookie, trader.accountId, "buy", "0.001");
    expect(await mirror()).toBe(2);
    const mine = await list(small.cookie);
    expect(mine.unreadCount).toBe(1);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      kind: "mirror-skipped",
      readAt: null,
      params: {
        copyId: copy.id,
        traderName: "Test Trader",
        symbol: "BTCUSD",
        side: "buy",
        reason: "below-minimum",
      },
    });
    // The paused copy skipped by its investor's own choice: no notification. Nor for anyone else.
    expect(await list(paused.cookie)).toEqual({ items: [], unreadCount: 0 });
    expect(await list(other.cookie)).toEqual({ items: [], unreadCount: 0 });
    // Someone else's id changes nothing; the owner's marks it read.
    expect((await read(other.cookie, { ids: [mine.items[0]!.id] })).json()).toEqual({ unreadCount: 0 });
    expect((await list(small.cookie)).unreadCount).toBe(1);
    expect((await read(small.cookie, { ids: [mine.items[0]!.id] })).json()).toEqual({ unreadCount: 0 });
    const after = await list(small.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.items[0]!.readAt).not.toBeNull();

    // A second fill is a second notification; reading with no ids reads all.
    await trade(trader.cookie, trader.accountId, "buy", "0.001");
    await mirror();
    expect((await list(small.cookie)).unreadCount).toBe(1);
    expect((await read(small.cookie, {})).json()).toEqual({ unreadCount: 0 });
    // The same (copy, fill, reason) is never notified twice.
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, small.userId));
    expect(new Set(rows.map((row) => row.dedupeKey)).size).toBe(2);
  });

  it("refuses bad input with 400 and answers 401 without a session", async () => {
    const investor = await investorWith(t, "0");
    expect((await read(investor.cookie, { ids: "x" })).statusCode).toBe(400);
    expect((await read(investor.cookie, { other: 1 })).statusCode).toBe(400);
    expect((await call(t.app, { method: "GET", url: "/api/v1/notifications" })).statusCode).toBe(401);
  });

  it("reports a copy stopped by its stop-loss and the profit share settled, with the figures", async () => {
    price("50000.00", "50010.00");
    const trader = await traderWith(t, "5000");
    await trade(trader.cookie, trader.accountId, "buy", "0.04");
    const loser = await investorWith(t, "2500");
    const winner = await investorWith(t, "2500");
    const lost = await startCopy(t.app, loser.cookie, { traderId: trader.userId, copyOpenPositions: true });
    price("60000.00", "60010.00");
    const won = await startCopy(t.app, winner.cookie, { traderId: trader.userId, copyOpenPositions: false });
    expect(won.id).toBeTruthy();

    // The first copy in profit stops: its profit share is settled and reported.
    price("52000.00", "52010.00");
    const stopped = await copyAction(t.app, loser.cookie, lost.id, "stop");
    expect(stopped.statusCode, stopped.body).toBe(200);
    const fee = stopped.json().events.find((event: { kind: string }) => event.kind === "profit-share").amount;
    expect((await list(loser.cookie)).items).toEqual([
      expect.objectContaining({
        kind: "profit-share-settled",
        params: { copyId: lost.id, traderName: "Test Trader", amount: fee, mode: "live" },
      }),
    ]);

    // A copy reaching its stop-loss on the engine's round.
    const again = await startCopy(t.app, loser.cookie, { traderId: trader.userId, copyOpenPositions: true });
    price("30000.00", "30010.00");
    await evaluateQuotes(t.app.db, (await t.app.market.quotes(["BTCUSD"] as never)) as QuotesOutput);
    const items = (await list(loser.cookie)).items;
    const stop = items.find((item) => item.kind === "copy-stopped-loss");
    expect(stop?.params).toMatchObject({ copyId: again.id, traderName: "Test Trader", mode: "live" });
    expect(Number(stop?.params.returned)).toBeLessThan(1000);
    expect((await list(trader.cookie)).items).toEqual([]);
    await expectLedgerConsistent(t.app);
  });

  it("tells each investor with a running copy once when an admin stops the trader", async () => {
    const trader = await traderWith(t, "5000");
    const investor = await investorWith(t, "1000");
    const practising = await investorWith(t, "0", { assessed: false });
    const bystander = await investorWith(t, "1000");
    await startCopy(t.app, investor.cookie, { traderId: trader.userId, amount: "400" });
    await startCopy(t.app, practising.cookie, { traderId: trader.userId, amount: "400", mode: "practice" });
    const response = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${trader.userId}/trader`,
      cookie: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mine = await list(investor.cookie);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: "trader-stopped",
        params: { traderId: trader.userId, traderName: "Test Trader" },
      }),
    ]);
    expect((await list(practising.cookie)).items.map((item) => item.kind)).toEqual(["trader-stopped"]);
    expect((await list(bystander.cookie)).items).toEqual([]);
  });
});
