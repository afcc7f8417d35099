import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BackupCodeInput, LoginInput, RegisterInput, TotpCodeInput } from "../../shared/schemas/auth";
import type { Me } from "../../shared/schemas/user";
import { ApiError, apiFetch } from "./client";
import { adoptAccountLanguage } from "./language";
import { meQueryKey } from "./query-client";

/** The signed-in user, or null when there is no session (401). */
async function fetchMe(): Promise<Me | null> {
  try {
    return await apiFetch<Me>("/api/v1/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session check: `data` is the user, null when signed out, undefined while loading. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe });
}

type SignUpBody = Omit<RegisterInput, "referrerId"> & { referrerId?: string | undefined };

/** After a new session: drop whatever an earlier user left in the cache, then load the new user. */
function useStartSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    const me = await apiFetch<Me>("/api/v1/me");
    // Before the first signed-in page renders: it then shows in the account's language at once.
    await adoptAccountLanguage(me);
    queryClient.setQueryData(meQueryKey, me);
    return me;
  };
}

/** The password step: either signed in, or (two-factor on) waiting for a code. */
export type SignInResult = { user: Me } | { twoFactorRequired: true };

export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<SignInResult>("/api/auth/sign-in/email", { method: "POST", json: input }),
    onSuccess: async (result) => {
      if (!("twoFactorRequired" in result)) await startSession();
    },
  });
}

/** The code step of a two-factor sign-in: an authenticator code, or one of the backup codes. */
export function useVerifySecondFactor() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: ({ method, ...input }: (TotpCodeInput | BackupCodeInput) & { method: "totp" | "backup" }) =>
      apiFetch<{ user: Me }>(
        method === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code",
        { method: "POST", json: input },
      ),
    onSuccess: () => startSession(),
  });
}

export function useSignUp() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: SignUpBody) =>
      apiFetch<unknown>("/api/auth/sign-up/email", { method: "POST", json: input }),
    onSuccess: () => startSession(),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiFetch<unknown>("/api/auth/sign-out", { method: "POST", json: {} });
      } catch (error) {
        // No session left to end: the user is signed out either way.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
