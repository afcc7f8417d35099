import { listPlans } from "../../shared/contract/plans";
import { useEndpointQuery } from "./endpoint-hooks";

/** The plans, and the 'Returns are not guaranteed...' note shown with them. */
export function usePlans() {
  return useEndpointQuery(listPlans, undefined, { staleTime: 10 * 60_000 });
}
