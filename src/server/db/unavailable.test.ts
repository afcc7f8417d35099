/**
 * What a request meets while no PostgreSQL primary answers (a failover, decision 0023): a 503 with
 * Retry-After in our error shape, never a 500. Two ways the pool loses its server, without a cluster:
 * nothing listens on the port (a dead host), and a listener that accepts and drops every connection
 * at once (HAProxy with no primary behind it). On PostgreSQL: a connection checked out of the pool
 * that loses its server between two queries must not take the process down.
 */
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { registerErrorHandling } from "../http/errors";
import { proxyDatabase } from "../test/pg-proxy";
import { freePort } from "../test/server-process";
import { openDatabase } from "./client";
import { pgPoolOf } from "./prepared";

async function appOnPool(port: number) {
  const pool = new pg.Pool({ host: "127.0.0.1", port, user: "postgres", connectionTimeoutMillis: 2000 });
  pool.on("error", () => {});
  const app = Fastify();
  registerErrorHandling(app);
  app.post("/api/v1/deposits", async () => (await pool.query("select 1 as one")).rows[0]);
  return { app, close: () => Promise.all([app.close(), pool.end()]) };
}

function expectUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.json()).toEqual({ error: { code: "UNAVAILABLE", message: expect.any(String) } });
}

describe("no primary answering", () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(closers.map((close) => close())));

  it("a refused connection answers 503 with Retry-After", async () => {
    const { app, close } = await appOnPool(await freePort());
    closers.push(close);
    expectUnavailable(await app.inject({ method: "POST", url: "/api/v1/deposits" }));
  });

  it("a connection accepted and dropped at once (a proxy without a primary) answers 503 too", async () => {
    const dropping: Server = createServer((socket) => socket.destroy());
    const port = await new Promise<number>((ok) =>
      dropping.listen(0, "127.0.0.1", () => ok((dropping.address() as { port: number }).port)),
    );
    closers.push(() => new Promise((ok) => dropping.close(ok)));
    const { app, close } = await appOnPool(port);
    closers.push(close);
    expectUnavailable(await app.inject({ method: "POST", url: "/api/v1/deposits" }));
  });
});

describe.skipIf(!process.env.DATABASE_URL)("a checked-out connection losing its server", () => {
  it("does not crash the process; the pool serves again once the server is back", async () => {
    const { proxy, url } = await proxyDatabase(process.env.DATABASE_URL!);
    const database = await openDatabase(loadConfig({ DATABASE_URL: url, DATA_DIR: tmpdir() }));
    try {
      const pool = pgPoolOf(database.db)!;
      const client = await pool.connect();
      // Between two queries of a transaction: no query is running when the connection drops.
      proxy.down();
      await new Promise((r) => setTimeout(r, 300));
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(true);
      proxy.up();
      await database.ping();
    } finally {
      await database.close();
      await proxy.close();
    }
  });
});
