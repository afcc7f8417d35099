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

/** Statement names by text: hashing a long statement's text on every call showed in profiles. */
const names = new Map<string, string>();
const MAX_NAMES = 1000;

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `ste_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    // Texts are the statements' shapes (values are parameters), so this stays small; the bound
    // only guards against a caller that writes values into the text.
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** The node-postgres connection or pool behind a handle: the pool for the database, the
 * checked-out connection inside a transaction; undefined on PGlite. Drizzle keeps it on the
 * handle's session, whose types keep it private. */
function pgClientOf(db: Runner): pg.Pool | pg.Client | undefined {
  const { client } = db._.session as { client?: unknown };
  return client instanceof pg.Pool || client instanceof pg.Client ? client : undefined;
}

/** The node-postgres pool behind the database handle `db`; undefined on PGlite and for a transaction. */
export function pgPoolOf(db: Runner): pg.Pool | undefined {
  const client = pgClientOf(db);
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Runs one raw statement and returns its rows. On PostgreSQL it is a named prepared statement
 * (on the pool, or on a transaction's connection): for a busy multi-CTE statement, planning was a
 * third of the server's time. Statements with the same text share the name; each connection
 * parses one the first time it runs it. On PGlite it is a plain execute.
 */
export async function executePrepared(db: Runner, query: SQL): Promise<Record<string, unknown>[]> {
  const client = pgClientOf(db);
  if (!client) return (await db.execute(query)).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query({ name: statementName(text), text, values: params })).rows;
}
