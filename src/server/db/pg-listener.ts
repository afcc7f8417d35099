import pg from "pg";

export type ListenPgOptions = {
  connectionString: string;
  channel: string;
  onMessage: (payload: string) => void;
  onError?: (error: unknown) => void;
  /**
   * `false` when the connection is lost (notifications sent from then on are not received), `true`
   * each time LISTEN is in place again, the first time included. Callers that cache what
   * notifications invalidate must stop trusting their cache in between.
   */
  onState?: (listening: boolean) => void;
  /** How often the idle connection is asked `select 1`, to notice a connection that went silent. */
  heartbeatMs?: number;
  /** How long that answer may take before the connection is given up and replaced. */
  heartbeatTimeoutMs?: number;
};

/**
 * LISTEN on a dedicated PostgreSQL connection (pooled connections cannot hold a LISTEN), with
 * reconnection: if PostgreSQL restarts, the listener comes back by itself.
 *
 * A connection can also die without a word (a NAT or load balancer forgetting it, a host that
 * vanished): no error, no end, just no more notifications. The heartbeat catches that case, which
 * TCP alone would only notice after many minutes.
 */
export function listenPg({
  connectionString,
  channel,
  onMessage,
  onError = () => {},
  onState = () => {},
  heartbeatMs = 10_000,
  heartbeatTimeoutMs = 5_000,
}: ListenPgOptions): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  /**
   * One connection; when it fails, drops or misses a heartbeat, the next attempt follows a second
   * later. Only a failure of the very first attempt is not retried: it rejects, and the server
   * does not start.
   */
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    let failed = false;
    let established = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      clearInterval(heartbeat);
      if (client === next) client = null;
      void close(next);
      if (stopped || (first && !established)) return;
      onError(error);
      onState(false);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void connect(false).catch(() => {}), 1000);
    };
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on("error", fail);
    next.on("end", () => fail(new Error("listener connection ended")));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      fail(error);
      throw error;
    }
    established = true;
    if (failed || stopped) return;
    let beating = false;
    heartbeat = setInterval(() => {
      if (beating) return;
      beating = true;
      const timeout = setTimeout(
        () => fail(new Error(`listener heartbeat unanswered after ${heartbeatTimeoutMs} ms`)),
        heartbeatTimeoutMs,
      );
      next.query("select 1").then(
        () => {
          beating = false;
          clearTimeout(timeout);
        },
        (error) => {
          clearTimeout(timeout);
          fail(error);
        },
      );
    }, heartbeatMs);
    heartbeat.unref();
    // From here on every notification reaches onMessage (those sent while down are lost).
    onState(true);
  };

  return connect(true).then(
    () => async () => {
      stopped = true;
      clearTimeout(retryTimer);
      if (client) await close(client);
    },
    (error) => {
      stopped = true;
      throw error;
    },
  );
}

/**
 * Ends a client politely, but for at most a second: `end()` waits for the server to close its side
 * too, which a silent connection never does, so after that the socket is destroyed.
 */
async function close(client: pg.Client) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.end().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, 1000);
    }),
  ]);
  clearTimeout(timer);
  client.connection?.stream?.destroy();
}
