/**
 * Issue 30 point 4, decision 0029: the engine's copy pass reads only the copies whose watch prices
 * a quote crossed (or whose prices are unknown), and still stops every copy whose exact equity
 * reached its stop-loss or take-profit on that round.
 */
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents } from "../../shared/cents";
import type { QuotesOutput } from "../../shared/schemas/market";
import { parseFixed } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Db, Runner } from "../db/client";
import { traders } from "../db/schema";
import { verifyLedger } from "../ledger/verify-ledger";
import { accountFigures } from "../trading/account-figures";
import { evaluateQuotes } from "../trading/evaluate-quotes";
import { findCloseOutCandidates } from "../trading/find-triggered-positions";
import { placeOrder } from "../trading/place-order";
import { movablePrices, practiceActor, type Spread, useTestDb } from "../trading/property-test-kit";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { quoteMap, usableQuote } from "../trading/usable-quotes";
import { addCopyFunds } from "./add-copy-funds";
import { createCopy } from "./create-copy";
import { editCopy } from "./edit-copy";
import { pauseCopy } from "./pause-copy";
import { removeCopyFunds } from "./remove-copy-funds";
import { resumeCopy } from "./resume-copy";
import { runMirrorWorker } from "./run-mirror-worker";
import { settleMonthEnd } from "./settle-month-end";
import { copyCandidatesStatement, findCopiesToJudge } from "./stop-copies-on-loss";
import { stopCopy } from "./stop-copy";
import { stopLossEquity, takeProfitEquity } from "./to-copy";

const SYMBOLS = ["BTCUSD", "EURUSD", "USDJPY"] as const;
const DECIMALS: Record<string, number> = { BTCUSD: 2, EURUSD: 5, USDJPY: 3 };
const START = { BTCUSD: 50_000, EURUSD: 1.08, USDJPY: 150 };
/** Exchange quotes (fresh, not simulated) one basis point either side of movable mids. */
const basisPoint: Spread = (symbol, mid) => ({
  bid: (mid * 0.9999).toFixed(DECIMALS[symbol]!),
  ask: (mid * 1.0001).toFixed(DECIMALS[symbol]!),
});
const RULES = { copyMinAmount: 1_000n, appropriatenessRequired: false };

/** Thrown to roll a property run back (each run starts from the same copies). */
class RolledBack extends Error {}

/**
 * A practice trader and four practice copies of different amounts holding different mixes of the
 * trader's positions (BTCUSD long, USDJPY and EURUSD short at 30x): a copy paused during an order
 * does not open it. Every order is mirrored.
 */
async function copiesOfTrader(db: Db) {
  const prices = movablePrices({ ...START }, basisPoint);
  const trader = await practiceActor(db);
  await db.insert(traders).values({
    userId: trader.actor.userId,
    displayName: "Trader",
    profitSharePercent: 10,
    createdBy: trader.actor.userId,
  });
  const copies: { id: string; accountId: string; investor: Actor }[] = [];
  for (const amount of [200_000n, 100_000n, 300_000n, 150_000n]) {
    const investor = await practiceActor(db);
    const created = await createCopy(db, prices.source, RULES, investor.actor, {
      traderId: trader.actor.userId,
      amount: cents(amount),
      stopLossPercent: 50,
      takeProfitPercent: null,
      copyOpenPositions: false,
      mode: "practice",
      sizing: "proportional",
    });
    copies.push({ id: created.id, accountId: await accountIdOf(db, created.id), investor: investor.actor });
  }
  const order = async (symbol: string, side: "buy" | "sell", quantity: string, leverage: number) => {
    await placeOrder(db, prices.source, trader.actor, {
      accountId: trader.accountId,
      symbol,
      side,
      quantity: parseFixed(quantity)!,
      leverage,
    });
    await runMirrorWorker(db, prices.source);
  };
  const pause = (i: number) => pauseCopy(db, prices.source, copies[i]!.investor, copies[i]!.id);
  const resume = (i: number) => resumeCopy(db, prices.source, copies[i]!.investor, copies[i]!.id);
  await order("BTCUSD", "buy", "0.05", 2);
  await pause(3);
  await order("USDJPY", "sell", "20000", 30);
  await pause(2);
  await order("EURUSD", "sell", "30000", 30);
  await resume(2);
  await resume(3);
  await order("BTCUSD", "buy", "0.02", 2);
  return { prices, trader, copies };
}

async function accountIdOf(db: Runner, copyId: string): Promise<string> {
  const result = await db.execute(sql`select account_id from copies where id = ${copyId}`);
  return (result.rows[0] as { account_id: string }).account_id;
}

/**
 * What the engine must do to each running copy at `round`, judged exactly as under its locks: its
 * equity (bigint cents) at the usable quotes against its stop-loss and take-profit levels.
 */
async function exactVerdicts(db: Runner, round: QuotesOutput): Promise<Map<string, string>> {
  const quotes = quoteMap(round);
  const rows = (
    await db.execute(sql`
      select id, account_id, invested::text as invested, stop_loss_percent, take_profit_percent
      from copies where status <> 'stopped' order by id`)
  ).rows as {
    id: string;
    account_id: string;
    invested: string;
    stop_loss_percent: number;
    take_profit_percent: number | null;
  }[];
  const verdicts = new Map<string, string>();
  for (const row of rows) {
    const open = await openPositionsOf(db, row.account_id);
    if (open.length === 0) continue;
    if (open.some((position) => !usableQuote(quotes.get(position.symbol), "practice"))) continue;
    const { equity } = accountFigures(await cashOf(db, row.account_id), open, quotes);
    const levels = {
      invested: BigInt(row.invested),
      stopLossPercent: row.stop_loss_percent,
      takeProfitPercent: row.take_profit_percent,
    };
    const take = takeProfitEquity(levels);
    if (equity <= stopLossEquity(levels)) verdicts.set(row.id, "stop-loss");
    else if (take !== null && equity >= take) verdicts.set(row.id, "take-profit");
  }
  return verdicts;
}

async function stopReasons(db: Runner, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = (
    await db.execute(sql`
      select id, stop_reason from copies where id = any(${sql.param(ids)}::text[]) and status = 'stopped'`)
  ).rows as { id: string; stop_reason: string }[];
  return new Map(rows.map((row) => [row.id, row.stop_reason]));
}

/** Positions of the copies' accounts still without watch prices (the engine sets them each round). */
async function unwatched(db: Runner, accountIds: readonly string[]): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from positions
    where account_id = any(${sql.param(accountIds)}::text[]) and status = 'open'
      and (copy_stop_loss_watch is null or close_out_price is null)`);
  return (result.rows[0] as { n: number }).n;
}

const moves = fc.tuple(
  fc.integer({ min: -60, max: 60 }),
  fc.integer({ min: -60, max: 60 }),
  fc.integer({ min: -60, max: 60 }),
);
const levels = fc.record({
  stopLossPercent: fc.integer({ min: 5, max: 40 }),
  takeProfitPercent: fc.option(fc.integer({ min: 5, max: 40 }), { nil: null }),
});

describe("copy watch prices (issue 30 point 4)", () => {
  const app = useTestDb();

  it("property: random levels and quotes, every copy whose exact equity reached a level stops on that round, and only those", async () => {
    const { prices, copies } = await copiesOfTrader(app.db);
    const ids = copies.map((copy) => copy.id);
    const seen = { stopLoss: 0, takeProfit: 0, rounds: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(levels, levels, levels, levels),
        fc.array(moves, { minLength: 2, maxLength: 4 }),
        async (copyLevels, rounds) => {
          await app.db
            .transaction(async (tx) => {
              for (const [i, copy] of copies.entries()) {
                const level = copyLevels[i]!;
                await tx.execute(sql`
                  update copies set stop_loss_percent = ${level.stopLossPercent},
                                    take_profit_percent = ${level.takeProfitPercent}
                  where id = ${copy.id}`);
              }
              // As editCopy does (its own test below): the old levels' watch prices are forgotten.
              await tx.execute(sql`
                update positions set close_out_price = null, copy_stop_loss_watch = null, copy_take_profit_watch = null
                where account_id = any(${sql.param(copies.map((copy) => copy.accountId))}::text[])`);
              const before = new Set<string>();
              // The first round, at the start quotes, sets the watch prices the later rounds rely on.
              for (const move of [[0, 0, 0], ...rounds]) {
                // Tenths of a percent from the start: up to 6% either way.
                for (const [i, symbol] of SYMBOLS.entries())
                  prices.mids.set(symbol, START[symbol] * (1 + move[i]! / 1000));
                const round = await prices.round();
                const expected = await exactVerdicts(tx, round);
                await evaluateQuotes(tx, round, prices.source);
                const stopped = await stopReasons(tx, ids);
                for (const id of before) stopped.delete(id);
                expect(stopped).toEqual(expected);
                for (const id of stopped.keys()) before.add(id);
                // Every remaining copy position has its watch prices for the next round.
                expect(
                  await unwatched(
                    tx,
                    copies.map((copy) => copy.accountId),
                  ),
                ).toBe(0);
                seen.rounds += 1;
                for (const reason of expected.values())
                  seen[reason === "stop-loss" ? "stopLoss" : "takeProfit"] += 1;
                if (before.size === ids.length) break;
              }
              throw new RolledBack();
            })
            .catch((error) => {
              if (!(error instanceof RolledBack)) throw error;
            });
        },
      ),
      { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 40) },
    );
    // The runs stopped copies for both reasons (the comparison above is not vacuous).
    expect(seen.stopLoss).toBeGreaterThan(0);
    expect(seen.takeProfit).toBeGreaterThan(0);
    expect((await verifyLedger(app.db)).problems).toEqual([]);
  }, 600_000);

  it("a quote that crosses no watch price judges no copy and reads no copy row", async () => {
    const { prices, copies } = await copiesOfTrader(app.db);
    const accounts = copies.map((copy) => copy.accountId);
    const first = await prices.round();
    // Unknown watch prices: the first round takes every copy as a candidate and sets them.
    expect((await findCopiesToJudge(app.db, first.quotes)).accountIds).toEqual(
      expect.arrayContaining(accounts),
    );
    await evaluateQuotes(app.db, first, prices.source);
    expect(await unwatched(app.db, accounts)).toBe(0);
    // 0.2% away: no copy is a candidate, none is judged.
    for (const symbol of SYMBOLS) prices.mids.set(symbol, prices.mids.get(symbol)! * 1.002);
    const quiet = await prices.round();
    expect(await findCloseOutCandidates(app.db, quiet.quotes)).toEqual([]);
    expect(await findCopiesToJudge(app.db, quiet.quotes)).toEqual({ judged: [], accountIds: [] });
    // What the statement reads, with sequential scans priced out as on a database of 100,000
    // positions (on a few rows PostgreSQL rightly scans them): index range scans returning nothing.
    const nodes = await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return planNodes(tx, copyCandidatesStatement(quiet.quotes, [])!);
    });
    const tables = nodes.filter((node) => node["Relation Name"] !== undefined);
    expect(tables.map((node) => node["Relation Name"])).toContain("positions");
    for (const node of tables) {
      expect([node["Relation Name"], node["Node Type"], node["Actual Rows"]]).toEqual([
        node["Relation Name"],
        expect.stringMatching(/Index|Bitmap/),
        0,
      ]);
      expect(node["Rows Removed by Filter"] ?? 0).toBe(0);
    }
  });

  describe("every path that changes a copy's positions, cash or levels forgets its watch prices", () => {
    /** Copies with their watch prices set at the start quotes. */
    async function watchedCopies() {
      const made = await copiesOfTrader(app.db);
      await watchAt(made);
      return made;
    }
    /** A round at the current quotes: every copy's open position has its watch prices after it. */
    async function watchAt(made: Awaited<ReturnType<typeof copiesOfTrader>>) {
      await evaluateQuotes(app.db, await made.prices.round(), made.prices.source);
      expect(
        await unwatched(
          app.db,
          made.copies.map((copy) => copy.accountId),
        ),
      ).toBe(0);
    }
    /** The copy's account is a candidate of the next round again: every open position forgotten. */
    async function expectForgotten(made: Awaited<ReturnType<typeof watchedCopies>>, accountIds: string[]) {
      const open = await app.db.execute(sql`
        select count(*)::int as n from positions
        where account_id = any(${sql.param(accountIds)}::text[]) and status = 'open'`);
      expect(await unwatched(app.db, accountIds)).toBe((open.rows[0] as { n: number }).n);
      expect((open.rows[0] as { n: number }).n).toBeGreaterThan(0);
      const round = await made.prices.round();
      const { accountIds: candidates } = await findCopiesToJudge(app.db, round.quotes);
      expect(candidates).toEqual(expect.arrayContaining(accountIds));
    }

    it("editing the copy's levels", async () => {
      const made = await watchedCopies();
      const copy = made.copies[0]!;
      await editCopy(app.db, made.prices.source, copy.investor, copy.id, {
        stopLossPercent: 20,
        takeProfitPercent: 15,
      });
      await expectForgotten(made, [copy.accountId]);
    });

    it("adding and removing funds (moveCopyCash)", async () => {
      const made = await watchedCopies();
      const [added, removed] = made.copies;
      await addCopyFunds(app.db, made.prices.source, added!.investor, added!.id, { amount: cents(10_000n) });
      await expectForgotten(made, [added!.accountId]);
      await removeCopyFunds(app.db, made.prices.source, removed!.investor, removed!.id, {
        amount: cents(10_000n),
      });
      await expectForgotten(made, [removed!.accountId]);
    });

    it("a trader's fill mirrored into the copies (the set-based batch), opening and reducing", async () => {
      const made = await watchedCopies();
      // Every copy holds BTCUSD beside another position: adding to BTCUSD, then reducing it, forgets
      // the others too.
      const traderOrder = async (side: "buy" | "sell", quantity: string) => {
        await placeOrder(app.db, made.prices.source, made.trader.actor, {
          accountId: made.trader.accountId,
          symbol: "BTCUSD",
          side,
          quantity: parseFixed(quantity)!,
          leverage: 2,
        });
        expect(await runMirrorWorker(app.db, made.prices.source)).toBe(made.copies.length);
        await expectForgotten(
          made,
          made.copies.map((copy) => copy.accountId),
        );
      };
      await traderOrder("buy", "0.03");
      await evaluateQuotes(app.db, await made.prices.round(), made.prices.source);
      await traderOrder("sell", "0.04");
    });

    it("a profit share paid from the copy's cash at the month's end", async () => {
      const made = await watchedCopies();
      // The copies gain (BTCUSD up 10%, the shorts' pairs down 1%): profit share is due.
      prices(made, { BTCUSD: 1.1, EURUSD: 0.99, USDJPY: 0.99 });
      await watchAt(made);
      const nextMonth = new Date(Date.now() + 40 * 24 * 3600_000);
      expect(await settleMonthEnd(app.db, made.prices.source, nextMonth)).toBeGreaterThan(0);
      const fees = await app.db.execute(sql`
        select account_id from copies
        where id = any(${sql.param(made.copies.map((copy) => copy.id))}::text[]) and fees_paid > 0`);
      const paid = (fees.rows as { account_id: string }[]).map((row) => row.account_id);
      expect(paid.length).toBeGreaterThan(0);
      await expectForgotten(made, paid);
    });

    it("a copy stopped by its investor leaves no watched position", async () => {
      const made = await watchedCopies();
      const copy = made.copies[0]!;
      await stopCopy(app.db, made.prices.source, copy.investor, copy.id);
      expect(await unwatched(app.db, [copy.accountId])).toBe(0);
      const left = await app.db.execute(sql`
        select count(*)::int as n from positions where account_id = ${copy.accountId} and status = 'open'`);
      expect((left.rows[0] as { n: number }).n).toBe(0);
    });
  });
});

/** Moves each mid by its factor. */
function prices(made: { prices: ReturnType<typeof movablePrices> }, factors: Record<string, number>) {
  for (const [symbol, factor] of Object.entries(factors))
    made.prices.mids.set(symbol, made.prices.mids.get(symbol)! * factor);
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of the statement's EXPLAIN ANALYZE plan. */
async function planNodes(db: Runner, statement: SQL): Promise<PlanNode[]> {
  const result = await db.execute(sql`explain (analyze, format json) ${statement}`);
  const first = result.rows[0] as Record<string, unknown>;
  const raw = Object.values(first)[0];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0]!.Plan);
  return nodes;
}
