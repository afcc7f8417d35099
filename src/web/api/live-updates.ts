import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/** What changed, as GET /api/v1/events sends it (src/server/realtime/event-bus.ts). */
interface ChangeEvent {
  entity:
    | "users"
    | "transactions"
    | "payment_methods"
    | "trades"
    | "balances"
    | "sessions"
    | "copies"
    | "verifications"
    | "notifications";
  op: "INSERT" | "UPDATE" | "DELETE";
  id: string;
  userId: string | null;
}

/**
 * The query-key prefixes each kind of change makes stale. Query hooks name their keys after the
 * API resource (["me"], ["transactions", ...], ["payment-methods"], ["admin", ...], ["referrals"]),
 * so a new screen is refreshed live as long as it follows that convention.
 */
const staleKeysByEntity: Record<ChangeEvent["entity"], string[][]> = {
  users: [["me"], ["admin"], ["referrals"]],
  transactions: [["transactions"], ["me"], ["admin"]],
  payment_methods: [["payment-methods"], ["admin"]],
  trades: [["me"], ["trades"], ["admin"]],
  balances: [["me"], ["admin"]],
  sessions: [["sessions"]],
  // A copy started, paused, stopped, funded or mirrored a fill: its figures and the balance moved.
  copies: [["copies"], ["me"]],
  // Issue 32: a case submitted or decided: the user's verification screen and the admins' queue.
  verifications: [["verification"], ["admin"]],
  // Issue 31: a notification added or read: the header's bell and the notification centre.
  notifications: [["notifications"]],
};

/** The spec's reconnect delays: 1 s under 5 attempts, 5 s under 15, 10 s under 100, then 60 s. */
export function reconnectDelayMs(attempt: number): number {
  if (attempt < 5) return 1_000;
  if (attempt < 15) return 5_000;
  if (attempt < 100) return 10_000;
  return 60_000;
}

export function applyChange(queryClient: QueryClient, event: ChangeEvent) {
  for (const queryKey of staleKeysByEntity[event.entity] ?? []) {
    void queryClient.invalidateQueries({ queryKey });
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
