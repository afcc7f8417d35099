import { createDeposit } from "../../shared/contract/deposits";
import { transactionsTag } from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import type { DepositInput } from "../../shared/schemas/deposits";
import { type Keyed, useEndpointMutation, useInvalidate } from "./endpoint-hooks";

/** 'I have made the payment': creates the pending deposit. Pass one `idempotencyKey` per user action. */
export function useCreateDeposit() {
  const refresh = useInvalidate([transactionsTag], [meTag]);
  return useEndpointMutation(createDeposit, {
    toInput: ({ idempotencyKey, ...body }: Keyed<DepositInput>) => ({ body }),
    onSuccess: refresh,
  });
}
