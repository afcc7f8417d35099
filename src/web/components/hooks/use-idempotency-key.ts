import { useCallback, useState } from "react";

/**
 * The Idempotency-Key of one action a user may retry: the same key while they retry (the server
 * runs it once), a fresh one (`renew`) once it went through, so the next action is a new one.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
