import {
  type DefaultError,
  keepPreviousData,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import type { Endpoint, EndpointInput, EndpointOutput } from "../../shared/contract/endpoint";
import { callEndpoint, type EndpointError, queryKeyOf } from "./call-endpoint";

// The query hooks of src/web/api are written with these: one endpoint of the contract each, keyed
// with queryKeyOf (so live updates and invalidations find them), failing with the endpoint's errors.

/**
 * A query's input: the endpoint's, or `undefined` for an endpoint that needs none. The key is then
 * the endpoint's own, `queryKeyOf(endpoint)`, the one callers write answers into (setQueryData).
 */
export type QueryInput<E extends Endpoint> =
  | EndpointInput<E>
  | (Partial<EndpointInput<E>> extends EndpointInput<E> ? undefined : never);

/** The key and fetch of an endpoint's answer (react-query cancels the call with the query). */
export function endpointQuery<E extends Endpoint>(endpoint: E, input: QueryInput<E>) {
  return {
    queryKey: queryKeyOf(endpoint, input),
    // No input only where the endpoint takes none (QueryInput): `{}` is then its whole input.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(endpoint, input ?? ({} as EndpointInput<E>), { signal }),
  };
}

type EndpointQueryOptions<E extends Endpoint, TData> = Omit<
  UseQueryOptions<EndpointOutput<E>, DefaultError, TData>,
  "queryKey" | "queryFn"
>;

/** `useQuery` of one endpoint's answer; `options` are react-query's (enabled, refetchInterval, select...). */
export function useEndpointQuery<E extends Endpoint, TData = EndpointOutput<E>>(
  endpoint: E,
  input: QueryInput<E>,
  options: EndpointQueryOptions<E, TData> = {},
): UseQueryResult<TData> {
  return useQuery({ ...options, ...endpointQuery(endpoint, input) });
}

/** An endpoint of one record, `/:id`. */
type ByIdEndpoint = Endpoint & { params: z.ZodType<{ id: string }> };

/**
 * The key, fetch and `enabled` of one record by an id not known yet (`undefined` or `null`, e.g.
 * before a route param or a selection): idle until there is one.
 */
export function endpointQueryById<E extends ByIdEndpoint>(endpoint: E, id: string | null | undefined) {
  const input = { params: { id: id ?? "" } } as EndpointInput<E>;
  return { ...endpointQuery(endpoint, input as QueryInput<E>), enabled: Boolean(id) };
}

/** `useQuery` of one record by an id that may not be known yet (see endpointQueryById). */
export function useEndpointQueryById<E extends ByIdEndpoint>(
  endpoint: E,
  id: string | null | undefined,
  options: Omit<EndpointQueryOptions<E, EndpointOutput<E>>, "enabled"> = {},
): UseQueryResult<EndpointOutput<E>> {
  return useQuery({ ...options, ...endpointQueryById(endpoint, id) });
}

/** What a paged list answers besides its items: pass `nextCursor` as `cursor`; null at the end. */
interface Page {
  nextCursor: string | null;
}

type PageQuery<E extends Endpoint> = Omit<NonNullable<EndpointInput<E>["query"]>, "cursor">;

/**
 * A list the endpoint answers a page at a time (`query` without its `cursor`): the first page's
 * key and fetch, and how the next page is asked for.
 */
export function endpointPages<E extends Endpoint>(endpoint: E, query: PageQuery<E>) {
  return {
    queryKey: queryKeyOf(endpoint, { query } as EndpointInput<E>),
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      callEndpoint(endpoint, { query: { ...query, cursor: pageParam } } as EndpointInput<E>, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: EndpointOutput<E>) => (last as Page).nextCursor ?? undefined,
  };
}

/** `useInfiniteQuery` of a paged list: `fetchNextPage` loads more; the last answer stays while another search loads. */
export function useEndpointPages<E extends Endpoint>(endpoint: E, query: PageQuery<E>) {
  return useInfiniteQuery({ ...endpointPages(endpoint, query), placeholderData: keepPreviousData });
}

/**
 * Variables of a mutation of an idempotent endpoint (a money POST): they carry the Idempotency-Key
 * of the user's intent, from `useIdempotencyKey`: the same for every retry of that intent, a new one
 * after it went through. Keys are never made per call, so a retried click is not a second action.
 */
export type Keyed<T = unknown> = T & { idempotencyKey: string };

/** The key of an idempotent endpoint's variables; a mutation without one is a programming error. */
function keyOf(variables: unknown, path: string): string {
  const key = (variables as Partial<Keyed> | undefined)?.idempotencyKey;
  if (typeof key !== "string" || !key)
    throw new Error(`${path} is idempotent: its mutation needs an idempotencyKey from useIdempotencyKey`);
  return key;
}

/** The input of any of the endpoints `E` (a mutation whose variables pick one of several). */
type InputOfAny<E extends Endpoint> = E extends Endpoint ? EndpointInput<E> : never;

export type EndpointMutationOptions<E extends Endpoint, TVariables> = Omit<
  UseMutationOptions<EndpointOutput<E>, EndpointError<E>, TVariables>,
  "mutationFn"
> & {
  /** The endpoint's input (params, query, body) from the mutation's variables. */
  toInput: (variables: TVariables) => InputOfAny<E>;
};

/**
 * The options of a mutation calling `endpoint`, or the endpoint the variables pick (an action
 * among several): react-query's own (onSuccess, onSettled...) pass through. An idempotent
 * endpoint is called with the variables' Idempotency-Key; others with none.
 */
export function endpointMutation<E extends Endpoint, TVariables>(
  endpoint: E | ((variables: TVariables) => E),
  { toInput, ...options }: EndpointMutationOptions<E, TVariables>,
) {
  return {
    ...options,
    mutationFn: (variables: TVariables) => {
      const called = typeof endpoint === "function" ? endpoint(variables) : endpoint;
      return callEndpoint(called, toInput(variables) as EndpointInput<E>, {
        idempotencyKey: called.idempotent ? keyOf(variables, called.path) : undefined,
      });
    },
  };
}

/** `useMutation` calling one endpoint (see endpointMutation), failing with its typed errors. */
export function useEndpointMutation<E extends Endpoint, TVariables = void>(
  endpoint: E | ((variables: TVariables) => E),
  options: EndpointMutationOptions<E, TVariables>,
): UseMutationResult<EndpointOutput<E>, EndpointError<E>, TVariables> {
  return useMutation(endpointMutation(endpoint, options));
}

/** Refreshes every query under these key prefixes (e.g. `[meTag]`); the promise ends when all did. */
export function useInvalidate(...queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
