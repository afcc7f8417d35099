import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointInput, EndpointOutput } from "../../shared/contract/endpoint";
import {
  approveTransaction,
  exportTransactions,
  listAdminTransactions,
  listTransactions,
  rejectTransaction,
  transactionsTag,
} from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import { callEndpoint, type EndpointError, endpointUrl, queryKeyOf } from "./call-endpoint";

/**
 * Query hooks for transactions. Keys follow the live-update convention (src/web/api/live-updates.ts):
 * the user's own lists live under ["transactions", ...], everyone's (admin) under ["admin", ...],
 * so a change event refreshes every open list.
 */

const DEFAULT_PAGE_SIZE = 20;

/** The signed-in user's transactions, newest first; `fetchNextPage` loads older ones. */
export function useTransactions({
  search = "",
  limit = DEFAULT_PAGE_SIZE,
}: {
  search?: string;
  limit?: number;
} = {}) {
  const input = { query: { search, limit } };
  return useInfiniteQuery({
    queryKey: queryKeyOf(listTransactions, input),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listTransactions, { query: { ...input.query, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

type AdminTransactionQuery = NonNullable<EndpointInput<typeof listAdminTransactions>["query"]>;

/** Everyone's transactions (admins only), with the owner's name and email on each item. */
export function useAdminTransactions({
  search = "",
  limit = DEFAULT_PAGE_SIZE,
  userId,
  status,
}: Pick<AdminTransactionQuery, "userId" | "status"> & { search?: string; limit?: number } = {}) {
  const input = { query: { search, limit, userId, status } };
  return useInfiniteQuery({
    queryKey: queryKeyOf(listAdminTransactions, input),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listAdminTransactions, { query: { ...input.query, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

const decisions = { approve: approveTransaction, reject: rejectTransaction } as const;
export type Decision = keyof typeof decisions;
type DecisionEndpoint = (typeof decisions)[Decision];

/** Admin: approve or reject a pending transaction (one Idempotency-Key per click). */
export function useDecideTransaction() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<DecisionEndpoint>,
    EndpointError<DecisionEndpoint>,
    { id: string; decision: Decision }
  >({
    mutationFn: ({ id, decision }) =>
      callEndpoint(decisions[decision], { params: { id } }, { idempotencyKey: crypto.randomUUID() }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(listAdminTransactions) }),
        queryClient.invalidateQueries({ queryKey: [transactionsTag] }),
        queryClient.invalidateQueries({ queryKey: [meTag] }),
      ]);
    },
  });
}

/** The CSV download of the signed-in user's transactions (optionally filtered like the list). */
export function transactionsCsvUrl(search = ""): string {
  return endpointUrl(exportTransactions.path, { query: { search } });
}
