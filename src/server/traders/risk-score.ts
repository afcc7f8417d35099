import type { Runner } from "../ledger/post-entry";
import type { QuoteSource } from "../trading/quote-source";

/**
 * PLACEHOLDER until h3's risk score lands (same signature): every trader scores 1. Replaced by the
 * real `traderRiskScore` when branch h3 is merged.
 */
export async function traderRiskScore(
  _db: Runner,
  _market: QuoteSource,
  _traderUserId: string,
): Promise<number> {
  return 1;
}
