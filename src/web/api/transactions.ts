import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { meTag } from "../../shared/contract/users";
import type {
  AdminTransaction,
  AdminTransactionStatus,
  DecidedTransaction,
  Transaction,
} from "../../shared/schemas/transactions";
import { apiFetch } from "./client";

/**
 * Query hooks for transactions. Keys follow the live-update convention (src/web/api/live-updates.ts):
 * the user's own lists live under ["transactions", ...], everyone's (admin) under ["admin", "transactions", ...],
 * so a change event refreshes every open list.
 */

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Admins also see 'awaiting-second-approval' (four-eyes) and can filter on it. */
export type AdminStatusFilter = AdminTransactionStatus;

const DEFAULT_PAGE_SIZE = 20;

const transactionKeys = {
  all: ["transactions"] as const,
  list: (search: string, limit: number) => ["transactions", "list", { search, limit }] as const,
  adminAll: ["admin", "transactions"] as const,
  adminList: (filters: AdminTransactionFilters & { search: string; limit: number }) =>
    ["admin", "transactions", "list", filters] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The signed-in user's transactions, newest first; `fetchNextPage` loads older ones. */
export function useTransactions({
  search = "",
  limit = DEFAULT_PAGE_SIZE,
}: {
  search?: string;
  limit?: number;
} = {}) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(search, limit),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<Transaction>>(`/api/v1/transactions${query({ search, limit, cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export interface AdminTransactionFilters {
  /** Only this user's transactions (the admin user-detail screen). */
  userId?: string | undefined;
  status?: AdminStatusFilter | undefined;
}

/** Everyone's transactions (admins only), with the owner's name and email on each item. */
export function useAdminTransactions({
  search = "",
  limit = DEFAULT_PAGE_SIZE,
  userId,
  status,
}: AdminTransactionFilters & { search?: string; limit?: number } = {}) {
  return useInfiniteQuery({
    queryKey: transactionKeys.adminList({ search, limit, userId, status }),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<AdminTransaction>>(
        `/api/v1/admin/transactions${query({ search, limit, userId, status, cursor: pageParam })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type Decision = "approve" | "reject";

/** Admin: approve or reject a pending transaction (one Idempotency-Key per click). */
export function useDecideTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      apiFetch<DecidedTransaction>(`/api/v1/admin/transactions/${encodeURIComponent(id)}/${decision}`, {
        method: "POST",
        headers: { "Idempotency-Key": crypto.randomUUID() },
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionKeys.adminAll }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
        queryClient.invalidateQueries({ queryKey: [meTag] }),
      ]);
    },
  });
}

/** The CSV download of the signed-in user's transactions (optionally filtered like the list). */
export function transactionsCsvUrl(search = ""): string {
  return `/api/v1/transactions/export.csv${query({ search })}`;
}
