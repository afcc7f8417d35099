import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide, TradingMode } from "../../shared/schemas/trading";
import { parseFixed } from "../../shared/trading-math";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { verifyLedger } from "../ledger/verify-ledger";
import { crossedLevel } from "./close-triggered-positions";
import { closeLevels, closeOutAccounts, evaluateQuotes } from "./evaluate-quotes";
import {
  findAccountsBelowMargin,
  findCloseOutCandidates,
  findTriggeredPositions,
} from "./find-triggered-positions";
import { placeOrder } from "./place-order";
import { closeQuarters, movablePrices, practiceActor, type Spread, useTestDb } from "./property-test-kit";
import { markPrice } from "./quote-source";
import { quoteMap, usableQuote } from "./usable-quotes";

/** The instruments of the test: a crypto, an FX pair quoted in dollars, and one in yen (P&L / price). */
const SYMBOLS = ["BTCUSD", "EURUSD", "USDJPY"] as const;
type Symbol = (typeof SYMBOLS)[number];
const DECIMALS: Record<Symbol, number> = { BTCUSD: 2, EURUSD: 5, USDJPY: 3 };
const LOT: Record<Symbol, number> = { BTCUSD: 0.001, EURUSD: 1000, USDJPY: 1000 };
const MAX_LEVERAGE: Record<Symbol, number> = { BTCUSD: 2, EURUSD: 30, USDJPY: 30 };

/** Exchange quotes (fresh, not simulated) one basis point either side of movable mids. */
const basisPoint: Spread = (symbol, mid) => ({
  bid: (mid * 0.9999).toFixed(DECIMALS[symbol as Symbol]),
  ask: (mid * 1.0001).toFixed(DECIMALS[symbol as Symbol]),
});
const market = (initial: Record<Symbol, number>) => movablePrices(initial, basisPoint);

/**
 * What the engine before decision 0029 closed at its stop-loss or take-profit: every open position
 * read and judged in TypeScript (a long at the bid, a short at the ask, on a quote usable for the
 * account's mode).
 */
async function fullScanLevels(db: Db, quotes: ReadonlyMap<string, Quote>): Promise<Map<string, string>> {
  const rows = (
    await db.execute(sql`
      select p.id, p.symbol, p.side, p.stop_loss::text as stop_loss, p.take_profit::text as take_profit, a.mode
      from positions p join trading_accounts a on a.id = p.account_id where p.status = 'open'`)
  ).rows as {
    id: string;
    symbol: string;
    side: OrderSide;
    stop_loss: string | null;
    take_profit: string | null;
    mode: TradingMode;
  }[];
  const crossed = new Map<string, string>();
  for (const row of rows) {
    const quote = usableQuote(quotes.get(row.symbol), row.mode);
    if (!quote) continue;
    const reason = crossedLevel(row.side, markPrice(quote, row.side), row.stop_loss, row.take_profit);
    if (reason) crossed.set(row.id, reason);
  }
  return crossed;
}

const openIds = async (db: Db) =>
  ((await db.execute(sql`select id from positions where status = 'open'`)).rows as { id: string }[]).map(
    (row) => row.id,
  );

const level = fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined });
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("order" as const),
      account: fc.nat(2),
      symbol: fc.constantFrom(...SYMBOLS),
      side: fc.constantFrom("buy" as const, "sell" as const),
      lots: fc.integer({ min: 1, max: 250 }),
      leverage: fc.integer({ min: 1, max: 30 }),
      // Percent from the mark, on the right side: a stop-loss and a take-profit, or none.
      stopLoss: level,
      takeProfit: level,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("close" as const),
      account: fc.nat(2),
      index: fc.nat(3),
      part: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("move" as const),
      // Percent changes of each mid, -8% .. +8%.
      moves: fc.tuple(
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
      ),
    }),
  },
);

describe("the engine's tick costs what it triggers (issue 30 point 4)", () => {
  const app = useTestDb();

  it("random orders, closes and quotes: it triggers exactly what a full scan of every open position would", async () => {
    const seen = { stops: 0, takeProfits: 0, closeOuts: 0, judged: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const accounts = await Promise.all([0, 1, 2].map(() => practiceActor(app.db)));
        const prices = market({ BTCUSD: 50_000, EURUSD: 1.08, USDJPY: 150 });
        for (const item of steps) {
          try {
            if (item.op === "order") {
              const { actor, accountId } = accounts[item.account]!;
              const quote = (await prices.source.quotes([item.symbol])).quotes[0]!;
              const mark = Number(item.side === "buy" ? quote.bid : quote.ask);
              const away = (percent: number | undefined, up: boolean) =>
                percent === undefined
                  ? {}
                  : parseFixed(
                      (mark * (1 + ((up ? 1 : -1) * percent) / 100)).toFixed(DECIMALS[item.symbol]),
                    )!;
              const long = item.side === "buy";
              const stopLoss = away(item.stopLoss, !long);
              const takeProfit = away(item.takeProfit, long);
              await placeOrder(app.db, prices.source, actor, {
                accountId,
                symbol: item.symbol,
                side: item.side,
                quantity: parseFixed((item.lots * LOT[item.symbol]).toFixed(8))!,
                leverage: Math.min(item.leverage, MAX_LEVERAGE[item.symbol]),
                ...(typeof stopLoss === "bigint" ? { stopLoss } : {}),
                ...(typeof takeProfit === "bigint" ? { takeProfit } : {}),
              });
            } else if (item.op === "close") {
              const { actor, accountId } = accounts[item.account]!;
              await closeQuarters(app.db, prices.source, actor, accountId, item);
            } else {
              for (const [i, symbol] of SYMBOLS.entries()) {
                const mid = prices.mids.get(symbol)!;
                prices.mids.set(symbol, mid * (1 + item.moves[i]! / 100));
              }
              const round = await prices.round();
              const quotes = quoteMap(round);
              // Stop-losses and take-profits: the same positions, for the same reasons.
              const before = await openIds(app.db);
              const expected = await fullScanLevels(app.db, quotes);
              await closeLevels(app.db, round.quotes, quotes);
              const closed = (
                await app.db.execute(sql`
                  select id, close_reason from positions
                  where status = 'closed' and id = any(${sql.param(before)}::text[])`)
              ).rows as { id: string; close_reason: string }[];
              expect(new Map(closed.map((row) => [row.id, row.close_reason]))).toEqual(expected);
              // Close-outs: the engine judges exactly the accounts a full scan finds at or below 50%.
              const below = await findAccountsBelowMargin(app.db, round.quotes);
              const { closeOuts, judged } = await closeOutAccounts(app.db, round.quotes, quotes);
              expect(judged).toEqual(below);
              expect(await findAccountsBelowMargin(app.db, round.quotes)).toEqual([]);
              seen.stops += [...expected.values()].filter((reason) => reason === "stop-loss").length;
              seen.takeProfits += [...expected.values()].filter((reason) => reason === "take-profit").length;
              seen.closeOuts += closeOuts;
              seen.judged += judged.length;
            }
          } catch (error) {
            // Refusals (margin, minimum notional) are fine: they write nothing.
            if (!(error instanceof AppError) || error.status >= 500) throw error;
          }
        }
      }),
      { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 25) },
    );
    // The runs reached every kind of trigger (the comparison above is not vacuous).
    expect(seen.stops).toBeGreaterThan(0);
    expect(seen.takeProfits).toBeGreaterThan(0);
    expect(seen.closeOuts).toBeGreaterThan(0);
    expect((await verifyLedger(app.db)).problems).toEqual([]);
  }, 600_000);
});

describe("a quiet tick (issue 30 point 4)", () => {
  const app = useTestDb();

  it("a stop-loss closed past its close-out price sets the account's other close-out prices again", async () => {
    const prices = market({ BTCUSD: 50_000, EURUSD: 1.08, USDJPY: 150 });
    const { actor, accountId } = await practiceActor(app.db);
    const order = (symbol: Symbol, lots: number, stopLoss?: string) =>
      placeOrder(app.db, prices.source, actor, {
        accountId,
        symbol,
        side: "buy",
        quantity: parseFixed(String(lots * LOT[symbol]))!,
        leverage: 30,
        ...(stopLoss ? { stopLoss: parseFixed(stopLoss)! } : {}),
      });
    // $108,000 of EURUSD (margin $3,600) stopped at 1.0746, $150,000 of USDJPY (margin $5,000).
    await order("EURUSD", 100, "1.0746");
    await order("USDJPY", 150);
    const quiet = { stopLosses: 0, takeProfits: 0, closeOuts: 0 };
    // The cushion, about $5,670, lets each position lose 2.2% of its notional.
    expect(await evaluateQuotes(app.db, await prices.round())).toEqual(quiet);
    // EURUSD gaps 6% down: its stop-loss closes at a $6,500 loss, far past its share, leaving
    // $3,500 of cash against USDJPY's $5,000 of margin (70%).
    prices.mids.set("EURUSD", 1.08 * 0.94);
    expect(await evaluateQuotes(app.db, await prices.round())).toEqual({ ...quiet, stopLosses: 1 });
    // USDJPY 1% down loses about $1,500: 2,000 / 5,000 = 40%, within its old share of 2.2%.
    prices.mids.set("USDJPY", 150 * 0.99);
    expect(await evaluateQuotes(app.db, await prices.round())).toEqual({ ...quiet, closeOuts: 1 });
  });

  it("a quote that crosses no level and no account's close-out price evaluates no account", async () => {
    const prices = market({ BTCUSD: 50_000, EURUSD: 1.08, USDJPY: 150 });
    const accounts: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { actor, accountId } = await practiceActor(app.db);
      accounts.push(accountId);
      for (const [n, symbol] of SYMBOLS.entries()) {
        const long = (i + n) % 2 === 0;
        await placeOrder(app.db, prices.source, actor, {
          accountId,
          symbol,
          side: long ? "buy" : "sell",
          // Account i holds 10 + 12i lots of each FX pair at 30x: the later ones nearer 50%.
          quantity: parseFixed((symbol === "BTCUSD" ? 0.01 : (10 + 12 * i) * LOT[symbol]).toFixed(8))!,
          leverage: symbol === "BTCUSD" ? 2 : 30,
          stopLoss: parseFixed((prices.mids.get(symbol)! * (long ? 0.8 : 1.2)).toFixed(DECIMALS[symbol]))!,
        });
      }
    }
    accounts.sort();
    // Unknown close-out prices: the first round evaluates every account and sets them.
    const first = await prices.round();
    expect(await findCloseOutCandidates(app.db, first.quotes)).toEqual(accounts);
    expect(await evaluateQuotes(app.db, first)).toEqual({ stopLosses: 0, takeProfits: 0, closeOuts: 0 });
    const unset = await app.db.execute(
      sql`select id from positions where status = 'open' and close_out_price is null`,
    );
    expect(unset.rows).toEqual([]);
    // 0.2% away: nothing to do, nothing read.
    for (const symbol of SYMBOLS) prices.mids.set(symbol, prices.mids.get(symbol)! * 0.998);
    const quiet = await prices.round();
    expect(await findTriggeredPositions(app.db, quiet.quotes)).toEqual([]);
    expect(await findCloseOutCandidates(app.db, quiet.quotes)).toEqual([]);
    // Moves that eat into the cushions: the accounts nearest 50% are evaluated (a full scan finds
    // no account below 50% it does not evaluate), the others not.
    for (const move of [0.99, 1.01, 0.98, 1.02, 0.97, 1.03]) {
      for (const symbol of SYMBOLS) prices.mids.set(symbol, prices.mids.get(symbol)! * move);
      const round = await prices.round();
      const candidates = await findCloseOutCandidates(app.db, round.quotes);
      const below = await findAccountsBelowMargin(app.db, round.quotes);
      expect(below.filter((id) => !candidates.includes(id))).toEqual([]);
      expect(candidates.length).toBeLessThan(accounts.length);
      await evaluateQuotes(app.db, round);
    }
  }, 120_000);
});
