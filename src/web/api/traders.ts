import {
  addFavouriteTrader,
  getTrader,
  listFavouriteTraders,
  listTraders,
  removeFavouriteTrader,
} from "../../shared/contract/traders";
import type { TraderSort } from "../../shared/schemas/traders";
import { useEndpointMutation, useEndpointQuery, useEndpointQueryById, useInvalidate } from "./endpoint-hooks";

/** The public figures change with every quote and fill: refreshed while the page is open. */
const TRADERS_REFRESH_MS = 30_000;

/** GET /api/v1/traders (public): searched by display name and sorted on the server. */
export function useTraders(search: string, sort: TraderSort) {
  const query = search ? { search: search.slice(0, 60), sort } : { sort };
  return useEndpointQuery(
    listTraders,
    { query },
    { refetchInterval: TRADERS_REFRESH_MS, placeholderData: (previous) => previous },
  );
}

/** GET /api/v1/traders/:id (public). */
export function useTrader(id: string | undefined) {
  return useEndpointQueryById(getTrader, id, { refetchInterval: TRADERS_REFRESH_MS });
}

/** GET /api/v1/me/favourite-traders: the signed-in user's watched traders (`enabled` once signed in). */
export function useFavouriteTraders(enabled: boolean) {
  return useEndpointQuery(listFavouriteTraders, undefined, { enabled });
}

/** Watches or stops watching a trader; the favourites refresh after. */
export function useToggleFavourite() {
  const invalidate = useInvalidate(["favourite-traders"]);
  return useEndpointMutation<
    typeof addFavouriteTrader | typeof removeFavouriteTrader,
    { id: string; watch: boolean }
  >(({ watch }) => (watch ? addFavouriteTrader : removeFavouriteTrader), {
    toInput: ({ id }) => ({ params: { id } }),
    onSettled: invalidate,
  });
}
