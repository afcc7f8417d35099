import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFixed, parseFixed } from "../../shared/trading-math";
import { AppError } from "../http/errors";
import { verifyLedger } from "../ledger/verify-ledger";
import { evaluateQuotes } from "./evaluate-quotes";
import { placeOrder } from "./place-order";
import { closeQuarters, movablePrices, practiceActor, useTestDb } from "./property-test-kit";
import { cashOf } from "./trading-account";

const step = fc.oneof(
  fc.record({
    op: fc.constant("order" as const),
    symbol: fc.constantFrom("BTCUSD", "ETHUSD"),
    side: fc.constantFrom("buy" as const, "sell" as const),
    // Tenths of a unit of notional: 0.001 .. 0.2 BTC, 0.01 .. 2 ETH.
    size: fc.integer({ min: 1, max: 200 }),
    leverage: fc.integer({ min: 1, max: 2 }),
    withStop: fc.boolean(),
  }),
  fc.record({ op: fc.constant("close" as const), index: fc.nat(3), part: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    op: fc.constant("move" as const),
    symbol: fc.constantFrom("BTCUSD", "ETHUSD"),
    // Percent change of the mid price, -30% .. +30%.
    percent: fc.integer({ min: -30, max: 30 }),
  }),
);

describe("trading property: random orders, closes and price moves keep the books right", () => {
  const app = useTestDb();

  it("cash = $10,000 + realized P&L of the fills, never below zero; quantities match the fills", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const { actor, accountId } = await practiceActor(app.db);
        const prices = movablePrices({ BTCUSD: 50_000, ETHUSD: 3_000 });
        for (const item of steps) {
          try {
            if (item.op === "order") {
              const unit = item.symbol === "BTCUSD" ? 0.001 : 0.01;
              const mid = prices.mids.get(item.symbol)!;
              await placeOrder(app.db, prices.source, actor, {
                accountId,
                symbol: item.symbol,
                side: item.side,
                quantity: parseFixed((item.size * unit).toFixed(8))!,
                leverage: item.leverage,
                ...(item.withStop
                  ? { stopLoss: parseFixed((item.side === "buy" ? mid * 0.9 : mid * 1.1).toFixed(2))! }
                  : {}),
              });
            } else if (item.op === "close") {
              await closeQuarters(app.db, prices.source, actor, accountId, item);
            } else {
              const mid = prices.mids.get(item.symbol)!;
              prices.mids.set(item.symbol, Math.max(10, Math.round(mid * (1 + item.percent / 100))));
              await evaluateQuotes(app.db, await prices.source.quotes(["BTCUSD", "ETHUSD"]));
            }
          } catch (error) {
            // Refusals (margin, minimum notional, a level on the wrong side) are fine: they write nothing.
            if (!(error instanceof AppError) || error.status >= 500) throw error;
          }
        }
        const [fills] = (
          await app.db.execute(
            sql`select coalesce(sum(realized_pnl), 0)::text as realized from fills where account_id = ${accountId}`,
          )
        ).rows as { realized: string }[];
        const cash = await cashOf(app.db, accountId);
        expect(cash).toBe(1_000_000n + BigInt(fills!.realized));
        expect(cash >= 0n).toBe(true);
        const quantities = (
          await app.db.execute(sql`
            select p.quantity::text as open,
                   (select coalesce(sum(case when f.reason = 'open' then f.quantity else -f.quantity end), 0)
                      from fills f where f.position_id = p.id)::text as filled
            from positions p where p.account_id = ${accountId}`)
        ).rows as { open: string; filled: string }[];
        for (const row of quantities)
          expect(formatFixed(parseFixed(row.open)!)).toBe(formatFixed(parseFixed(row.filled)!));
        const report = await verifyLedger(app.db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: Number(process.env.TRADING_PROPERTY_RUNS ?? 15) },
    );
  });
});
