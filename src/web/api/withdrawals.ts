import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { meTag } from "../../shared/contract/users";
import { createWithdrawal, quoteWithdrawal } from "../../shared/contract/withdrawals";
import type { WithdrawalInput } from "../../shared/schemas/withdrawals";
import { callEndpoint, type EndpointError, queryKeyOf } from "./call-endpoint";

/** The processing fee (percent), and for a valid `amount` the fee and the net payout. */
export function useWithdrawalFee(amount?: string) {
  const input = { query: { amount: amount || undefined } };
  return useQuery({
    queryKey: queryKeyOf(quoteWithdrawal, input),
    queryFn: ({ signal }) => callEndpoint(quoteWithdrawal, input, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation<
    Awaited<ReturnType<typeof callEndpoint<typeof createWithdrawal>>>,
    EndpointError<typeof createWithdrawal>,
    WithdrawalInput & { idempotencyKey: string }
  >({
    mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(createWithdrawal, { body }, { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["transactions"] }),
        queryClient.invalidateQueries({ queryKey: [meTag] }),
      ]),
  });
}
