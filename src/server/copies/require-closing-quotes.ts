import { messages, pricesSimulated } from "../../shared/messages";
import type { Quote } from "../../shared/schemas/market";
import { unprocessable } from "../http/errors";
import type { PositionRow } from "../trading/account-figures";

/**
 * A live copy's positions close (or its NAV is priced for money leaving it) only on a real, fresh
 * exchange quote of each, like a live close: 422 'PRICES_SIMULATED' or 'MARKET_DATA_STALE' otherwise.
 */
export function requireClosingQuotes(open: readonly PositionRow[], quotes: ReadonlyMap<string, Quote>): void {
  for (const position of open) {
    const quote = quotes.get(position.symbol);
    if (quote?.simulated) throw unprocessable("PRICES_SIMULATED", pricesSimulated(position.symbol));
    if (!quote || quote.stale) throw unprocessable("MARKET_DATA_STALE", messages.marketDataStale);
  }
}
