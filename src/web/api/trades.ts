import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvestInput, Trade } from "../../shared/schemas/trades";
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
    mutationFn: ({ idempotencyKey, ...input }: InvestInput & { idempotencyKey: string }) =>
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
