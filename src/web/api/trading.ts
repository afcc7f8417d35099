import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { z } from "zod";
import { listInstruments } from "../../shared/contract/instruments";
import { getQuotes } from "../../shared/contract/market";
import { getMyTrader, updateMyTrader } from "../../shared/contract/traders";
import {
  closePosition,
  getTradingExposure,
  listClosingFills,
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
import { callEndpoint, queryKeyOf } from "./call-endpoint";
import { type Keyed, useEndpointMutation, useEndpointQuery, useInvalidate } from "./endpoint-hooks";
import { openReconnectingStream } from "./live-updates";

/** Trading figures move with every quote: the screens poll as a safety net besides the stream. */
const TRADING_REFRESH_MS = 5_000;

/** The enabled instruments (public list). */
export function useInstruments() {
  return useEndpointQuery(listInstruments, undefined, { staleTime: 5 * 60_000 });
}

/** The caller's trading accounts; the practice account is created on the first call. */
export function useTradingAccounts(enabled = true) {
  return useEndpointQuery(listTradingAccounts, undefined, { enabled, refetchInterval: TRADING_REFRESH_MS });
}

/** The account's closing fills (the closed tab's history): one line per close, partial ones too. */
export function useClosingFills(accountId: string | undefined) {
  return useEndpointQuery(
    listClosingFills,
    { query: { accountId: accountId ?? "" } },
    { enabled: Boolean(accountId) },
  );
}

export function usePositions(accountId: string | undefined, status: "open" | "closed") {
  return useEndpointQuery(
    listPositions,
    { query: { accountId: accountId ?? "", status } },
    { enabled: Boolean(accountId), refetchInterval: status === "open" ? TRADING_REFRESH_MS : false },
  );
}

/** After an order, a close or a transfer: the accounts' figures, their positions and the balance changed. */
function useRefreshTrading() {
  return useInvalidate([tradingTag], [meTag]);
}

// Orders, closes, resets and transfers take one Idempotency-Key per intended action, reused on retry.

export function usePlaceOrder() {
  return useEndpointMutation(placeOrder, {
    toInput: ({ idempotencyKey, ...body }: Keyed<z.input<typeof orderInput>>) => ({ body }),
    onSuccess: useRefreshTrading(),
  });
}

export function useClosePosition() {
  return useEndpointMutation(closePosition, {
    toInput: ({ id, quantity }: Keyed<{ id: string; quantity?: string }>) => ({
      params: { id },
      body: quantity === undefined ? {} : { quantity },
    }),
    onSuccess: useRefreshTrading(),
  });
}

export function useUpdatePosition() {
  return useEndpointMutation(updatePosition, {
    toInput: ({ id, ...body }: z.input<typeof updatePositionInput> & { id: string }) => ({
      params: { id },
      body,
    }),
    onSuccess: useRefreshTrading(),
  });
}

export function useResetPracticeAccount() {
  return useEndpointMutation(resetPracticeAccount, {
    toInput: ({ id }: Keyed<{ id: string }>) => ({ params: { id } }),
    onSuccess: useRefreshTrading(),
  });
}

export function useTransfer() {
  return useEndpointMutation(transferFunds, {
    toInput: ({ id, idempotencyKey, ...body }: Keyed<TransferInput & { id: string }>) => ({
      params: { id },
      body,
    }),
    onSuccess: useRefreshTrading(),
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
  return useEndpointQuery(getTradingExposure, undefined, { refetchInterval: 15_000 });
}

/** GET /api/v1/me/trader: the caller's trader settings (a 404 for everyone who is not a trader). */
export function useMyTrader(enabled: boolean) {
  return useEndpointQuery(getMyTrader, undefined, { enabled, retry: false });
}

/** PATCH /api/v1/me/trader. */
export function useUpdateMyTrader() {
  const client = useQueryClient();
  return useEndpointMutation(updateMyTrader, {
    toInput: (body: MyTraderInput) => ({ body }),
    onSuccess: (data) => client.setQueryData(queryKeyOf(getMyTrader), data),
  });
}
