import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, PasswordConfirmInput, TotpCodeInput } from "../../shared/schemas/auth";
import { apiFetch } from "./client";
import { meQueryKey } from "./query-client";

export interface SignedInSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}

const sessionsKey = ["sessions"] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => apiFetch<SignedInSession[]>("/api/auth/list-sessions"),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>("/api/auth/revoke-other-sessions", { method: "POST", json: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<{ message: string }>("/api/auth/change-password", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Step 1 of turning two-factor on: the password gives the authenticator URI and backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (input: PasswordConfirmInput) =>
      apiFetch<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", {
        method: "POST",
        json: input,
      }),
  });
}

/** Step 2: a code from the app proves the setup works; only then is two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TotpCodeInput) =>
      apiFetch<unknown>("/api/auth/two-factor/verify-totp", { method: "POST", json: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordConfirmInput) =>
      apiFetch<unknown>("/api/auth/two-factor/disable", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useNewBackupCodes() {
  return useMutation({
    mutationFn: (input: PasswordConfirmInput) =>
      apiFetch<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", {
        method: "POST",
        json: input,
      }),
  });
}
