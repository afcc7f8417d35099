import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "../../shared/cents";
import { parseCents } from "../../shared/money";
import type { Actor } from "../auth/actor";
import { ledgerAccounts } from "../db/schema";
import { AppError } from "../http/errors";
import { me, post } from "../ledger/money-test-kit";
import { verifyLedger } from "../ledger/verify-ledger";
import { setPrice, useTradingApp } from "../trading/trading-test-kit";
import { addCopyFunds } from "./add-copy-funds";
import { copyAction, copyOf, investorWith, startCopy, traderWith } from "./copy-test-kit";
import { createCopy } from "./create-copy";
import { buyBtc } from "./long-btc-scene";
import { removeCopyFunds } from "./remove-copy-funds";
import { stopCopy } from "./stop-copy";

/** An investor's change to their copy: funds added or removed (dollars and cents). */
const change = fc.record({
  op: fc.constantFrom("add-funds" as const, "remove-funds" as const),
  cents: fc.integer({ min: 1, max: 150_000 }),
});

describe("profit share cannot be dodged by removing funds first (issue 29, point 3)", () => {
  const t = useTradingApp();
  const btc = (bid: number) => setPrice(t.app, t.feed, "BTCUSDT", bid.toFixed(2), (bid + 10).toFixed(2));
  const centsOf = (text: string) => parseCents(text)!;

  /** A live trader taking 30%, long 0.04 BTC bought at 50,010. */
  async function thirtyPercentTrader() {
    btc(50_000);
    const trader = await traderWith(t, "5000");
    const saved = await post(t.app, t.admin, `/api/v1/admin/users/${trader.userId}/trader`, {
      displayName: "Test Trader",
      bio: "",
      profitSharePercent: 30,
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await buyBtc(t, trader.cookie, trader.accountId, "0.04");
    return trader;
  }

  /** Two investors with `balance` dollars each. */
  async function twinInvestors(balance: string) {
    return [await investorWith(t, balance), await investorWith(t, balance)] as const;
  }

  /** Identical $1,000 live copies of `traderId` (BTC at 50,000) for each of `investors`. */
  async function twinCopies(traderId: string, investors: readonly { cookie: string; userId: string }[]) {
    btc(50_000);
    const twins = [];
    for (const investor of investors) {
      const created = await startCopy(t.app, investor.cookie, { traderId, copyOpenPositions: true });
      expect(created.positions[0]?.quantity).toBe("0.008");
      twins.push({ ...investor, copyId: created.id });
    }
    return twins as [(typeof twins)[0], (typeof twins)[0]];
  }

  it("removing the whole free equity and then stopping pays what stopping at once pays", async () => {
    const trader = await thirtyPercentTrader();
    const [stopper, remover] = await twinCopies(trader.userId, await twinInvestors("3000"));
    // At 62,500: (62,500 - 50,010) x 0.008 = 99.92 of profit on 1,000.
    btc(62_500);
    const free = (await copyOf(t.app, remover.cookie, remover.copyId)).equity;
    const removable =
      centsOf(free) - centsOf((await copyOf(t.app, remover.cookie, remover.copyId)).usedMargin);
    const removed = await copyAction(t.app, remover.cookie, remover.copyId, "remove-funds", {
      amount: (Number(removable) / 100).toFixed(2),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(centsOf(removed.json().feesPaid)).toBeGreaterThan(0n);
    for (const investor of [stopper, remover]) {
      const stopped = await copyAction(t.app, investor.cookie, investor.copyId, "stop");
      expect(stopped.statusCode, stopped.body).toBe(200);
    }
    const stopperCopy = await copyOf(t.app, stopper.cookie, stopper.copyId);
    const removerCopy = await copyOf(t.app, remover.cookie, remover.copyId);
    // 30% of 99.92 = 29.976, rounded down.
    expect(stopperCopy.feesPaid).toBe("29.97");
    expect(removerCopy.feesPaid).toBe("29.97");
    expect((await me(t.app, remover.cookie)).balance).toBe((await me(t.app, stopper.cookie)).balance);
    expect((await me(t.app, trader.cookie)).balance).toBe("59.94");
  });

  it("property: whichever adds and removes come first, the total profit share and what the investor gets back are the same", async () => {
    const trader = await thirtyPercentTrader();
    // The same two investors all along (a stopped copy's trader can be copied again): each run
    // compares its own fees and balance changes. The use cases are called directly (the routes'
    // rate limit would stop a property test).
    const investors = await twinInvestors("5000");
    const actors = investors.map(
      (investor): Actor => ({ userId: investor.userId, sessionId: "s", role: "user", isActive: true }),
    );
    const balanceOf = async (userId: string) => {
      const [row] = await t.app.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, `user:${userId}:balance`));
      return row?.balance ?? 0n;
    };
    const { db, market, config } = t.app;
    await fc.assert(
      fc.asyncProperty(
        // The price the copies are left at: from a loss to a profit of about 25%.
        fc.integer({ min: 45_000, max: 62_500 }),
        fc.array(change, { minLength: 1, maxLength: 6 }),
        async (bid, changes) => {
          const before = await Promise.all(investors.map((investor) => balanceOf(investor.userId)));
          btc(50_000);
          const copies: string[] = [];
          const fees: bigint[] = [];
          try {
            for (const actor of actors) {
              const input = {
                traderId: trader.userId,
                amount: cents(100_000n),
                stopLossPercent: 10,
                mode: "live",
              } as const;
              const created = await createCopy(db, market, config, actor, {
                ...input,
                copyOpenPositions: true,
              });
              expect(created.positions[0]?.quantity).toBe("0.008");
              copies.push(created.id);
            }
            btc(bid);
            for (const { op, cents: amount } of changes) {
              const move = op === "add-funds" ? addCopyFunds : removeCopyFunds;
              try {
                await move(db, market, actors[1]!, copies[1]!, { amount: cents(BigInt(amount)) });
              } catch (error) {
                // Refused (beyond the balance or the free margin): nothing written.
                if (!(error instanceof AppError) || error.status !== 422) throw error;
              }
            }
          } finally {
            // Stopped whatever happened (a failed creation included), so that the next run can copy
            // again and a failure is reported as itself rather than as "You already copy this trader".
            for (const [index, copyId] of copies.entries())
              fees.push(centsOf((await stopCopy(db, market, actors[index]!, copyId)).feesPaid));
          }
          const after = await Promise.all(investors.map((investor) => balanceOf(investor.userId)));
          const returned = [after[0]! - before[0]!, after[1]! - before[1]!];
          // The rounding rule: equal to the cent, but for a cent either way when the units' NAV
          // (exact to 1e-8 of a cent) falls on a cent's edge after a money movement.
          const label = `bid ${bid}, ${JSON.stringify(changes)}: fees ${fees}, returned ${returned}`;
          expect(fees[1]! - fees[0]! <= 1n && fees[0]! - fees[1]! <= 1n, label).toBe(true);
          expect(returned[1]! - returned[0]! <= 1n && returned[0]! - returned[1]! <= 1n, label).toBe(true);
          // Some profit share is due above 50,500 ((50,500 - 50,010) x 0.008 = 3.92 of profit).
          if (bid > 50_500) expect(fees[0]! > 0n, label).toBe(true);
          expect((await verifyLedger(db)).problems).toEqual([]);
        },
      ),
      { numRuns: Number(process.env.COPY_PROPERTY_RUNS ?? 10) },
    );
  }, 600_000);
});
