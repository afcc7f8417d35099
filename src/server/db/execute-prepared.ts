import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Runner } from "./client";

const dialect = new PgDialect();

/**
 * Runs one statement on its own (autocommit, not inside a transaction) and returns its rows. On
 * PostgreSQL it is a named prepared statement, so each pooled connection parses and plans it once
 * instead of on every call: for a busy multi-CTE statement that was a third of the server's time.
 * Statements with the same text share the name. On PGlite it is a plain execute.
 */
export async function executePrepared(db: Runner, query: SQL): Promise<Record<string, unknown>[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(query)).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `ste_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  return (await client.query({ name, text, values: params })).rows;
}
