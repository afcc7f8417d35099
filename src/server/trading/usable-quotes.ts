import type { Quote, QuotesOutput } from "../../shared/schemas/market";
import type { TradingMode } from "../../shared/schemas/trading";

/**
 * The quotes the engine may act on for an account of `mode`: never a stale one; on live accounts
 * only fresh exchange quotes (docs/design.md, Copy trading: simulated or stale prices never trigger
 * anything on real money).
 */
export function usableQuote(quote: Quote | undefined, mode: TradingMode): Quote | undefined {
  if (!quote || quote.stale) return undefined;
  if (mode === "live" && quote.simulated) return undefined;
  return quote;
}

export function quoteMap(round: QuotesOutput): Map<string, Quote> {
  return new Map(round.quotes.map((quote) => [quote.symbol, quote]));
}
