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
import { meTag } from "../../shared/contract/users";
import type { ChangePasswordInput, PasswordConfirmInput, TotpCodeInput } from "../../shared/schemas/auth";
import { useEndpointMutation, useEndpointQuery, useInvalidate } from "./endpoint-hooks";

export function useSessions() {
  return useEndpointQuery(listSessions, undefined);
}

export function useSignOutOtherSessions() {
  const refreshSessions = useInvalidate([sessionsTag]);
  return useEndpointMutation(revokeOtherSessions, {
    toInput: () => ({ body: {} }),
    onSuccess: refreshSessions,
  });
}

export function useChangePassword() {
  const refreshSessions = useInvalidate([sessionsTag]);
  return useEndpointMutation(changePassword, {
    toInput: (body: ChangePasswordInput) => ({ body }),
    onSuccess: refreshSessions,
  });
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
  const refreshMe = useInvalidate([meTag]);
  return useEndpointMutation(disableTwoFactor, {
    toInput: (body: PasswordConfirmInput) => ({ body }),
    onSuccess: refreshMe,
  });
}

export function useNewBackupCodes() {
  return useEndpointMutation(generateBackupCodes, { toInput: (body: PasswordConfirmInput) => ({ body }) });
}
