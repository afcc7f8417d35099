import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getMe } from "../../shared/contract/users";
import { queryKeyOf } from "./call-endpoint";
import { ApiError } from "./client";

/** The signed-in user's answer (GET /api/v1/me): null when signed out. */
export const meQueryKey = queryKeyOf(getMe);

function onUnauthorized(error: unknown): void {
  // A session that ended elsewhere (expiry, sign-out in another tab): the guards then go to /login.
  if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(meQueryKey, null);
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({ onError: onUnauthorized }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
