import { useCallback, useRef, useState } from "react";

/**
 * The Idempotency-Key of one action a user may retry, the only place the web app makes keys: the
 * same key while they retry it (the server runs it once, and a retry after a lost answer gets the
 * first answer), a fresh one once it went through (`renew`), or when `intent` (what the action
 * sends, e.g. the amount typed) changes, since that is another action.
 */
export function useIdempotencyKey(intent = ""): [key: string, renew: () => void] {
  const [state, setState] = useState(() => ({ intent, key: crypto.randomUUID() }));
  const renew = useCallback(() => setState((current) => ({ ...current, key: crypto.randomUUID() })), []);
  if (state.intent !== intent) {
    const next = { intent, key: crypto.randomUUID() };
    setState(next);
    return [next.key, renew];
  }
  return [state.key, renew];
}

/**
 * The keys of several actions at once, e.g. one per row of a list: `keyFor(intent)` answers the
 * same key for the same intent until `done(intent)` (it went through).
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((intent: string) => {
    const known = keys.current.get(intent);
    if (known) return known;
    const key = crypto.randomUUID();
    keys.current.set(intent, key);
    return key;
  }, []);
  const done = useCallback((intent: string) => {
    keys.current.delete(intent);
  }, []);
  return { keyFor, done };
}
