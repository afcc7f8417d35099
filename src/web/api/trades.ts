import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Trade, TradeInput, UpgradeInput } from "../../shared/schemas/trades";
import type { Transaction } from "../../shared/schemas/transactions";
import { apiFetch } from "./client";

// The current trade comes with GET /api/v1/me (activeTrade), so screens read it from useMe().

function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["me"] }),
      queryClient.invalidateQueries({ queryKey: ["trades"] }),
      queryClient.invalidateQueries({ queryKey: ["transactions"] }),
    ]);
}

/** 'Invest Now': opens a trade on a plan (the amount leaves the balance). */
export function useCreateTrade() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: TradeInput & { idempotencyKey: string }) =>
      apiFetch<Trade>("/api/v1/trades", {
        method: "POST",
        json: input,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

export interface ClaimResult {
  returned: Transaction;
  profit: Transaction;
  claimedProfit: string;
}

/** 'Claim Profit': closes the trade, returns its amount and credits the profit. */
export function useClaimProfit() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      apiFetch<ClaimResult>("/api/v1/trades/current/claim", {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

export interface UpgradeResult {
  trade: Trade;
  from: { planId: string; planLabel: string; amount: string };
  transaction: Transaction;
}

/** 'Invest Now' on a higher plan while a trade is open: the trade moves there with the added amount. */
export function useUpgradeTrade() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: UpgradeInput & { idempotencyKey: string }) =>
      apiFetch<UpgradeResult>("/api/v1/trades/current/upgrade", {
        method: "POST",
        json: input,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

/** 'Close trade': closes a trade with no profit, its amount back to the balance. */
export function useCloseTrade() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      apiFetch<{ returned: Transaction }>("/api/v1/trades/current/close", {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}
