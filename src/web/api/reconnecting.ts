import { useSyncExternalStore } from "react";

/**
 * Whether the web app is waiting for the server to answer again (a 503 or no answer at all, e.g.
 * while the database fails over: docs/operations.md): `apiFetch` retries reads and keyed money
 * POSTs meanwhile, and the app shows a "reconnecting" notice while any of them waits.
 */
let waiting = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Counts one request as waiting until the returned function is called (once). */
export function startReconnecting(): () => void {
  waiting++;
  if (waiting === 1) notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    waiting--;
    if (waiting === 0) notify();
  };
}

/** True while some request is being retried (the notice's state, outside React). */
export const isReconnecting = () => waiting > 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while some request is being retried because the server could not answer. */
export function useReconnecting(): boolean {
  return useSyncExternalStore(subscribe, isReconnecting, () => false);
}
