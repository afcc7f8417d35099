import { messages, pricesSimulated } from "../../shared/messages";
import type { Quote } from "../../shared/schemas/market";
import type { TradingMode } from "../../shared/schemas/trading";
import { unprocessable } from "../http/errors";

/**
 * The quote an order, a close or a copy's stop fills at (docs/design.md, Copy trading, issue 29): a fresh
 * one in both modes (no quote yet, or a stale one: 422 'Market data is stale, try again'), and on
 * live accounts never a simulated one.
 */
export function tradableQuote(quote: Quote | undefined, symbol: string, mode: TradingMode): Quote {
  if (!quote || quote.stale) throw unprocessable("MARKET_DATA_STALE", messages.marketDataStale);
  if (mode === "live" && quote.simulated) throw unprocessable("PRICES_SIMULATED", pricesSimulated(symbol));
  return quote;
}
