import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { z } from "zod";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { listInstruments } from "../../shared/contract/instruments";
import { getQuotes } from "../../shared/contract/market";
import { getMyTrader, updateMyTrader } from "../../shared/contract/traders";
import {
  closePosition,
  getTradingExposure,
  listPositions,
  listTradingAccounts,
  placeOrder,
  resetPracticeAccount,
  tradingTag,
  transferFunds,
  updatePosition,
} from "../../shared/contract/trading";
import { meTag } from "../../shared/contract/users";
import type { QuotesOutput } from "../../shared/schemas/market";
import type { MyTraderInput } from "../../shared/schemas/traders";
import type { orderInput, TransferInput, updatePositionInput } from "../../shared/schemas/trading";
import { callEndpoint, type EndpointError, queryKeyOf } from "./call-endpoint";
import { openReconnectingStream } from "./live-updates";

/** Trading figures move with every quote: the screens poll as a safety net besides the stream. */
const TRADING_REFRESH_MS = 5_000;

/** The enabled instruments (public list). */
export function useInstruments() {
  return useQuery({
    queryKey: queryKeyOf(listInstruments),
    queryFn: ({ signal }) => callEndpoint(listInstruments, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The caller's trading accounts; the practice account is created on the first call. */
export function useTradingAccounts(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(listTradingAccounts),
    queryFn: ({ signal }) => callEndpoint(listTradingAccounts, {}, { signal }),
    enabled,
    refetchInterval: TRADING_REFRESH_MS,
  });
}

export function usePositions(accountId: string | undefined, status: "open" | "closed") {
  const input = { query: { accountId: accountId ?? "", status } };
  return useQuery({
    queryKey: queryKeyOf(listPositions, input),
    queryFn: ({ signal }) => callEndpoint(listPositions, input, { signal }),
    enabled: Boolean(accountId),
    refetchInterval: status === "open" ? TRADING_REFRESH_MS : false,
  });
}

/** After an order, a close or a transfer: the accounts' figures, their positions and the balance changed. */
function useRefreshTrading() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [tradingTag] }),
      queryClient.invalidateQueries({ queryKey: [meTag] }),
    ]);
}

/** One Idempotency-Key per intended action, reused on retry. */
type Keyed<T> = T & { idempotencyKey: string };

export function usePlaceOrder() {
  const refresh = useRefreshTrading();
  return useMutation<
    EndpointOutput<typeof placeOrder>,
    EndpointError<typeof placeOrder>,
    Keyed<z.input<typeof orderInput>>
  >({
    mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(placeOrder, { body }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useClosePosition() {
  const refresh = useRefreshTrading();
  return useMutation<
    EndpointOutput<typeof closePosition>,
    EndpointError<typeof closePosition>,
    Keyed<{ id: string; quantity?: string }>
  >({
    mutationFn: ({ id, quantity, idempotencyKey }) =>
      callEndpoint(
        closePosition,
        { params: { id }, body: quantity === undefined ? {} : { quantity } },
        { idempotencyKey },
      ),
    onSuccess: refresh,
  });
}

export function useUpdatePosition() {
  const refresh = useRefreshTrading();
  return useMutation<
    EndpointOutput<typeof updatePosition>,
    EndpointError<typeof updatePosition>,
    z.input<typeof updatePositionInput> & { id: string }
  >({
    mutationFn: ({ id, ...body }) => callEndpoint(updatePosition, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useResetPracticeAccount() {
  const refresh = useRefreshTrading();
  return useMutation<
    EndpointOutput<typeof resetPracticeAccount>,
    EndpointError<typeof resetPracticeAccount>,
    Keyed<{ id: string }>
  >({
    mutationFn: ({ id, idempotencyKey }) =>
      callEndpoint(resetPracticeAccount, { params: { id } }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useTransfer() {
  const refresh = useRefreshTrading();
  return useMutation<
    EndpointOutput<typeof transferFunds>,
    EndpointError<typeof transferFunds>,
    Keyed<TransferInput & { id: string }>
  >({
    mutationFn: ({ id, idempotencyKey, ...body }) =>
      callEndpoint(transferFunds, { params: { id }, body }, { idempotencyKey }),
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
  const input = { query: { symbols: list } };
  // Its own key (not useQuotes' one): the stream writes into it.
  const queryKey = [...queryKeyOf(getQuotes, input), "live"] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(getQuotes, input, { signal }),
    enabled: list.length > 0,
    refetchInterval: 10_000,
  });

  useEffect(() => {
    if (!list || typeof EventSource === "undefined") return;
    const key = [...queryKeyOf(getQuotes, { query: { symbols: list } }), "live"];
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
    queryKey: queryKeyOf(getTradingExposure),
    queryFn: ({ signal }) => callEndpoint(getTradingExposure, {}, { signal }),
    refetchInterval: 15_000,
  });
}

/** GET /api/v1/me/trader: the caller's trader settings (a 404 for everyone who is not a trader). */
export function useMyTrader(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(getMyTrader),
    queryFn: ({ signal }) => callEndpoint(getMyTrader, {}, { signal }),
    enabled,
    retry: false,
  });
}

/** PATCH /api/v1/me/trader. */
export function useUpdateMyTrader() {
  const client = useQueryClient();
  return useMutation<
    EndpointOutput<typeof updateMyTrader>,
    EndpointError<typeof updateMyTrader>,
    MyTraderInput
  >({
    mutationFn: (body) => callEndpoint(updateMyTrader, { body }),
    onSuccess: (data) => client.setQueryData(queryKeyOf(getMyTrader), data),
  });
}
