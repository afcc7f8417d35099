/**
 * The published risk-score bands: score n applies while the exposure-weighted annualised volatility
 * is at most `maxVolatility` percent (the last band has no upper bound).
 * TODO(h3): replace with the shared constant of src/server/traders once it lands on main, so the
 * page and the score can never disagree.
 */
export const RISK_BANDS: readonly { score: number; maxVolatility: number | null }[] = [
  { score: 1, maxVolatility: 5 },
  { score: 2, maxVolatility: 10 },
  { score: 3, maxVolatility: 15 },
  { score: 4, maxVolatility: 20 },
  { score: 5, maxVolatility: 25 },
  { score: 6, maxVolatility: 35 },
  { score: 7, maxVolatility: 50 },
  { score: 8, maxVolatility: 75 },
  { score: 9, maxVolatility: 100 },
  { score: 10, maxVolatility: null },
];
