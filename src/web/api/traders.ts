import { useQuery } from "@tanstack/react-query";
import { getTrader, listTraders } from "../../shared/contract/traders";
import { callEndpoint, queryKeyOf } from "./call-endpoint";

/** The public figures change with every quote and fill: refreshed while the page is open. */
const TRADERS_REFRESH_MS = 30_000;

/** GET /api/v1/traders (public). */
export function useTraders() {
  return useQuery({
    queryKey: queryKeyOf(listTraders),
    queryFn: ({ signal }) => callEndpoint(listTraders, {}, { signal }),
    refetchInterval: TRADERS_REFRESH_MS,
  });
}

/** GET /api/v1/traders/:id (public). */
export function useTrader(id: string | undefined) {
  const input = { params: { id: id ?? "" } };
  return useQuery({
    queryKey: queryKeyOf(getTrader, input),
    queryFn: ({ signal }) => callEndpoint(getTrader, input, { signal }),
    enabled: Boolean(id),
    refetchInterval: TRADERS_REFRESH_MS,
  });
}
