import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { meTag } from "../../shared/contract/users";
import type { Exposure } from "../../shared/schemas/exposure";
import type { Instrument } from "../../shared/schemas/instruments";
import type { QuotesOutput } from "../../shared/schemas/market";
import type { MyTraderInput, MyTraderOutput } from "../../shared/schemas/traders";
import type { OrderOutput, Position, TradingAccount, TransferInput } from "../../shared/schemas/trading";
import { apiFetch } from "./client";
import { openReconnectingStream } from "./live-updates";

/** Trading figures move with every quote: the screens poll as a safety net besides the stream. */
const TRADING_REFRESH_MS = 5_000;

/** The enabled instruments (public list). */
export function useInstruments() {
  return useQuery({
    queryKey: ["instruments"],
    queryFn: ({ signal }) => apiFetch<Instrument[]>("/api/v1/instruments", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The caller's trading accounts; the practice account is created on the first call. */
export function useTradingAccounts(enabled = true) {
  return useQuery({
    queryKey: ["trading", "accounts"],
    queryFn: ({ signal }) => apiFetch<TradingAccount[]>("/api/v1/trading/accounts", { signal }),
    enabled,
    refetchInterval: TRADING_REFRESH_MS,
  });
}

export function usePositions(accountId: string | undefined, status: "open" | "closed") {
  return useQuery({
    queryKey: ["positions", accountId ?? "", status],
    queryFn: ({ signal }) =>
      apiFetch<Position[]>(
        `/api/v1/positions?accountId=${encodeURIComponent(accountId ?? "")}&status=${status}`,
        { signal },
      ),
    enabled: Boolean(accountId),
    refetchInterval: status === "open" ? TRADING_REFRESH_MS : false,
  });
}

/** After an order, a close or a transfer: the account's figures and its positions changed. */
function useRefreshTrading() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["trading"] }),
      queryClient.invalidateQueries({ queryKey: ["positions"] }),
      queryClient.invalidateQueries({ queryKey: [meTag] }),
    ]);
}

export interface PlaceOrderInput {
  accountId: string;
  symbol: string;
  side: "buy" | "sell";
  quantity: string;
  leverage: number;
  stopLoss?: string;
  takeProfit?: string;
  idempotencyKey: string;
}

export function usePlaceOrder() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: PlaceOrderInput) =>
      apiFetch<OrderOutput>("/api/v1/orders", {
        method: "POST",
        json: input,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

export interface ClosePositionOutput {
  fill: { price: string; quantity: string; realizedPnl: string };
  position: Position;
}

export function useClosePosition() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({
      id,
      quantity,
      idempotencyKey,
    }: {
      id: string;
      quantity?: string;
      idempotencyKey: string;
    }) =>
      apiFetch<ClosePositionOutput>(`/api/v1/positions/${encodeURIComponent(id)}/close`, {
        method: "POST",
        json: quantity === undefined ? {} : { quantity },
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

export function useUpdatePosition() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; stopLoss?: string | null; takeProfit?: string | null }) =>
      apiFetch<Position>(`/api/v1/positions/${encodeURIComponent(id)}`, { method: "PATCH", json: input }),
    onSuccess: refresh,
  });
}

export function useResetPracticeAccount() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiFetch<TradingAccount>(`/api/v1/trading/accounts/${encodeURIComponent(id)}/reset`, {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

export function useTransfer() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ id, idempotencyKey, ...input }: TransferInput & { id: string; idempotencyKey: string }) =>
      apiFetch<TradingAccount>(`/api/v1/trading/accounts/${encodeURIComponent(id)}/transfers`, {
        method: "POST",
        json: input,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

/**
 * Quotes of `symbols`, kept live: the first answer from GET /api/v1/market/quotes, then every
 * `event: quotes` of the events stream (GET /api/v1/events?quotes=...) written into the same
 * query; a slow poll covers a stream that is down.
 */
export function useLiveQuotes(symbols: readonly string[]) {
  const list = symbols.join(",");
  const queryClient = useQueryClient();
  const queryKey = ["market", "live-quotes", list];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiFetch<QuotesOutput>(`/api/v1/market/quotes?symbols=${encodeURIComponent(list)}`, { signal }),
    enabled: list.length > 0,
    refetchInterval: 10_000,
  });

  useEffect(() => {
    if (!list || typeof EventSource === "undefined") return;
    const key = ["market", "live-quotes", list];
    return openReconnectingStream<QuotesOutput>(
      `/api/v1/events?quotes=${encodeURIComponent(list)}`,
      "quotes",
      (update) => queryClient.setQueryData<QuotesOutput>(key, (previous) => mergeQuotes(previous, update)),
    );
  }, [list, queryClient]);

  return query;
}

/** The newer quote of each symbol wins; symbols missing from `update` keep their last quote. */
export function mergeQuotes(previous: QuotesOutput | undefined, update: QuotesOutput): QuotesOutput {
  if (!previous) return update;
  const bySymbol = new Map(previous.quotes.map((quote) => [quote.symbol, quote]));
  for (const quote of update.quotes) {
    const known = bySymbol.get(quote.symbol);
    if (!known || Date.parse(quote.time) >= Date.parse(known.time)) bySymbol.set(quote.symbol, quote);
  }
  const quotes = previous.quotes.map((quote) => bySymbol.get(quote.symbol) ?? quote);
  for (const quote of update.quotes)
    if (!quotes.some((known) => known.symbol === quote.symbol)) quotes.push(quote);
  return { ...update, quotes, simulated: quotes.some((quote) => quote.simulated) };
}

/** The house's open exposure per instrument and its realized P&L (live accounts only). */
export function useTradingExposure() {
  return useQuery({
    queryKey: ["admin", "trading", "exposure"],
    queryFn: ({ signal }) => apiFetch<Exposure>("/api/v1/admin/trading/exposure", { signal }),
    refetchInterval: 15_000,
  });
}

/** GET /api/v1/me/trader: the caller's trader settings (a 404 for everyone who is not a trader). */
export function useMyTrader(enabled: boolean) {
  return useQuery({
    queryKey: ["me", "trader"],
    queryFn: ({ signal }) => apiFetch<MyTraderOutput>("/api/v1/me/trader", { signal }),
    enabled,
    retry: false,
  });
}

/** PATCH /api/v1/me/trader. */
export function useUpdateMyTrader() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MyTraderInput) =>
      apiFetch<MyTraderOutput>("/api/v1/me/trader", { method: "PATCH", json: input }),
    onSuccess: (data) => client.setQueryData(["me", "trader"], data),
  });
}
