import { useMutation, useQueryClient } from "@tanstack/react-query";
import { meTag } from "../../shared/contract/users";
import type { Transaction } from "../../shared/schemas/transactions";
import { apiFetch } from "./client";

/** 'I have made the payment': creates the pending deposit. Pass one `idempotencyKey` per user action. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      paymentMethodId,
      amount,
      idempotencyKey,
    }: {
      paymentMethodId: string;
      amount: string;
      idempotencyKey: string;
    }) =>
      apiFetch<Transaction>("/api/v1/deposits", {
        method: "POST",
        json: { paymentMethodId, amount },
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["transactions"] }),
        queryClient.invalidateQueries({ queryKey: [meTag] }),
      ]),
  });
}
