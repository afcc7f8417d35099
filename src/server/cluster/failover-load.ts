/**
 * The client side of the failover test: requests that are retried with their Idempotency-Key
 * until they get a definite answer, each attempt logged with its times, and the downtime read from
 * that log. Not a test file itself.
 */

interface Attempt {
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timed out). */
  status: number;
}

export interface KeyedPost {
  key: string;
  op: "deposit" | "approve" | "withdraw" | "order";
  userIndex: number;
  path: string;
  body: Record<string, unknown> | null;
  cookie: string;
  attempts: Attempt[];
  /** The definite answer (not 503, not silence), once there is one. */
  status?: number;
  response?: unknown;
}

/** Worth sending again with the same key: no answer, or the server saying it cannot now. */
const retryable = (status: number) => status === 0 || status === 503;

let forwardedSeq = 0;

/**
 * POSTs until a definite answer or `giveUpAt`, 250 ms between attempts (the test measures the
 * platform's downtime, not a client's back-off), each attempt at most `timeoutMs`. `baseUrl()` is
 * asked before every attempt: the client goes round the app instances like a load balancer.
 */
export async function postUntilAnswered(
  request: KeyedPost,
  baseUrl: () => string,
  origin: (base: string) => string,
  { giveUpAt, timeoutMs = 10_000 }: { giveUpAt: number; timeoutMs?: number },
): Promise<KeyedPost> {
  while (Date.now() < giveUpAt) {
    const base = baseUrl();
    const startedAt = Date.now();
    let status = 0;
    let response: unknown;
    try {
      const answer = await fetch(`${base}${request.path}`, {
        method: "POST",
        headers: {
          origin: origin(base),
          cookie: request.cookie,
          "idempotency-key": request.key,
          // Orders are rate-limited per client address: every request has its own (TRUST_PROXY).
          "x-forwarded-for": `10.9.${(forwardedSeq >> 8) & 255}.${forwardedSeq++ & 255}`,
          ...(request.body ? { "content-type": "application/json" } : {}),
        },
        body: request.body ? JSON.stringify(request.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = answer.status;
      response = await answer.json().catch(() => null);
    } catch {
      status = 0;
    }
    request.attempts.push({ startedAt, endedAt: Date.now(), status });
    if (!retryable(status)) {
      request.status = status;
      request.response = response;
      return request;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return request;
}

/**
 * Downtime as the clients saw it: from the first failed attempt (503 or no answer) ending after
 * `since` to the first 2xx of an attempt started after that failure. Undefined when nothing failed.
 */
export function measureDowntime(requests: KeyedPost[], since: number) {
  const attempts = requests.flatMap((request) => request.attempts);
  const failures = attempts.filter((a) => retryable(a.status) && a.endedAt >= since);
  if (failures.length === 0) return undefined;
  const firstFailure = Math.min(...failures.map((a) => a.endedAt));
  const successes = attempts.filter((a) => a.status >= 200 && a.status < 300 && a.startedAt > firstFailure);
  const firstSuccess = successes.length ? Math.min(...successes.map((a) => a.endedAt)) : undefined;
  return {
    firstFailure,
    firstSuccess,
    ms: firstSuccess === undefined ? undefined : firstSuccess - firstFailure,
    failedAttempts: failures.length,
    statuses: [...new Set(failures.map((a) => a.status))],
  };
}
