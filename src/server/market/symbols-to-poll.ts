import type { MarketSymbol } from "../../shared/schemas/market";
import type { QuoteHub } from "./quote-hub";

/**
 * Seam for issue 12 point 5: the instruments with open positions. There are no positions yet;
 * the trading engine returns their symbols here so the price loop polls them without watchers.
 */
export async function openPositionSymbols(): Promise<MarketSymbol[]> {
  return [];
}

/** What the price loop polls: instruments that have watchers on the live stream or open positions. */
export async function symbolsToPoll(hub: Pick<QuoteHub, "watched">): Promise<MarketSymbol[]> {
  const symbols = new Set([...hub.watched(), ...(await openPositionSymbols())]);
  return [...symbols].sort();
}
