import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { claimProfit, closeTrade, createTrade, tradesTag, upgradeTrade } from "../../shared/contract/trades";
import { transactionsTag } from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import type { TradeInput, UpgradeInput } from "../../shared/schemas/trades";
import { callEndpoint, type EndpointError } from "./call-endpoint";

// The current trade comes with GET /api/v1/me (activeTrade), so screens read it from useMe().

function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [meTag] }),
      queryClient.invalidateQueries({ queryKey: [tradesTag] }),
      queryClient.invalidateQueries({ queryKey: [transactionsTag] }),
    ]);
}

/** One Idempotency-Key per user action, reused on retry. */
interface Keyed {
  idempotencyKey: string;
}

/** 'Invest Now': opens a trade on a plan (the amount leaves the balance). */
export function useCreateTrade() {
  const refresh = useRefreshMoney();
  return useMutation<
    EndpointOutput<typeof createTrade>,
    EndpointError<typeof createTrade>,
    TradeInput & Keyed
  >({
    mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(createTrade, { body }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/** 'Claim Profit': closes the trade, returns its amount and credits the profit. */
export function useClaimProfit() {
  const refresh = useRefreshMoney();
  return useMutation<EndpointOutput<typeof claimProfit>, EndpointError<typeof claimProfit>, Keyed>({
    mutationFn: ({ idempotencyKey }) => callEndpoint(claimProfit, {}, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/** 'Invest Now' on a higher plan while a trade is open: the trade moves there with the added amount. */
export function useUpgradeTrade() {
  const refresh = useRefreshMoney();
  return useMutation<
    EndpointOutput<typeof upgradeTrade>,
    EndpointError<typeof upgradeTrade>,
    UpgradeInput & Keyed
  >({
    mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(upgradeTrade, { body }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/** 'Close trade': closes a trade with no profit, its amount back to the balance. */
export function useCloseTrade() {
  const refresh = useRefreshMoney();
  return useMutation<EndpointOutput<typeof closeTrade>, EndpointError<typeof closeTrade>, Keyed>({
    mutationFn: ({ idempotencyKey }) => callEndpoint(closeTrade, {}, { idempotencyKey }),
    onSuccess: refresh,
  });
}
