import { getCandles, getQuotes } from "../../shared/contract/market";
import { getMarketStats } from "../../shared/contract/traders";
import type { CandleInterval, MarketSymbol } from "../../shared/schemas/market";
import { useEndpointQuery } from "./endpoint-hooks";

/**
 * Quotes, refreshed every 30 s while the page is open: `symbols` for the ticker tape, none for the
 * server's default list (the dashboard's market panel).
 */
export function useQuotes(symbols?: readonly MarketSymbol[]) {
  const input = { query: symbols ? { symbols: symbols.join(",") } : {} };
  return useEndpointQuery(getQuotes, input, { staleTime: 15_000, refetchInterval: 30_000 });
}

export function useCandles(symbol: MarketSymbol, interval: CandleInterval = "1h", limit = 120) {
  const input = { query: { symbol, interval, limit } };
  return useEndpointQuery(getCandles, input, { staleTime: 60_000, refetchInterval: 60_000 });
}

/**
 * GET /api/v1/market-stats: the measured landing figures (null below their thresholds). Read after
 * hydration; the prerendered page shows the configured ones until then.
 */
export function useMarketStats() {
  return useEndpointQuery(getMarketStats, undefined, { staleTime: 300_000 });
}
