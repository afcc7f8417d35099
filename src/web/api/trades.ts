import type { Endpoint } from "../../shared/contract/endpoint";
import { claimProfit, closeTrade, createTrade, tradesTag, upgradeTrade } from "../../shared/contract/trades";
import { transactionsTag } from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import type { TradeInput, UpgradeInput } from "../../shared/schemas/trades";
import {
  type EndpointMutationOptions,
  type Keyed,
  useEndpointMutation,
  useInvalidate,
} from "./endpoint-hooks";

// The current trade comes with GET /api/v1/me (activeTrade), so screens read it from useMe().

/**
 * A mutation of the current trade: one Idempotency-Key per user action (reused on retry); the
 * balance, the trades and the transactions refresh after it.
 */
function useTradeMutation<E extends Endpoint, V extends Keyed = Keyed>(
  endpoint: E,
  toInput: EndpointMutationOptions<E, V>["toInput"],
) {
  return useEndpointMutation(endpoint, {
    toInput,
    onSuccess: useInvalidate([meTag], [tradesTag], [transactionsTag]),
  });
}

/** 'Invest Now': opens a trade on a plan (the amount leaves the balance). */
export function useCreateTrade() {
  return useTradeMutation(createTrade, ({ idempotencyKey, ...body }: Keyed<TradeInput>) => ({ body }));
}

/** 'Claim Profit': closes the trade, returns its amount and credits the profit. */
export function useClaimProfit() {
  return useTradeMutation(claimProfit, () => ({}));
}

/** 'Invest Now' on a higher plan while a trade is open: the trade moves there with the added amount. */
export function useUpgradeTrade() {
  return useTradeMutation(upgradeTrade, ({ idempotencyKey, ...body }: Keyed<UpgradeInput>) => ({ body }));
}

/** 'Close trade': closes a trade with no profit, its amount back to the balance. */
export function useCloseTrade() {
  return useTradeMutation(closeTrade, () => ({}));
}
