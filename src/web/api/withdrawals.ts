import { meTag } from "../../shared/contract/users";
import { createWithdrawal, quoteWithdrawal } from "../../shared/contract/withdrawals";
import type { WithdrawalInput } from "../../shared/schemas/withdrawals";
import { type Keyed, useEndpointMutation, useEndpointQuery, useInvalidate } from "./endpoint-hooks";

/** The processing fee (percent), and for a valid `amount` the fee and the net payout. */
export function useWithdrawalFee(amount?: string) {
  const input = { query: { amount: amount || undefined } };
  return useEndpointQuery(quoteWithdrawal, input, { staleTime: 5 * 60_000, retry: false });
}

export function useCreateWithdrawal() {
  const refresh = useInvalidate(["transactions"], [meTag]);
  return useEndpointMutation(createWithdrawal, {
    toInput: ({ idempotencyKey, ...body }: Keyed<WithdrawalInput>) => ({ body }),
    onSuccess: refresh,
  });
}
