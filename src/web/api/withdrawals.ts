import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Transaction } from "../../shared/schemas/transactions";
import type { WithdrawalInput } from "../../shared/schemas/withdrawals";
import { apiFetch } from "./client";

export interface WithdrawalQuote {
  percent: number;
  amount?: string;
  fee?: string;
  netAmount?: string;
}

/** The processing fee (percent), and for a valid `amount` the fee and the net payout. */
export function useWithdrawalFee(amount?: string) {
  const query = amount ? `?amount=${encodeURIComponent(amount)}` : "";
  return useQuery({
    queryKey: ["withdrawals", "fee", amount ?? ""],
    queryFn: ({ signal }) => apiFetch<WithdrawalQuote>(`/api/v1/withdrawals/fee${query}`, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: WithdrawalInput & { idempotencyKey: string }) =>
      apiFetch<Transaction>("/api/v1/withdrawals", {
        method: "POST",
        json: input,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["transactions"] }),
        queryClient.invalidateQueries({ queryKey: ["me"] }),
      ]),
  });
}
