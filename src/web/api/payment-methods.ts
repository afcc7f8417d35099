import { useQuery } from "@tanstack/react-query";
import type { PaymentMethod } from "../../shared/schemas/payment-methods";
import { apiFetch } from "./client";

const paymentMethodsQueryKey = ["payment-methods"] as const;

/** The payment methods investors can deposit with and withdraw to (live: admins may edit them). */
export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => apiFetch<{ items: PaymentMethod[] }>("/api/v1/payment-methods", { signal }),
    select: (data) => data.items,
  });
}
