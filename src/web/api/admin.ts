import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { createAdjustment } from "../../shared/contract/adjustments";
import {
  activateUser,
  adminTag,
  deactivateUser,
  deleteUser,
  getAdminStats,
  getAdminUser,
  getSettings,
  listAdminUsers,
  listAudit,
  makeAdmin,
  saveTrader,
  stopTrader,
  updateSettings,
} from "../../shared/contract/admin";
import type { EndpointInput, EndpointOutput } from "../../shared/contract/endpoint";
import { meTag } from "../../shared/contract/users";
import type { AdminSettings } from "../../shared/schemas/admin";
import type { TraderInput } from "../../shared/schemas/traders";
import { callEndpoint, type EndpointError, queryKeyOf } from "./call-endpoint";

// Admin query hooks. Keys start with the endpoints' tag, "admin" (payment methods: api/payment-methods.ts,
// shared with the investor screens), so the live-updates stream refreshes every admin screen when
// anything changes (src/web/api/live-updates.ts).

export function useAdminStats() {
  return useQuery({
    queryKey: queryKeyOf(getAdminStats),
    queryFn: ({ signal }) => callEndpoint(getAdminStats, {}, { signal }),
  });
}

const USERS_PAGE_SIZE = 24;

/** Users, newest first, searched on the server by name or email; `fetchNextPage` loads more. */
export function useAdminUsers(search: string) {
  const input = { query: { search, limit: USERS_PAGE_SIZE } };
  return useInfiniteQuery({
    queryKey: queryKeyOf(listAdminUsers, input),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listAdminUsers, { query: { ...input.query, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  const input = { params: { id } };
  return useQuery({
    queryKey: queryKeyOf(getAdminUser, input),
    queryFn: ({ signal }) => callEndpoint(getAdminUser, input, { signal }),
  });
}

const userActions = { activate: activateUser, deactivate: deactivateUser, "make-admin": makeAdmin } as const;
export type UserAction = keyof typeof userActions;
type UserActionEndpoint = (typeof userActions)[UserAction];

/** Activate, deactivate or make admin; the user's screens and lists refresh afterwards. */
export function useUserAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<UserActionEndpoint>, EndpointError<UserActionEndpoint>, UserAction>({
    mutationFn: (action) => callEndpoint(userActions[action], { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [adminTag] }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<typeof deleteUser>, EndpointError<typeof deleteUser>, string>({
    mutationFn: (id) => callEndpoint(deleteUser, { params: { id } }),
    onSuccess: (_data, id) =>
      queryClient.removeQueries({ queryKey: queryKeyOf(getAdminUser, { params: { id } }) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(listAdminUsers) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(getAdminUser) }),
      ]),
  });
}

/** Makes the user a trader, re-activates a stopped one or edits the profile (one call for all three). */
export function useSaveTrader(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<typeof saveTrader>, EndpointError<typeof saveTrader>, TraderInput>({
    mutationFn: (body) => callEndpoint(saveTrader, { params: { id: userId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [adminTag] }),
  });
}

/** Stops a trader: no new copies; history and live account stay. */
export function useStopTrader(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<typeof stopTrader>, EndpointError<typeof stopTrader>, void>({
    mutationFn: () => callEndpoint(stopTrader, { params: { id: userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [adminTag] }),
  });
}

type AdjustmentBody = EndpointInput<typeof createAdjustment>["body"];

/** A signed adjustment of balance, profit or bonus, with a reason (one Idempotency-Key per submit). */
export function useAdjustment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<typeof createAdjustment>,
    EndpointError<typeof createAdjustment>,
    AdjustmentBody
  >({
    mutationFn: (input) =>
      callEndpoint(
        createAdjustment,
        {
          params: { id: userId },
          body: input.reason ? input : { account: input.account, amount: input.amount },
        },
        { idempotencyKey: crypto.randomUUID() },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [adminTag] }),
        queryClient.invalidateQueries({ queryKey: [meTag] }),
      ]),
  });
}

export function useAdminAudit(search: string) {
  const input = { query: { search, limit: 25 } };
  return useInfiniteQuery({
    queryKey: queryKeyOf(listAudit, input),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listAudit, { query: { ...input.query, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeyOf(getSettings),
    queryFn: ({ signal }) => callEndpoint(getSettings, {}, { signal }),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<typeof updateSettings>,
    EndpointError<typeof updateSettings>,
    AdminSettings
  >({
    mutationFn: (body) => callEndpoint(updateSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(queryKeyOf(getSettings), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [adminTag] }),
  });
}
