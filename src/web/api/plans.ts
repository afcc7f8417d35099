import { useQuery } from "@tanstack/react-query";
import { listPlans } from "../../shared/contract/plans";
import { callEndpoint, queryKeyOf } from "./call-endpoint";

/** The plans, and the 'Returns are not guaranteed...' note shown with them. */
export function usePlans() {
  return useQuery({
    queryKey: queryKeyOf(listPlans),
    queryFn: ({ signal }) => callEndpoint(listPlans, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
