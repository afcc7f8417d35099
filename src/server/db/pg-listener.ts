import pg from "pg";

/**
 * LISTEN on a dedicated PostgreSQL connection (pooled connections cannot hold a LISTEN), with
 * reconnection: if PostgreSQL restarts, the listener comes back by itself.
 */
export function listenPg(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: unknown) => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    const reconnect = (error: unknown) => {
      if (stopped || client !== next) return;
      onError(error);
      client = null;
      next.end().catch(() => {});
      retryTimer = setTimeout(() => void connect().catch(reconnect), 1000);
    };
    next.on("error", reconnect);
    next.on("end", () => reconnect(new Error("listener connection ended")));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };

  return connect().then(() => async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  });
}
