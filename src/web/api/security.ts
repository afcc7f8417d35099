import type { QueryKey } from "@tanstack/react-query";
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  generateBackupCodes,
  listSessions,
  revokeOtherSessions,
  sessionsTag,
  verifyTotp,
} from "../../shared/contract/auth";
import type { Endpoint } from "../../shared/contract/endpoint";
import { meTag } from "../../shared/contract/users";
import type { ChangePasswordInput, PasswordConfirmInput, TotpCodeInput } from "../../shared/schemas/auth";
import {
  type EndpointMutationOptions,
  useEndpointMutation,
  useEndpointQuery,
  useInvalidate,
} from "./endpoint-hooks";

export function useSessions() {
  return useEndpointQuery(listSessions, undefined);
}

/** A mutation of `endpoint` that refreshes the queries under `refreshed` once it succeeds. */
function useRefreshingMutation<E extends Endpoint, TVariables = void>(
  endpoint: E,
  toInput: EndpointMutationOptions<E, TVariables>["toInput"],
  refreshed: QueryKey,
) {
  const refresh = useInvalidate(refreshed);
  return useEndpointMutation(endpoint, { toInput, onSuccess: refresh });
}

export function useSignOutOtherSessions() {
  return useRefreshingMutation(revokeOtherSessions, () => ({ body: {} }), [sessionsTag]);
}

export function useChangePassword() {
  return useRefreshingMutation(changePassword, (body: ChangePasswordInput) => ({ body }), [sessionsTag]);
}

/** Step 1 of turning two-factor on: the password gives the authenticator URI and backup codes. */
export function useStartTwoFactor() {
  return useEndpointMutation(enableTwoFactor, { toInput: (body: PasswordConfirmInput) => ({ body }) });
}

/** Step 2: a code from the app proves the setup works; only then is two-factor on. */
export function useConfirmTwoFactor() {
  const refresh = useInvalidate([meTag], [sessionsTag]);
  return useEndpointMutation(verifyTotp, {
    toInput: (body: TotpCodeInput) => ({ body }),
    // Not awaited: the mutation settles without waiting for the refetch.
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useDisableTwoFactor() {
  return useRefreshingMutation(disableTwoFactor, (body: PasswordConfirmInput) => ({ body }), [meTag]);
}

export function useNewBackupCodes() {
  return useEndpointMutation(generateBackupCodes, { toInput: (body: PasswordConfirmInput) => ({ body }) });
}
