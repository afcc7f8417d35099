import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { signIn, signOut, signUp, verifyBackupCode, verifyTotp } from "../../shared/contract/auth";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { getMe, meTag } from "../../shared/contract/users";
import type { BackupCodeInput, LoginInput, RegisterInput, TotpCodeInput } from "../../shared/schemas/auth";
import type { Me } from "../../shared/schemas/user";
import { callEndpoint, type EndpointError } from "./call-endpoint";
import { ApiError } from "./client";
import { useEndpointMutation } from "./endpoint-hooks";
import { adoptAccountLanguage } from "./language";
import { meQueryKey } from "./query-client";

/** The signed-in user, or null when there is no session (401). */
async function fetchMe(): Promise<Me | null> {
  try {
    return await callEndpoint(getMe, {});
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
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meTag });
    const me = await callEndpoint(getMe, {});
    // Before the first signed-in page renders: it then shows in the account's language at once.
    await adoptAccountLanguage(me);
    queryClient.setQueryData(meQueryKey, me);
    return me;
  };
}

/** The password step: either signed in, or (two-factor on) waiting for a code. */
export type SignInResult = EndpointOutput<typeof signIn>;

export function useSignIn() {
  const startSession = useStartSession();
  return useEndpointMutation(signIn, {
    toInput: (body: LoginInput) => ({ body }),
    onSuccess: async (result: SignInResult) => {
      if (!("twoFactorRequired" in result)) await startSession();
    },
  });
}

type SecondFactor = typeof verifyTotp | typeof verifyBackupCode;

/** The code step of a two-factor sign-in: an authenticator code, or one of the backup codes. */
export function useVerifySecondFactor() {
  const startSession = useStartSession();
  return useEndpointMutation<SecondFactor, (TotpCodeInput | BackupCodeInput) & { method: "totp" | "backup" }>(
    ({ method }) => (method === "totp" ? verifyTotp : verifyBackupCode),
    {
      toInput: ({ method, ...body }) => ({ body }),
      onSuccess: () => startSession(),
    },
  );
}

export function useSignUp() {
  const startSession = useStartSession();
  return useEndpointMutation(signUp, {
    toInput: (body: SignUpBody) => ({ body }),
    onSuccess: () => startSession(),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation<void, EndpointError<typeof signOut>>({
    mutationFn: async () => {
      try {
        await callEndpoint(signOut, { body: {} });
      } catch (error) {
        // No session left to end: the user is signed out either way.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meTag });
    },
  });
}
