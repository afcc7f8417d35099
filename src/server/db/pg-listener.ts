import pg from "pg";

/**
 * LISTEN on a dedicated PostgreSQL connection (pooled connections cannot hold a LISTEN), with
 * reconnection: if PostgreSQL restarts, the listener comes back by itself.
 *
 * `onState(false)` is called when the connection is lost (notifications sent from then on are not
 * received) and `onState(true)` each time LISTEN is in place again, the first time included.
 * Callers that cache what notifications invalidate must stop trusting their cache in between.
 */
export function listenPg(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: unknown) => void = () => {},
  onState: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  /**
   * One connection; when it fails or drops, the next attempt follows a second later. Only a failure
   * of the very first attempt is not retried: it rejects, and the server does not start.
   */
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let failed = false;
    let established = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (client === next) client = null;
      next.end().catch(() => {});
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
    // From here on every notification reaches onMessage (those sent while down are lost).
    if (!failed && !stopped) onState(true);
  };

  return connect(true).then(
    () => async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
    (error) => {
      stopped = true;
      throw error;
    },
  );
}
