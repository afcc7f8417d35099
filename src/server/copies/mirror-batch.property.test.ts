/**
 * Property test of multi-fill batches (issue 30, decision 0026): random sequences of a trader's
 * fills (opens, adds, partial and full closes, reversals, two instruments, prices moving between
 * them) and copies paused and resumed between rounds, mirrored into pairs of identical copies. The
 * first copy of each pair gets every fill one by one (applyMirrorTask, a transaction per copy and
 * fill, in the fills' order); the second by two workers taking several fills of the trader per
 * batch. Both copies of a pair must end the same (copy events, fills, positions, cash), each
 * (copy, trader fill) exactly once, in the trader's order.
 */
import { asc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copies, copyEvents, fills, ledgerAccounts, mirrorJobs, mirrorTasks, positions } from "../db/schema";
import { activeUser } from "../ledger/money-test-kit";
import { instrumentOf } from "../trading/instrument-of";
import { quotesFor } from "../trading/quote-source";
import { accountOf, order, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { applyMirrorTask, loadMirrorJobs } from "./apply-mirror-task";
import { copyAction, startCopy, traderWith } from "./copy-test-kit";
import { expandMirrorJobs } from "./expand-mirror-jobs";
import { runMirrorWorker } from "./run-mirror-worker";

const RUNS = Number(process.env.MIRROR_BATCH_RUNS ?? 4);
const PAIRS = 3;

const BOOKS = {
  BTCUSD: { pair: "BTCUSDT", mid: 50_000, spread: 10, lot: 0.005 },
  ETHUSD: { pair: "ETHUSDT", mid: 3_000, spread: 1, lot: 0.1 },
} as const;
type Symbol = keyof typeof BOOKS;

const action = fc.record({
  symbol: fc.constantFrom<Symbol>("BTCUSD", "ETHUSD"),
  side: fc.constantFrom<"buy" | "sell">("buy", "sell"),
  lots: fc.integer({ min: 1, max: 8 }),
  /** The instrument's price before the order, in tenths of a percent from its start. */
  move: fc.integer({ min: -30, max: 30 }),
});
const round = fc.record({
  actions: fc.array(action, { minLength: 2, maxLength: 5 }),
  /** Which pairs are paused (true) for this round's mirroring. */
  paused: fc.array(fc.boolean(), { minLength: PAIRS, maxLength: PAIRS }),
  batch: fc.integer({ min: 1, max: 6 }),
  jobsPerBatch: fc.integer({ min: 2, max: 20 }),
});
const copyShape = fc.record({
  amount: fc.constantFrom("300", "1000", "2000"),
  fixed: fc.boolean(),
});

describe("multi-fill mirroring batches equal the fills applied one by one (issue 30)", () => {
  const t = useTradingApp();

  function movePrice(symbol: Symbol, move: number) {
    const book = BOOKS[symbol];
    const bid = book.mid * (1 + move / 1000);
    setPrice(t.app, t.feed, book.pair, bid.toFixed(2), (bid + book.spread).toFixed(2));
  }

  /** What a copy holds and did: its events, fills, positions and cash, in their order. */
  async function stateOf(copyId: string) {
    const db = t.app.db;
    const [copy] = await db.select().from(copies).where(eq(copies.id, copyId));
    const accountId = copy!.accountId;
    const events = await db
      .select({
        traderFillId: copyEvents.traderFillId,
        kind: copyEvents.kind,
        reason: copyEvents.reason,
        quantity: copyEvents.quantity,
        price: copyEvents.price,
      })
      .from(copyEvents)
      .where(sql`${copyEvents.copyId} = ${copyId} and ${copyEvents.traderFillId} is not null`)
      .orderBy(asc(copyEvents.createdAt), asc(copyEvents.seq));
    const fillRows = await db
      .select({
        symbol: fills.symbol,
        side: fills.side,
        quantity: fills.quantity,
        price: fills.price,
        leverage: fills.leverage,
        reason: fills.reason,
        realizedPnl: fills.realizedPnl,
      })
      .from(fills)
      .where(eq(fills.accountId, accountId))
      .orderBy(asc(fills.createdAt));
    const positionRows = await db
      .select({
        symbol: positions.symbol,
        side: positions.side,
        quantity: positions.quantity,
        averagePrice: positions.averagePrice,
        margin: positions.margin,
        realizedPnl: positions.realizedPnl,
        status: positions.status,
        closeReason: positions.closeReason,
      })
      .from(positions)
      .where(eq(positions.accountId, accountId))
      .orderBy(asc(positions.openedAt));
    const [cash] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, `trading:${accountId}:cash`));
    return { events, fills: fillRows, positions: positionRows, cash: cash?.balance };
  }

  /** The reference: every pending task of `copyIds`, one transaction each, in the trader's order. */
  async function oneByOne(copyIds: string[]) {
    const db = t.app.db;
    for (const copyId of copyIds) {
      const tasks = await db
        .select({ jobSeq: mirrorTasks.jobSeq })
        .from(mirrorTasks)
        .where(eq(mirrorTasks.copyId, copyId))
        .orderBy(asc(mirrorTasks.jobSeq));
      for (const { jobSeq } of tasks) {
        const [job] = await loadMirrorJobs(db, [jobSeq]);
        const quotes = await quotesFor(t.app.market, [job!.symbol]);
        const instrument = await instrumentOf(db, job!.symbol);
        const outcome = await applyMirrorTask(
          db,
          t.app.market,
          job!,
          instrument,
          { copyId, jobSeq },
          quotes,
          10_000,
        );
        expect(outcome).not.toBe("gone");
      }
    }
  }

  it("gives each copy the same events, fills, positions and cash, each fill once and in order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(copyShape, { minLength: PAIRS, maxLength: PAIRS }),
        fc.array(round, { minLength: 2, maxLength: 3 }),
        async (shapes, rounds) => {
          for (const symbol of Object.keys(BOOKS) as Symbol[]) movePrice(symbol, 0);
          const trader = await traderWith(t, "1000");
          // The trader's practice account holds $10,000.
          const practice = await accountOf(t.app, trader.cookie, "practice");
          const pairs: { reference: string; batched: string; members: { id: string; cookie: string }[] }[] =
            [];
          for (const shape of shapes) {
            const made = [];
            for (let i = 0; i < 2; i++) {
              // Practice copies: no questionnaire (whose answers are rate limited) for the many investors.
              const investor = await activeUser(t.app);
              const copy = await startCopy(t.app, investor.cookie, {
                traderId: trader.userId,
                amount: shape.amount,
                mode: "practice",
                ...(shape.fixed ? { sizing: "fixed", fixedMargin: "50" } : {}),
              });
              made.push({ id: copy.id, cookie: investor.cookie });
            }
            pairs.push({ reference: made[0]!.id, batched: made[1]!.id, members: made });
          }
          const paused = pairs.map(() => false);
          for (const r of rounds) {
            for (const a of r.actions) {
              movePrice(a.symbol, a.move);
              const quantity = (a.lots * BOOKS[a.symbol].lot).toFixed(3);
              // A refused order (the trader's margin) queues nothing; the sequence goes on.
              await order(t.app, trader.cookie, {
                accountId: practice.id,
                symbol: a.symbol,
                side: a.side,
                quantity,
                leverage: 2,
              });
            }
            for (const [i, pair] of pairs.entries()) {
              if (paused[i] === r.paused[i]) continue;
              paused[i] = r.paused[i]!;
              for (const { id, cookie } of pair.members) {
                const done = await copyAction(t.app, cookie, id, paused[i] ? "pause" : "resume");
                expect(done.statusCode, done.body).toBe(200);
              }
            }
            await expandMirrorJobs(t.app.db);
            await oneByOne(pairs.map((pair) => pair.reference));
            await Promise.all(
              [1, 2].map(() =>
                runMirrorWorker(t.app.db, t.app.market, { batch: r.batch, jobsPerBatch: r.jobsPerBatch }),
              ),
            );
            expect(await t.app.db.select().from(mirrorTasks)).toEqual([]);
          }

          const jobs = await t.app.db
            .select({ fillId: mirrorJobs.traderFillId })
            .from(mirrorJobs)
            .innerJoin(fills, eq(fills.id, mirrorJobs.traderFillId))
            .where(eq(fills.accountId, practice.id))
            .orderBy(asc(mirrorJobs.seq));
          for (const pair of pairs) {
            const reference = await stateOf(pair.reference);
            const batched = await stateOf(pair.batched);
            // Each trader fill once, in the trader's order.
            expect(batched.events.map((event) => event.traderFillId)).toEqual(jobs.map((job) => job.fillId));
            expect(batched).toEqual(reference);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 900_000);
});
