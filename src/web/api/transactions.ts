import type { EndpointInput } from "../../shared/contract/endpoint";
import {
  approveTransaction,
  exportTransactions,
  listAdminTransactions,
  listTransactions,
  rejectTransaction,
  transactionsTag,
} from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import { endpointUrl, queryKeyOf } from "./call-endpoint";
import { type Keyed, useEndpointMutation, useEndpointPages, useInvalidate } from "./endpoint-hooks";

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
  return useEndpointPages(listTransactions, { search, limit });
}

type AdminTransactionQuery = NonNullable<EndpointInput<typeof listAdminTransactions>["query"]>;

/** Everyone's transactions (admins only), with the owner's name and email on each item. */
export function useAdminTransactions({
  search = "",
  limit = DEFAULT_PAGE_SIZE,
  userId,
  status,
}: Pick<AdminTransactionQuery, "userId" | "status"> & { search?: string; limit?: number } = {}) {
  return useEndpointPages(listAdminTransactions, { search, limit, userId, status });
}

const decisions = { approve: approveTransaction, reject: rejectTransaction } as const;
export type Decision = keyof typeof decisions;
type DecisionEndpoint = (typeof decisions)[Decision];

/** Admin: approve or reject a pending transaction (the decision's Idempotency-Key). */
export function useDecideTransaction() {
  return useEndpointMutation<DecisionEndpoint, Keyed<{ id: string; decision: Decision }>>(
    ({ decision }) => decisions[decision],
    {
      toInput: ({ id }) => ({ params: { id } }),
      onSettled: useInvalidate(queryKeyOf(listAdminTransactions), [transactionsTag], [meTag]),
    },
  );
}

/** The CSV download of the signed-in user's transactions (optionally filtered like the list). */
export function transactionsCsvUrl(search = ""): string {
  return endpointUrl(exportTransactions.path, { query: { search } });
}
