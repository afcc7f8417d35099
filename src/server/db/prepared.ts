import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Runner } from "./client";

/**
 * Prepared statements: the one place they are made (the hot paths: the session check, GET /me, a
 * decision). On PostgreSQL each pooled connection parses and plans a prepared statement once
 * instead of on every call; on PGlite they run as plain statements.
 */

/**
 * A drizzle query prepared once per database handle: `build` makes it (ending in `.prepare(name)`
 * with placeholders), the returned function hands back the same prepared query for the same handle.
 */
export function preparedPerHandle<Query>(build: (db: Runner) => Query): (db: Runner) => Query {
  const byHandle = new WeakMap<Runner, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * Runs one raw statement and returns its rows. On the PostgreSQL pool it is a named prepared
 * statement, run on its own (autocommit): for a busy multi-CTE statement, planning was a third of
 * the server's time. Statements with the same text share the name. Inside a transaction or on
 * PGlite it is a plain execute.
 */
export async function executePrepared(db: Runner, query: SQL): Promise<Record<string, unknown>[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(query)).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `ste_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  return (await client.query({ name, text, values: params })).rows;
}
