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

/**
 * The name of the statement `text`: `ste_...` for node-postgres' named statements, `stk_...` for
 * those prepared with SQL's PREPARE (preparedInSimpleQuery), so the two never share a name.
 */
function statementName(text: string, prefix: "ste" | "stk" = "ste"): string {
  const key = prefix === "ste" ? text : `${prefix}:${text}`;
  let name = names.get(key);
  if (!name) {
    name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    // Texts are the statements' shapes (values are parameters), so this stays small; the bound
    // only guards against a caller that writes values into the text.
    if (names.size >= MAX_NAMES) names.clear();
    names.set(key, name);
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

/** Names of the statements prepared with PREPARE on each connection (they last as long as it). */
const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

/**
 * `before`, then `query` as `execute <name>(<values>)` (preceded by its `prepare` the first time on
 * this connection), then `after`, all in ONE simple query (one round trip); the results from
 * `query` on. The simple protocol has no parameters and plans every statement it runs; a prepared
 * one is planned once per connection. Values are written as escaped literals; the statement's
 * parameter types (from its columns) type them. After a failure, which statements the connection
 * has prepared is not known for sure: `knowsItsPreparedStatements` is false and the caller must not
 * reuse the connection.
 */
export async function preparedInSimpleQuery(
  client: pg.ClientBase,
  before: string[],
  query: { sql: string; params: unknown[] },
  after: string[] = [],
): Promise<pg.QueryResult[]> {
  const name = statementName(query.sql, "stk");
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedOn.set(client, prepared);
  }
  const fresh = !prepared.has(name);
  const statements = [
    ...before,
    ...(fresh ? [`prepare ${name} as ${query.sql}`] : []),
    `execute ${name}(${query.params.map(literal).join(", ")})`,
    ...after,
  ];
  let results: pg.QueryResult | pg.QueryResult[];
  try {
    results = await client.query(statements.join(";\n"));
  } catch (error) {
    preparedOn.delete(client);
    throw error;
  }
  if (fresh) prepared.add(name);
  const all = Array.isArray(results) ? results : [results];
  return all.slice(before.length + (fresh ? 1 : 0));
}

/** False after a failed preparedInSimpleQuery on `client` (see there). */
export function knowsItsPreparedStatements(client: pg.ClientBase): boolean {
  return preparedOn.has(client);
}

/**
 * A value written into the query text as a literal (pg's escapeLiteral: quotes and backslashes
 * escaped, safe whatever standard_conforming_strings says).
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (typeof value === "string") return pg.escapeLiteral(value);
  throw new Error(`cannot write a ${typeof value} as a literal`);
}
