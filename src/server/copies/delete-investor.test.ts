import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { copies, copyEvents, ledgerAccounts, positions, tradingAccounts } from "../db/schema";
import { me } from "../ledger/money-test-kit";
import { call } from "../test/test-app";
import { accountOf, openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { investorWith, startCopy, traderWith } from "./copy-test-kit";
import { runMirrorWorker } from "./run-mirror-worker";

describe("deleting an investor stops their copies (issue 29, point 6)", () => {
  const t = useTradingApp();

  it("closes every copy at market, settles the profit share and returns the cash, in the deletion", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    // One trader copied live, another (on their practice account) copied in practice.
    const trader = await traderWith(t, "5000");
    const other = await traderWith(t, "1000");
    const otherPractice = await accountOf(t.app, other.cookie, "practice");
    const buy = (cookie: string, accountId: string, quantity: string) =>
      openPosition(t.app, cookie, { accountId, symbol: "BTCUSD", side: "buy", quantity, leverage: 2 });
    await buy(trader.cookie, trader.accountId, "0.04");
    await buy(other.cookie, otherPractice.id, "0.04");
    const investor = await investorWith(t, "2500");
    const live = await startCopy(t.app, investor.cookie, {
      traderId: trader.userId,
      copyOpenPositions: true,
    });
    const practice = await startCopy(t.app, investor.cookie, {
      traderId: other.userId,
      mode: "practice",
      copyOpenPositions: true,
    });
    expect(live.positions[0]?.quantity).toBe("0.008");
    expect(practice.positions[0]?.quantity).toBe("0.004");
    setPrice(t.app, t.feed, "BTCUSDT", "60000.00", "60010.00");

    const removed = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${investor.userId}`,
      cookie: t.admin,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const rows = await t.app.db.select().from(copies).where(eq(copies.investorId, investor.userId));
    expect(rows.map((row) => [row.mode, row.status, row.stopReason]).sort()).toEqual([
      ["live", "stopped", "account-deleted"],
      ["practice", "stopped", "account-deleted"],
    ]);
    const accountIds = rows.map((row) => row.accountId);
    for (const accountId of accountIds) {
      const open = await t.app.db
        .select()
        .from(positions)
        .where(and(eq(positions.accountId, accountId), eq(positions.status, "open")));
      expect(open).toEqual([]);
      const [cash] = await t.app.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, `trading:${accountId}:cash`));
      expect(cash?.balance).toBe(0n);
    }
    // Live: sold 0.008 at 60,000, (60,000 - 50,010) x 0.008 = 79.92; 10% of the profit (7.99) to the
    // trader, 1,079.92 - 7.99 = 1,071.93 back to the balance (1,500 + 1,071.93).
    const liveRow = rows.find((row) => row.mode === "live")!;
    expect(liveRow.feesPaid).toBe(799n);
    const [balance] = await t.app.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, `user:${investor.userId}:balance`));
    expect(balance?.balance).toBe(257_193n);
    expect((await me(t.app, trader.cookie)).balance).toBe("7.99");

    // The trader's next fills reach neither copy.
    await buy(trader.cookie, trader.accountId, "0.01");
    await buy(other.cookie, otherPractice.id, "0.01");
    await runMirrorWorker(t.app.db, t.app.market);
    for (const row of rows) {
      const events = await t.app.db.select().from(copyEvents).where(eq(copyEvents.copyId, row.id));
      expect(events.filter((event) => event.kind === "mirrored")).toHaveLength(1);
      expect(events.filter((event) => event.kind === "stopped")).toHaveLength(1);
    }
    const units = await t.app.db
      .select({ units: tradingAccounts.units })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, liveRow.accountId));
    expect(units[0]?.units).toBe("0");
  });
});
