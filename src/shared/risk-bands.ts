/**
 * Risk score bands (docs/design.md, Copy trading), published on the trader page: the score is the band of
 * the trader's exposure-weighted annualised volatility,
 *   volatility = sum over open positions of (instrument volatility x notional / equity),
 * leverage not counted twice (the notional already carries it). Real prices only (issue 31 point 5):
 * - notional at a fresh exchange quote, else at the position's entry price (never a simulated or
 *   stale quote);
 * - instrument volatility = the larger of the annualised volatility of its last 30 daily returns on
 *   real candles and its asset class's floor (a flat month is not a riskless instrument); while the
 *   feed is out the last real measurement is kept; with no real candles yet, the class's figure.
 * No open positions: 0% (score 1). Equity at or below zero with open positions: score 10.
 */
import type { AssetClass } from "./asset-classes";

/** Score `score` covers volatility (percent) below `below`; the last band has no upper bound. */
export const riskBands: readonly { score: number; below: number | null }[] = [
  { score: 1, below: 1 },
  { score: 2, below: 3 },
  { score: 3, below: 6 },
  { score: 4, below: 10 },
  { score: 5, below: 15 },
  { score: 6, below: 25 },
  { score: 7, below: 40 },
  { score: 8, below: 60 },
  { score: 9, below: 100 },
  { score: 10, below: null },
];

/**
 * Annualised volatility (percent) used for an instrument when the market service has no real
 * candles for it (the live feed does not list it, or only simulated candles are available): a
 * conservative, published figure per asset class. Unknown classes count as crypto.
 */
export const fallbackVolatility: Record<AssetClass, number> = {
  crypto: 80,
  "fx-major": 10,
  gold: 16,
  "index-major": 20,
};

/**
 * The least annualised volatility (percent) an instrument of each class is counted at, whatever its
 * recent candles show: a 2:1 BTC position on a flat month still carries crypto's risk.
 */
export const volatilityFloor: Record<AssetClass, number> = {
  crypto: 40,
  "fx-major": 5,
  gold: 10,
  "index-major": 12,
};

/** Daily candles per year used to annualise: crypto trades every day, the others on weekdays. */
export const periodsPerYear = (assetClass: string) => (assetClass === "crypto" ? 365 : 252);

/** The 1-10 score of an annualised volatility in percent. */
export function riskScoreOf(volatilityPercent: number): number {
  if (!Number.isFinite(volatilityPercent)) return 10;
  for (const band of riskBands) if (band.below === null || volatilityPercent < band.below) return band.score;
  return 10;
}
