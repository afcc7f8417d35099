import type { MarketSymbol, Quote, QuotesOutput } from "../../shared/schemas/market";
import { type Fixed, parseQuotePrice } from "../../shared/trading-math";

/** Where trading reads quotes: the market service (tests give it a stub feed). */
export interface QuoteSource {
  quotes(symbols: readonly MarketSymbol[]): Promise<QuotesOutput>;
}

/** The current quote of each symbol (none asked: an empty map, no request). */
export async function quotesFor(source: QuoteSource, symbols: Iterable<string>): Promise<Map<string, Quote>> {
  const wanted = [...new Set(symbols)].sort() as MarketSymbol[];
  if (wanted.length === 0) return new Map();
  const { quotes } = await source.quotes(wanted);
  return new Map(quotes.map((quote) => [quote.symbol, quote]));
}

/** A quote's decimal text as Fixed (parseQuotePrice: quotes were checked by the same rule where they entered). */
export function quotePrice(text: string): Fixed {
  const parsed = parseQuotePrice(text);
  if (parsed === null) throw new Error(`unreadable quote price: ${text}`);
  return parsed;
}

/** The price a side trades at: buy at ask, sell at bid. */
export function fillPrice(quote: Quote, side: "buy" | "sell"): Fixed {
  return quotePrice(side === "buy" ? quote.ask : quote.bid);
}

/** The price a position is valued at: longs at bid, shorts at ask (what closing it would get). */
export function markPrice(quote: Quote, side: "buy" | "sell"): Fixed {
  return quotePrice(side === "buy" ? quote.bid : quote.ask);
}
