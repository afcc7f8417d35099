import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

/**
 * The app's database as a second drizzle handle on the same connection (PGlite) or pool
 * (PostgreSQL) that counts the statements sent through it: what a test of "a constant number of
 * queries" runs a use case on.
 */
export function countingDb(app: FastifyInstance): { db: Db; queries(): number } {
  let sent = 0;
  const logger = {
    logQuery: () => {
      sent += 1;
    },
  };
  const client = (app.db as unknown as { $client: unknown }).$client;
  const db =
    app.database.kind === "pglite"
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { db, queries: () => sent };
}
