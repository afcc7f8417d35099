import { useQueryClient } from "@tanstack/react-query";
import { createAdjustment } from "../../shared/contract/adjustments";
import {
  activateUser,
  adminTag,
  approveAdminProposal,
  deactivateUser,
  deleteUser,
  getAdminStats,
  getAdminUser,
  getSettings,
  listAdminUsers,
  listAudit,
  makeAdmin,
  rejectAdminProposal,
  saveTrader,
  stopTrader,
  updateSettings,
} from "../../shared/contract/admin";
import type { EndpointInput } from "../../shared/contract/endpoint";
import { meTag } from "../../shared/contract/users";
import type { AdminSettings } from "../../shared/schemas/admin";
import type { TraderInput } from "../../shared/schemas/traders";
import { queryKeyOf } from "./call-endpoint";
import {
  type Keyed,
  useEndpointMutation,
  useEndpointPages,
  useEndpointQuery,
  useInvalidate,
} from "./endpoint-hooks";

// Admin query hooks. Keys start with the endpoints' tag, "admin" (payment methods: api/payment-methods.ts,
// shared with the investor screens), so the live-updates stream refreshes every admin screen when
// anything changes (src/web/api/live-updates.ts).

export function useAdminStats() {
  return useEndpointQuery(getAdminStats, undefined);
}

const USERS_PAGE_SIZE = 24;

/** Users, newest first, searched on the server by name or email; `fetchNextPage` loads more. */
export function useAdminUsers(search: string) {
  return useEndpointPages(listAdminUsers, { search, limit: USERS_PAGE_SIZE });
}

export function useAdminUser(id: string) {
  return useEndpointQuery(getAdminUser, { params: { id } });
}

/** After any admin change: every admin screen's answers. */
function useRefreshAdmin() {
  return useInvalidate([adminTag]);
}

const userActions = {
  activate: activateUser,
  deactivate: deactivateUser,
  "make-admin": makeAdmin,
  // Four-eyes: another admin's proposal to make this user an admin.
  "approve-admin": approveAdminProposal,
  "reject-admin": rejectAdminProposal,
} as const;
export type UserAction = keyof typeof userActions;
type UserActionEndpoint = (typeof userActions)[UserAction];

/** Activate, deactivate or make admin; the user's screens and lists refresh afterwards. */
export function useUserAction(id: string) {
  return useEndpointMutation<UserActionEndpoint, UserAction>((action) => userActions[action], {
    toInput: () => ({ params: { id } }),
    onSettled: useRefreshAdmin(),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteUser, {
    toInput: (id: string) => ({ params: { id } }),
    onSuccess: (_data, id) =>
      queryClient.removeQueries({ queryKey: queryKeyOf(getAdminUser, { params: { id } }) }),
    onSettled: useInvalidate(queryKeyOf(listAdminUsers), queryKeyOf(getAdminUser)),
  });
}

/** Makes the user a trader, re-activates a stopped one or edits the profile (one call for all three). */
export function useSaveTrader(userId: string) {
  return useEndpointMutation(saveTrader, {
    toInput: (body: TraderInput) => ({ params: { id: userId }, body }),
    onSettled: useRefreshAdmin(),
  });
}

/** Stops a trader: no new copies; history and live account stay. */
export function useStopTrader(userId: string) {
  return useEndpointMutation(stopTrader, {
    toInput: () => ({ params: { id: userId } }),
    onSettled: useRefreshAdmin(),
  });
}

type AdjustmentBody = EndpointInput<typeof createAdjustment>["body"];

/** A signed adjustment of balance, profit or bonus, with a reason (the submit's Idempotency-Key). */
export function useAdjustment(userId: string) {
  return useEndpointMutation(createAdjustment, {
    toInput: ({ idempotencyKey, ...input }: Keyed<AdjustmentBody>) => ({
      params: { id: userId },
      body: input.reason ? input : { account: input.account, amount: input.amount },
    }),
    onSettled: useInvalidate([adminTag], [meTag]),
  });
}

export function useAdminAudit(search: string) {
  return useEndpointPages(listAudit, { search, limit: 25 });
}

export function useAdminSettings() {
  return useEndpointQuery(getSettings, undefined);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateSettings, {
    toInput: (body: AdminSettings) => ({ body }),
    onSuccess: (data) => queryClient.setQueryData(queryKeyOf(getSettings), data),
    onSettled: useRefreshAdmin(),
  });
}
