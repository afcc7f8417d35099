import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type pgProxy, proxyDatabase } from "../test/pg-proxy";
import { createDatabase, serverUrlOf } from "../test/server-process";
import { listenPg } from "./pg-listener";

const PG = process.env.DATABASE_URL;

describe.skipIf(!PG)("listenPg on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: ReturnType<typeof pgProxy>;
  let proxiedUrl: string;
  beforeAll(async () => {
    database = await createDatabase(serverUrlOf(PG!), "ste_listener");
    ({ proxy, url: proxiedUrl } = await proxyDatabase(database.url));
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });

  const notify = async (payload: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("select pg_notify('listener_test', $1)", [payload]);
    await client.end();
  };

  it("notices a connection that went silent, says so, and listens again on a new one", async () => {
    const states: boolean[] = [];
    const messages: string[] = [];
    const stop = await listenPg({
      connectionString: proxiedUrl,
      channel: "listener_test",
      onMessage: (payload) => messages.push(payload),
      onState: (listening) => states.push(listening),
      heartbeatMs: 200,
      heartbeatTimeoutMs: 300,
    });
    try {
      await notify("before");
      await expect.poll(() => messages).toEqual(["before"]);
      expect(states).toEqual([true]);

      // No error and no end reach the client: only the unanswered heartbeat can tell.
      proxy.freeze();
      await expect.poll(() => states, { timeout: 5_000 }).toEqual([true, false]);

      await expect.poll(() => states, { timeout: 5_000 }).toEqual([true, false, true]);
      await notify("after");
      await expect.poll(() => messages).toEqual(["before", "after"]);
    } finally {
      await stop();
    }
  }, 30_000);

  it("stays up while the connection answers its heartbeats", async () => {
    const states: boolean[] = [];
    const stop = await listenPg({
      connectionString: proxiedUrl,
      channel: "listener_test",
      onMessage: () => {},
      onState: (listening) => states.push(listening),
      heartbeatMs: 50,
      heartbeatTimeoutMs: 1_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await stop();
    expect(states).toEqual([true]);
  });
});
