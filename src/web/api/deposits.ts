import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createDeposit } from "../../shared/contract/deposits";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { transactionsTag } from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import type { DepositInput } from "../../shared/schemas/deposits";
import { callEndpoint, type EndpointError } from "./call-endpoint";

/** 'I have made the payment': creates the pending deposit. Pass one `idempotencyKey` per user action. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<typeof createDeposit>,
    EndpointError<typeof createDeposit>,
    DepositInput & { idempotencyKey: string }
  >({
    mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(createDeposit, { body }, { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [transactionsTag] }),
        queryClient.invalidateQueries({ queryKey: [meTag] }),
      ]),
  });
}
