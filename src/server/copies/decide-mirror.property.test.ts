/**
 * Property tests of the mirroring rules (decideMirror, docs/design.md, Copy trading) over random trader
 * fills, prices and copies, for fixed-amount sizing (issue 31 point 12) beside proportional sizing:
 * the same skip rules, a fixed copy's open never uses more than its fixed margin and is the largest
 * lot-step multiple that fits it, and closes do not depend on the sizing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Quote } from "../../shared/schemas/market";
import { formatFixed, marginCents, notionalCents } from "../../shared/trading-math";
import type { PositionRow } from "../trading/account-figures";
import type { InstrumentRow } from "../trading/to-instrument";
import { type CopyState, decideMirror, type MirrorJob } from "./decide-mirror";

const ONE = 10n ** 8n;
const NOW = new Date("2026-11-29T04:00:00Z");

const instrument = (
  symbol: string,
  lotStep: bigint,
  minNotional: bigint,
  enabled: boolean,
): InstrumentRow => ({
  symbol,
  name: symbol,
  assetClass: symbol === "BTCUSD" ? "crypto" : "fx-major",
  lotStep: formatFixed(lotStep),
  minNotional,
  pricePrecision: 5,
  maxLeverage: symbol === "BTCUSD" ? 2 : 30,
  enabled,
  updatedAt: NOW,
});

const quoteOf = (symbol: string, price: bigint, stale: boolean): Quote => ({
  symbol: symbol as Quote["symbol"],
  label: symbol,
  price: Number(price) / 1e8,
  change: 0,
  changePercent: 0,
  simulated: false,
  bid: formatFixed(price),
  ask: formatFixed(price),
  time: NOW.toISOString(),
  source: "exchange",
  ageMs: 0,
  stale,
});

const positionOf = (symbol: string, side: "buy" | "sell", quantity: bigint, price: bigint): PositionRow => ({
  id: "p1",
  accountId: "a1",
  symbol,
  side,
  quantity: formatFixed(quantity),
  averagePrice: formatFixed(price),
  leverage: 2,
  margin: marginCents(notionalCents(symbol, quantity, price), 2),
  stopLoss: null,
  takeProfit: null,
  realizedPnl: 0n,
  status: "open",
  closeReason: null,
  openedAt: NOW,
  closedAt: null,
  closeOutPrice: null,
  copyStopLossWatch: null,
  copyTakeProfitWatch: null,
});

/** A random trader fill and a copy's state around it. */
const scenario = fc.record({
  symbol: fc.constantFrom("BTCUSD", "EURUSD", "USDJPY"),
  side: fc.constantFrom<"buy" | "sell">("buy", "sell"),
  opening: fc.boolean(),
  /** Price in 1e-5 steps (0.5 to 90,000). */
  priceSteps: fc.bigInt({ min: 50_000n, max: 9_000_000_000n }),
  traderQuantity: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  traderQuantityBefore: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  traderEquity: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  leverage: fc.constantFrom(1, 2, 10, 30),
  lotStepExp: fc.integer({ min: 0, max: 6 }),
  minNotional: fc.bigInt({ min: 1n, max: 100_000n }),
  cash: fc.bigInt({ min: 0n, max: 10n ** 8n }),
  fixedMargin: fc.bigInt({ min: 1n, max: 10n ** 7n }),
  status: fc.constantFrom("active", "active", "active", "paused"),
  enabled: fc.boolean(),
  stale: fc.boolean(),
  /** The copy's open quantity on the instrument, in lot steps (0: none). */
  held: fc.bigInt({ min: 0n, max: 10_000n }),
  heldSide: fc.constantFrom<"same" | "against">("same", "against"),
});

function sample(s: {
  symbol: string;
  side: "buy" | "sell";
  opening: boolean;
  priceSteps: bigint;
  traderQuantity: bigint;
  traderQuantityBefore: bigint;
  traderEquity: bigint;
  leverage: number;
  lotStepExp: number;
  minNotional: bigint;
  cash: bigint;
  fixedMargin: bigint;
  status: string;
  enabled: boolean;
  stale: boolean;
  held: bigint;
  heldSide: "same" | "against";
}) {
  const price = s.priceSteps * 1000n;
  const step = ONE / 10n ** BigInt(s.lotStepExp);
  const job: MirrorJob = {
    seq: 1n,
    traderFillId: "f1",
    symbol: s.symbol,
    side: s.side,
    quantity: s.traderQuantity,
    price,
    leverage: s.leverage,
    opening: s.opening,
    equityBefore: s.traderEquity,
    quantityBefore: s.traderQuantityBefore,
    filledAt: NOW,
  };
  const heldSide = s.opening === (s.heldSide === "same") ? s.side : s.side === "buy" ? "sell" : "buy";
  const open = s.held > 0n ? [positionOf(s.symbol, heldSide, s.held * step, price)] : [];
  const state = (fixedMargin: bigint | null): CopyState => ({
    status: s.status,
    mode: "live",
    fixedMargin,
    cash: s.cash,
    open,
    quotes: new Map([[s.symbol, quoteOf(s.symbol, price, s.stale)]]),
    now: NOW,
  });
  return { job, inst: instrument(s.symbol, step, s.minNotional, s.enabled), state, price, step };
}

describe("decideMirror property: fixed-amount sizing (issue 31 point 12)", () => {
  it("opens the largest lot-step quantity the fixed margin buys, within the free margin, with the same skip rules", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { job, inst, state, price, step } = sample(s);
        const fixed = decideMirror(job, inst, state(s.fixedMargin), 60_000);
        const proportional = decideMirror(job, inst, state(null), 60_000);

        if (!s.opening) {
          // Closes are sized by the fraction the trader closed, whatever the copy's sizing.
          expect(fixed).toEqual(proportional);
          return;
        }
        // Reasons that do not depend on the size are the same for both sizings.
        for (const decision of [fixed, proportional]) {
          if (s.status === "paused") expect(decision).toEqual({ kind: "skip", reason: "paused" });
          else if (!s.enabled) expect(decision).toEqual({ kind: "skip", reason: "instrument-disabled" });
          else if (s.stale) expect(decision).toEqual({ kind: "skip", reason: "market-data-stale" });
        }
        if (s.status === "paused" || !s.enabled || s.stale) return;
        if (s.held > 0n && s.heldSide === "against") {
          expect(fixed.kind).toBe("close-against-first");
          expect(proportional.kind).toBe("close-against-first");
          return;
        }
        // The quantity the fixed margin buys: the largest multiple of the step within margin x leverage.
        const budget = s.fixedMargin * BigInt(s.leverage);
        const usdBase = s.symbol.startsWith("USD");
        /** Whether `lots` steps cost at most the budget, exactly (no rounding). */
        const fits = (lots: bigint) =>
          usdBase ? lots * step * 100n <= budget * ONE : lots * step * price * 100n <= budget * ONE * ONE;
        let lots = usdBase
          ? (budget * ONE) / 100n / step + 2n
          : (budget * ONE * ONE) / (price * 100n) / step + 2n;
        while (lots > 0n && !fits(lots)) lots -= 1n;
        const quantity = lots * step;
        const notional = notionalCents(s.symbol, quantity, price);
        const margin = marginCents(notional, s.leverage);
        const freeMargin =
          s.cash - (s.held > 0n ? marginCents(notionalCents(s.symbol, s.held * step, price), 2) : 0n);
        if (quantity === 0n || notional < s.minNotional) {
          expect(fixed).toEqual({ kind: "skip", reason: "below-minimum" });
        } else if (margin > freeMargin) {
          expect(fixed).toEqual({ kind: "skip", reason: "insufficient-margin" });
        } else {
          expect(fixed).toMatchObject({ kind: "increase", quantity, price, margin });
          if (fixed.kind === "increase") {
            expect(fixed.quantity % step).toBe(0n);
            expect(fixed.margin <= s.fixedMargin).toBe(true);
            expect(fixed.margin <= freeMargin).toBe(true);
            // It does not depend on the trader's size or equity.
            const other = decideMirror(
              { ...job, quantity: job.quantity * 3n, equityBefore: job.equityBefore + 7n },
              inst,
              state(s.fixedMargin),
              60_000,
            );
            expect(other).toEqual(fixed);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("decideMirror property: mirrored closes leave no dust (issue 29 point 4)", () => {
  it("a reduce closes the copy's share, or all of it when the rest would be below the minimum notional", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const reducing = {
          ...s,
          opening: false,
          heldSide: "same" as const,
          held: s.held === 0n ? 1n : s.held,
        };
        const { job, inst, state, price, step } = sample(reducing);
        const decision = decideMirror(job, inst, state(null), 60_000);
        if (decision.kind !== "reduce") return;
        const held = reducing.held * step;
        const remainder = held - decision.quantity;
        expect(remainder >= 0n).toBe(true);
        if (remainder > 0n) {
          expect(notionalCents(s.symbol, remainder, price) >= s.minNotional).toBe(true);
          // Otherwise it is exactly the trader's fraction, floored to the lot step.
          const share = (held * job.quantity) / job.quantityBefore;
          expect(decision.quantity).toBe(share - (share % step));
        }
      }),
      { numRuns: 500 },
    );
  });
});
