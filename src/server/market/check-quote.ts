import { type Fixed, parseQuotePrice } from "../../shared/trading-math";
import type { ProviderQuote } from "./provider";

/** Why a quote from the feed was not taken (counted per reason by the market service). */
export type QuoteRejection = "unreadable" | "crossed" | "outside-band";

/** A quote that passed the price rule, with its prices as the order path reads them. */
export interface CheckedQuote {
  quote: ProviderQuote;
  bid: Fixed;
  ask: Fixed;
}

export interface PriceBand {
  /** MARKET_PRICE_BAND_PERCENT: the largest move from the last good quote taken at once. */
  percent: number;
  /** A last good quote older than this is no reference: the move is taken (one minute). */
  windowMs: number;
}

/**
 * The price rule where quotes enter (issue 29 point 2): bid and ask readable by the order path
 * (positive, in range: parseQuotePrice), not crossed, and finite figures beside them.
 */
export function checkQuote(quote: ProviderQuote): CheckedQuote | QuoteRejection {
  const bid = parseQuotePrice(quote.bid);
  const ask = parseQuotePrice(quote.ask);
  const figures = [quote.price, quote.change, quote.changePercent];
  if (bid === null || ask === null || !figures.every(Number.isFinite)) return "unreadable";
  if (bid > ask) return "crossed";
  return { quote, bid, ask };
}

/** Whether the mid price moved more than `percent` from `reference` to `next`. */
export function movedBeyondBand(
  reference: Pick<CheckedQuote, "bid" | "ask">,
  next: Pick<CheckedQuote, "bid" | "ask">,
  percent: number,
): boolean {
  const before = reference.bid + reference.ask;
  const after = next.bid + next.ask;
  const move = after > before ? after - before : before - after;
  // In hundredths of a percent, exact on bigints: move / before > percent / 100.
  return move * 10_000n > before * BigInt(Math.round(percent * 100));
}
