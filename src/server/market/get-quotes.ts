import type { z } from "zod";
import type { MarketSymbol, QuotesOutput, quotesQuery } from "../../shared/schemas/market";
import type { MarketService } from "./market-service";

/** The ticker tape's instruments (spec section 9): S&P 500, Nasdaq 100, EUR/USD, BTC/USD, ETH/USD. */
const defaultTickerSymbols: readonly MarketSymbol[] = ["SPX", "NDX", "EURUSD", "BTCUSD", "ETHUSD"];

export function getQuotes(market: MarketService, input: z.output<typeof quotesQuery>): Promise<QuotesOutput> {
  return market.quotes(input.symbols ?? defaultTickerSymbols);
}
