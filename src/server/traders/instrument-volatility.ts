import { type AssetClass, assetClassCaps } from "../../shared/asset-classes";
import { fallbackVolatility, periodsPerYear } from "../../shared/risk-bands";
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
/** Fewer real daily returns than this: the asset-class fallback. */
const MIN_RETURNS = 10;

export interface Volatility {
  /** Annualised, percent. */
  percent: number;
  source: "candles" | "fallback";
}

/**
 * An instrument's annualised volatility: the sample standard deviation of its last 30 daily log
 * returns (real candles from the market service), times the square root of the periods per year
 * (365 for crypto, 252 otherwise). With no real candles (simulated, too few, feed error, or a
 * source without candles) it is the published per-asset-class fallback (src/shared/risk-bands.ts).
 */
export async function instrumentVolatility(
  market: CandleSource,
  symbol: string,
  assetClass: string,
): Promise<Volatility> {
  const fallback: Volatility = {
    percent:
      assetClass in assetClassCaps ? fallbackVolatility[assetClass as AssetClass] : fallbackVolatility.crypto,
    source: "fallback",
  };
  if (!market.candles || !(symbol in marketSymbols)) return fallback;
  let output: CandlesOutput;
  try {
    output = await market.candles(symbol as MarketSymbol, "1d", CANDLES);
  } catch {
    return fallback;
  }
  if (output.simulated) return fallback;
  const percent = annualisedVolatility(
    output.candles.map((candle) => candle.close),
    periodsPerYear(assetClass),
  );
  return percent === null ? fallback : { percent, source: "candles" };
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
