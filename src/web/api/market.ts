import { useQuery } from "@tanstack/react-query";
import type { CandleInterval, CandlesOutput, MarketSymbol, QuotesOutput } from "../../shared/schemas/market";
import type { MarketStats } from "../../shared/schemas/market-stats";
import { apiFetch } from "./client";

/**
 * Quotes, refreshed every 30 s while the page is open: `symbols` for the ticker tape, none for the
 * server's default list (the dashboard's market panel).
 */
export function useQuotes(symbols?: readonly MarketSymbol[]) {
  const list = symbols?.join(",") ?? "";
  return useQuery({
    queryKey: ["market", "quotes", list],
    queryFn: ({ signal }) =>
      apiFetch<QuotesOutput>(`/api/v1/market/quotes${list ? `?symbols=${encodeURIComponent(list)}` : ""}`, {
        signal,
      }),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}

export function useCandles(symbol: MarketSymbol, interval: CandleInterval = "1h", limit = 120) {
  return useQuery({
    queryKey: ["market", "candles", symbol, interval, limit],
    queryFn: ({ signal }) =>
      apiFetch<CandlesOutput>(`/api/v1/market/candles?symbol=${symbol}&interval=${interval}&limit=${limit}`, {
        signal,
      }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/**
 * GET /api/v1/market-stats: the measured landing figures (null below their thresholds). Read after
 * hydration; the prerendered page shows the configured ones until then.
 */
export function useMarketStats() {
  return useQuery({
    queryKey: ["market", "stats"],
    queryFn: ({ signal }) => apiFetch<MarketStats>("/api/v1/market-stats", { signal }),
    staleTime: 300_000,
  });
}
