import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { adminTag } from "../../shared/contract/admin";
import { sessionsTag } from "../../shared/contract/auth";
import { copiesTag } from "../../shared/contract/copies";
import { notificationsTag } from "../../shared/contract/notifications";
import { paymentMethodsTag } from "../../shared/contract/payment-methods";
import { referralsTag } from "../../shared/contract/referrals";
import { tradesTag } from "../../shared/contract/trades";
import { transactionsTag } from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import { verificationTag } from "../../shared/contract/verification";
import type { ChangeEvent } from "../../shared/schemas/events";

/**
 * The query-key families (the contract's tags) each kind of change makes stale. Query hooks key
 * their queries under their endpoint's tag (queryKeyOf), so a new screen is refreshed live as long
 * as its endpoint carries the tag of what it shows.
 */
export const staleTagsByEntity: Record<ChangeEvent["entity"], string[]> = {
  users: [meTag, adminTag, referralsTag],
  transactions: [transactionsTag, meTag, adminTag],
  payment_methods: [paymentMethodsTag, adminTag],
  trades: [meTag, tradesTag, adminTag],
  balances: [meTag, adminTag],
  sessions: [sessionsTag],
  // A copy started, paused, stopped, funded or mirrored a fill: its figures and the balance moved.
  copies: [copiesTag, meTag],
  // Issue 32: a case submitted or decided: the user's verification screen and the admins' queue.
  verifications: [verificationTag, adminTag],
  // Issue 31: a notification added or read: the header's bell and the notification centre.
  notifications: [notificationsTag],
};

/** The spec's reconnect delays: 1 s under 5 attempts, 5 s under 15, 10 s under 100, then 60 s. */
export function reconnectDelayMs(attempt: number): number {
  if (attempt < 5) return 1_000;
  if (attempt < 15) return 5_000;
  if (attempt < 100) return 10_000;
  return 60_000;
}

export function applyChange(queryClient: QueryClient, event: ChangeEvent) {
  for (const tag of staleTagsByEntity[event.entity] ?? []) {
    void queryClient.invalidateQueries({ queryKey: [tag] });
  }
}

/**
 * Opens the events stream at `url` and hands each `event` message's parsed data to `onData`,
 * reconnecting after an error with the spec's delays. `onOpen(afterGap)` runs on each (re)open.
 * Returns the close. A malformed message is skipped: the next one or a reconnect catches up.
 */
export function openReconnectingStream<T>(
  url: string,
  event: string,
  onData: (data: T) => void,
  onOpen?: (afterGap: boolean) => void,
): () => void {
  let source: EventSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const connect = () => {
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener("open", () => {
      onOpen?.(attempt > 0);
      attempt = 0;
    });
    source.addEventListener(event, (message) => {
      try {
        onData(JSON.parse((message as MessageEvent<string>).data) as T);
      } catch {
        // Skipped, see above.
      }
    });
    source.addEventListener("error", () => {
      source?.close();
      if (stopped) return;
      timer = setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** Keeps the signed-in app live: opens the events stream and refetches what changed. */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    return openReconnectingStream<ChangeEvent>(
      "/api/v1/events",
      "change",
      (change) => applyChange(queryClient, change),
      // After a gap, anything may have changed while we were away.
      (afterGap) => {
        if (afterGap) void queryClient.invalidateQueries();
      },
    );
  }, [enabled, queryClient]);
}
