/**
 * Risk score bands (DESIGN.md section 8), published on the trader page: the score is the band of
 * the trader's exposure-weighted annualised volatility,
 *   volatility = sum over open positions of (instrument's annualised volatility x notional / equity),
 * notional at the current quote, leverage not counted twice (the notional already carries it).
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

/** Daily candles per year used to annualise: crypto trades every day, the others on weekdays. */
export const periodsPerYear = (assetClass: string) => (assetClass === "crypto" ? 365 : 252);

/** The 1-10 score of an annualised volatility in percent. */
export function riskScoreOf(volatilityPercent: number): number {
  if (!Number.isFinite(volatilityPercent)) return 10;
  for (const band of riskBands) if (band.below === null || volatilityPercent < band.below) return band.score;
  return 10;
}
