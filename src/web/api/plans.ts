import { useQuery } from "@tanstack/react-query";
import type { Plan } from "../../shared/plans";
import { apiFetch } from "./client";

export interface PlanList {
  items: Plan[];
  /** 'Returns are not guaranteed...' shown with the plans. */
  riskNote: string;
}

export function usePlans() {
  return useQuery({
    queryKey: ["plans"],
    queryFn: ({ signal }) => apiFetch<PlanList>("/api/v1/plans", { signal }),
    staleTime: 10 * 60_000,
  });
}
