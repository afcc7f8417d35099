import { useQuery } from "@tanstack/react-query";
import { traderDetail, tradersOutput } from "../../shared/schemas/traders";
import { apiFetch } from "./client";

/** The public figures change with every quote and fill: refreshed while the page is open. */
const TRADERS_REFRESH_MS = 30_000;

/** GET /api/v1/traders (public), parsed with the shared contract. */
export function useTraders() {
  return useQuery({
    queryKey: ["traders"],
    queryFn: async ({ signal }) =>
      tradersOutput.parse(await apiFetch<unknown>("/api/v1/traders", { signal })),
    refetchInterval: TRADERS_REFRESH_MS,
  });
}

/** GET /api/v1/traders/:id (public). */
export function useTrader(id: string | undefined) {
  return useQuery({
    queryKey: ["traders", id ?? ""],
    queryFn: async ({ signal }) =>
      traderDetail.parse(
        await apiFetch<unknown>(`/api/v1/traders/${encodeURIComponent(id ?? "")}`, { signal }),
      ),
    enabled: Boolean(id),
    refetchInterval: TRADERS_REFRESH_MS,
  });
}
