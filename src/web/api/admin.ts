import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { meTag } from "../../shared/contract/users";
import type { AdjustableAccount } from "../../shared/schemas/adjustments";
import type { AdminSettings, AdminUserDetail, AdminUserList, AuditList } from "../../shared/schemas/admin";
import type { TraderInput, TraderProfile } from "../../shared/schemas/traders";
import type { DecidedTransaction } from "../../shared/schemas/transactions";
import type { Profile } from "../../shared/schemas/user";
import { apiFetch } from "./client";

/**
 * Admin query hooks. Keys sit under ["admin", ...] (payment methods: api/payment-methods.ts, shared
 * with the investor screens), so the live-updates stream refreshes every admin screen when anything
 * changes (src/web/api/live-updates.ts).
 */
const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  users: ["admin", "users"] as const,
  userList: (search: string) => ["admin", "users", "list", { search }] as const,
  user: (id: string) => ["admin", "users", "detail", id] as const,
  audit: (search: string) => ["admin", "audit", { search }] as const,
  settings: ["admin", "settings"] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) =>
      apiFetch<{ totalUsers: number; totalDeposits: string }>("/api/v1/admin/stats", { signal }),
  });
}

const USERS_PAGE_SIZE = 24;

/** Users, newest first, searched on the server by name or email; `fetchNextPage` loads more. */
export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.userList(search),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AdminUserList>(
        `/api/v1/admin/users${query({ search, limit: USERS_PAGE_SIZE, cursor: pageParam })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminUserDetail>(`/api/v1/admin/users/${encodeURIComponent(id)}`, { signal }),
  });
}

export type UserAction = "activate" | "deactivate" | "make-admin";

/** Activate, deactivate or make admin; the user's screens and lists refresh afterwards. */
export function useUserAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) =>
      apiFetch<Profile>(`/api/v1/admin/users/${encodeURIComponent(id)}/${action}`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/v1/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: adminKeys.user(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** Makes the user a trader, re-activates a stopped one or edits the profile (one call for all three). */
export function useSaveTrader(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TraderInput) =>
      apiFetch<TraderProfile>(`/api/v1/admin/users/${encodeURIComponent(userId)}/trader`, {
        method: "POST",
        json: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Stops a trader: no new copies; history and live account stay. */
export function useStopTrader(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<TraderProfile>(`/api/v1/admin/users/${encodeURIComponent(userId)}/trader`, {
        method: "DELETE",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A signed adjustment of balance, profit or bonus, with a reason (one Idempotency-Key per submit). */
export function useAdjustment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { account: AdjustableAccount; amount: string; reason?: string | undefined }) =>
      apiFetch<{ transaction: DecidedTransaction; before: string; after: string }>(
        `/api/v1/admin/users/${encodeURIComponent(userId)}/adjustments`,
        {
          method: "POST",
          json: input.reason ? input : { account: input.account, amount: input.amount },
          headers: { "Idempotency-Key": crypto.randomUUID() },
        },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: [meTag] }),
      ]),
  });
}

export function useAdminAudit(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(search),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AuditList>(`/api/v1/admin/audit${query({ search, limit: 25, cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => apiFetch<AdminSettings>("/api/v1/admin/settings", { signal }),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminSettings) =>
      apiFetch<AdminSettings>("/api/v1/admin/settings", { method: "PUT", json: input }),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.settings, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
