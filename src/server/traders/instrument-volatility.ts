import { type AssetClass, isAssetClass } from "../../shared/asset-classes";
import { fallbackVolatility, periodsPerYear, volatilityFloor } from "../../shared/risk-bands";
import {
  type CandleInterval,
  type CandlesOutput,
  type MarketSymbol,
  marketSymbols,
} from "../../shared/schemas/market";

/** Where volatility reads candles: the market service (a quote-only source has none). */
export interface CandleSource {
  candles?(symbol: MarketSymbol, interval: CandleInterval, limit: number): Promise<CandlesOutput>;
}

/** Daily candles read: 30 daily returns. */
const CANDLES = 31;
/** Fewer real daily returns than this: not a measurement. */
const MIN_RETURNS = 10;

export interface Volatility {
  /** Annualised, percent: what the risk score counts. */
  percent: number;
  /**
   * What it rests on: 'candles' (measured on real daily candles), 'floor' (real candles measured
   * less than the class's floor), 'fallback' (no real candles yet: the class's published figure).
   */
  source: "candles" | "floor" | "fallback";
  /** The volatility measured on real candles, percent; null without a measurement. */
  measured: number | null;
}

/** The last measurement on real candles per candle source and symbol: kept through a feed outage. */
const lastReal = new WeakMap<CandleSource, Map<string, number>>();

const classOf = (assetClass: string): AssetClass => (isAssetClass(assetClass) ? assetClass : "crypto");

/**
 * An instrument's annualised volatility for the risk score (src/shared/risk-bands.ts), from real
 * prices only: the sample standard deviation of its last 30 daily log returns on real candles,
 * times the square root of the periods per year (365 for crypto, 252 otherwise), never below its
 * class's floor. Simulated candles (a feed outage, an instrument the feed does not list) are never
 * used: the last real measurement of this source stands in, else the class's published figure.
 */
export async function instrumentVolatility(
  market: CandleSource,
  symbol: string,
  assetClass: string,
): Promise<Volatility> {
  const kind = classOf(assetClass);
  const floor = volatilityFloor[kind];
  const measuredOf = (measured: number): Volatility =>
    measured >= floor
      ? { percent: measured, source: "candles", measured }
      : { percent: floor, source: "floor", measured };
  const known = lastReal.get(market)?.get(symbol);
  const fallback: Volatility =
    known === undefined
      ? { percent: fallbackVolatility[kind], source: "fallback", measured: null }
      : measuredOf(known);
  if (!market.candles || !(symbol in marketSymbols)) return fallback;
  let output: CandlesOutput;
  try {
    output = await market.candles(symbol as MarketSymbol, "1d", CANDLES);
  } catch {
    return fallback;
  }
  if (output.simulated) return fallback;
  const measured = annualisedVolatility(
    output.candles.map((candle) => candle.close),
    periodsPerYear(assetClass),
  );
  if (measured === null) return fallback;
  const seen = lastReal.get(market) ?? new Map<string, number>();
  seen.set(symbol, measured);
  lastReal.set(market, seen);
  return measuredOf(measured);
}

/** Annualised volatility (percent) of closing prices; null with fewer than MIN_RETURNS returns. */
export function annualisedVolatility(closes: readonly number[], perYear: number): number | null {
  const returns: number[] = [];
  for (let index = 1; index < closes.length; index++) {
    const before = closes[index - 1]!;
    const after = closes[index]!;
    if (before > 0 && after > 0) returns.push(Math.log(after / before));
  }
  if (returns.length < MIN_RETURNS) return null;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(perYear) * 100;
}
