import { getTrader, listTraders } from "../../shared/contract/traders";
import { useEndpointQuery } from "./endpoint-hooks";

/** The public figures change with every quote and fill: refreshed while the page is open. */
const TRADERS_REFRESH_MS = 30_000;

/** GET /api/v1/traders (public). */
export function useTraders() {
  return useEndpointQuery(listTraders, undefined, { refetchInterval: TRADERS_REFRESH_MS });
}

/** GET /api/v1/traders/:id (public). */
export function useTrader(id: string | undefined) {
  return useEndpointQuery(
    getTrader,
    { params: { id: id ?? "" } },
    { enabled: Boolean(id), refetchInterval: TRADERS_REFRESH_MS },
  );
}
