import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { meTag } from "../../shared/contract/users";
import type { ChangePasswordInput, PasswordConfirmInput, TotpCodeInput } from "../../shared/schemas/auth";
import { callEndpoint, type EndpointError, queryKeyOf } from "./call-endpoint";

export function useSessions() {
  return useQuery({
    queryKey: queryKeyOf(listSessions),
    queryFn: ({ signal }) => callEndpoint(listSessions, {}, { signal }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<typeof revokeOtherSessions>, EndpointError<typeof revokeOtherSessions>>({
    mutationFn: () => callEndpoint(revokeOtherSessions, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [sessionsTag] }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<typeof changePassword>,
    EndpointError<typeof changePassword>,
    ChangePasswordInput
  >({
    mutationFn: (body) => callEndpoint(changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [sessionsTag] }),
  });
}

/** Step 1 of turning two-factor on: the password gives the authenticator URI and backup codes. */
export function useStartTwoFactor() {
  return useMutation<
    EndpointOutput<typeof enableTwoFactor>,
    EndpointError<typeof enableTwoFactor>,
    PasswordConfirmInput
  >({
    mutationFn: (body) => callEndpoint(enableTwoFactor, { body }),
  });
}

/** Step 2: a code from the app proves the setup works; only then is two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<typeof verifyTotp>, EndpointError<typeof verifyTotp>, TotpCodeInput>({
    mutationFn: (body) => callEndpoint(verifyTotp, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [meTag] });
      void queryClient.invalidateQueries({ queryKey: [sessionsTag] });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<typeof disableTwoFactor>,
    EndpointError<typeof disableTwoFactor>,
    PasswordConfirmInput
  >({
    mutationFn: (body) => callEndpoint(disableTwoFactor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [meTag] }),
  });
}

export function useNewBackupCodes() {
  return useMutation<
    EndpointOutput<typeof generateBackupCodes>,
    EndpointError<typeof generateBackupCodes>,
    PasswordConfirmInput
  >({
    mutationFn: (body) => callEndpoint(generateBackupCodes, { body }),
  });
}
