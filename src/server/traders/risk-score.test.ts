import { describe, expect, it } from "vitest";
import type { MarketSymbol } from "../../shared/market-symbols";
import { fallbackVolatility, riskBands, riskScoreOf, volatilityFloor } from "../../shared/risk-bands";
import type { Quote } from "../../shared/schemas/market";
import type { PositionRow } from "../trading/account-figures";
import { annualisedVolatility, instrumentVolatility } from "./instrument-volatility";
import { exposureVolatility } from "./risk-score";

const position = (
  symbol: string,
  side: "buy" | "sell",
  quantity: string,
  averagePrice: string,
): PositionRow => ({
  id: symbol,
  accountId: "a",
  symbol,
  side,
  quantity,
  averagePrice,
  leverage: 2,
  margin: 0n,
  stopLoss: null,
  takeProfit: null,
  realizedPnl: 0n,
  status: "open",
  closeReason: null,
  openedAt: new Date(),
  closedAt: null,
  closeOutPrice: null,
  copyStopLossWatch: null,
  copyTakeProfitWatch: null,
});
/** A live quote of `symbol` (only its bid and ask count here: they mark the positions). */
const quote = (symbol: MarketSymbol, bid: string, ask: string): Quote => ({
  symbol,
  label: symbol,
  price: Number(bid),
  change: 0,
  changePercent: 0,
  simulated: false,
  bid,
  ask,
  time: new Date().toISOString(),
  source: "exchange",
  ageMs: 0,
  stale: false,
});

describe("risk score bands", () => {
  it("maps volatility to the published bands, edges included", () => {
    expect(riskBands.map((band) => band.score)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const cases: [number, number][] = [
      [0, 1],
      [0.99, 1],
      [1, 2],
      [2.99, 2],
      [3, 3],
      [6, 4],
      [9.99, 4],
      [10, 5],
      [15, 6],
      [24.9, 6],
      [25, 7],
      [40, 8],
      [59.99, 8],
      [60, 9],
      [99.99, 9],
      [100, 10],
      [1000, 10],
      [Number.POSITIVE_INFINITY, 10],
    ];
    for (const [volatility, score] of cases)
      expect([volatility, riskScoreOf(volatility)]).toEqual([volatility, score]);
  });

  it("weights each instrument's volatility by notional / equity", () => {
    const volatilities = new Map([
      ["BTCUSD", { percent: 80, source: "fallback" as const, measured: null }],
      ["EURUSD", { percent: 10, source: "fallback" as const, measured: null }],
    ]);
    // 0.1 BTC marked at bid 50,000 = $5,000 notional; equity $10,000: 80% x 0.5 = 40% (score 8).
    const btc = position("BTCUSD", "buy", "0.1", "40000");
    const quotes = new Map([["BTCUSD", quote("BTCUSD", "50000", "50010")]]);
    expect(exposureVolatility([btc], quotes, 1_000_000n, volatilities)).toBeCloseTo(40, 9);
    expect(riskScoreOf(exposureVolatility([btc], quotes, 1_000_000n, volatilities))).toBe(8);
    // Plus a 20,000 EUR short marked at ask 1.1000 = $22,000: 10% x 2.2 = 22%; total 62% (score 9).
    const eur = position("EURUSD", "sell", "20000", "1.2");
    quotes.set("EURUSD", quote("EURUSD", "1.0998", "1.1"));
    expect(exposureVolatility([btc, eur], quotes, 1_000_000n, volatilities)).toBeCloseTo(62, 9);
    // Without a quote the entry price values it: 0.1 x 40,000 = $4,000, 32%.
    expect(exposureVolatility([btc], new Map(), 1_000_000n, volatilities)).toBeCloseTo(32, 9);
    // Nothing open: 0 (score 1); equity gone with positions open: score 10.
    expect(exposureVolatility([], quotes, 1_000_000n, volatilities)).toBe(0);
    expect(riskScoreOf(exposureVolatility([btc], quotes, 0n, volatilities))).toBe(10);
  });

  it("annualises daily log returns, and falls back per asset class without real candles", async () => {
    // Alternating +1% / -1% closes: daily sd ~ 1.005%, x sqrt(365) ~ 19.2%.
    const closes = [100];
    for (let day = 0; day < 30; day++) closes.push(closes.at(-1)! * (day % 2 === 0 ? 1.01 : 1 / 1.01));
    expect(annualisedVolatility(closes, 365)).toBeCloseTo(
      Math.log(1.01) * Math.sqrt(30 / 29) * Math.sqrt(365) * 100,
      6,
    );
    expect(annualisedVolatility(closes.slice(0, 10), 365)).toBeNull();

    const candles = closes.map((close, time) => ({ time, open: close, high: close, low: close, close }));
    const real = {
      candles: async () => ({ symbol: "BTCUSD", interval: "1d", simulated: false, source: "x", candles }),
    };
    const simulated = { candles: async () => ({ ...(await real.candles()), simulated: true }) };
    const failing = { candles: async () => Promise.reject(new Error("down")) };
    // 19.2% measured: below crypto's 40% floor, which counts.
    expect(await instrumentVolatility(real as never, "BTCUSD", "crypto")).toMatchObject({
      percent: volatilityFloor.crypto,
      source: "floor",
    });
    expect(await instrumentVolatility(simulated as never, "BTCUSD", "crypto")).toEqual({
      percent: fallbackVolatility.crypto,
      source: "fallback",
      measured: null,
    });
    expect(await instrumentVolatility(failing as never, "XAUUSD", "gold")).toEqual({
      percent: fallbackVolatility.gold,
      source: "fallback",
      measured: null,
    });
    expect(await instrumentVolatility({}, "EURUSD", "fx-major")).toEqual({
      percent: fallbackVolatility["fx-major"],
      source: "fallback",
      measured: null,
    });
  });
});

describe("the risk score pinned on known candles (issue 31 point 5)", () => {
  const daily = (closes: number[]) => ({
    candles: async () => ({
      symbol: "BTCUSD",
      interval: "1d",
      simulated: false,
      source: "exchange",
      candles: closes.map((close, time) => ({ time, open: close, high: close, low: close, close })),
    }),
  });
  const flat = daily(Array.from({ length: 31 }, () => 50_000));

  it("counts a 2:1 BTC account on flat candles at crypto's floor, not as riskless: 9/10", async () => {
    const volatility = await instrumentVolatility(flat as never, "BTCUSD", "crypto");
    expect(volatility).toEqual({ percent: volatilityFloor.crypto, source: "floor", measured: 0 });
    // Equity $10,000 with 0.4 BTC bought at 2:1 (margin $10,000, notional $20,000 at bid 50,000):
    // 40% x 20,000 / 10,000 = 80% exposure-weighted volatility, band 9.
    const btc = position("BTCUSD", "buy", "0.4", "50000");
    const quotes = new Map([["BTCUSD", quote("BTCUSD", "50000", "50010")]]);
    const weighted = exposureVolatility([btc], quotes, 1_000_000n, new Map([["BTCUSD", volatility]]));
    expect(weighted).toBeCloseTo(80, 9);
    expect(riskScoreOf(weighted)).toBe(9);
    // Half of it (0.2 BTC, $10,000 notional): 40%, band 8 (no new copies).
    const half = position("BTCUSD", "buy", "0.2", "50000");
    expect(
      riskScoreOf(exposureVolatility([half], quotes, 1_000_000n, new Map([["BTCUSD", volatility]]))),
    ).toBe(8);
  });

  it("measures real candles above the floor, and keeps the last real measurement through an outage", async () => {
    // +-3% a day alternately: ln(1.03) x sqrt(30/29) x sqrt(365) = 57.44% (above the 40% floor).
    const closes = [100];
    for (let day = 0; day < 30; day++) closes.push(closes.at(-1)! * (day % 2 === 0 ? 1.03 : 1 / 1.03));
    let simulated = false;
    const source = {
      candles: async () => ({ ...(await daily(closes).candles()), simulated }),
    };
    const measured = await instrumentVolatility(source as never, "BTCUSD", "crypto");
    expect(measured.source).toBe("candles");
    expect(measured.percent).toBeCloseTo(Math.log(1.03) * Math.sqrt(30 / 29) * Math.sqrt(365) * 100, 9);
    expect(measured.percent).toBeCloseTo(57.44, 2);
    // The feed goes out: simulated candles are never used, the last real measurement stands.
    simulated = true;
    expect(await instrumentVolatility(source as never, "BTCUSD", "crypto")).toEqual(measured);
    // Score of $10,000 equity holding 0.1 BTC ($5,000 at a fresh bid of 50,000): 57.44 x 0.5 = 28.7%, 7/10.
    const btc = position("BTCUSD", "buy", "0.1", "50000");
    const fresh = new Map([["BTCUSD", quote("BTCUSD", "50000", "50010")]]);
    expect(riskScoreOf(exposureVolatility([btc], fresh, 1_000_000n, new Map([["BTCUSD", measured]])))).toBe(
      7,
    );
    // A stale or simulated quote never values it: the entry price does (0.1 x 50,000 either way here,
    // and 0.1 x 40,000 = $4,000 for a position bought lower while the quote is stale).
    const lower = position("BTCUSD", "buy", "0.1", "40000");
    const stale = new Map([["BTCUSD", { ...quote("BTCUSD", "90000", "90010"), stale: true }]]);
    const fake = new Map([
      ["BTCUSD", { ...quote("BTCUSD", "90000", "90010"), simulated: true, source: "simulated" }],
    ]);
    const vol = new Map([["BTCUSD", measured]]);
    expect(exposureVolatility([lower], stale, 1_000_000n, vol)).toBeCloseTo(measured.percent * 0.4, 9);
    expect(exposureVolatility([lower], fake, 1_000_000n, vol)).toBeCloseTo(measured.percent * 0.4, 9);
  });
});
