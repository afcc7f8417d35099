import { and, eq } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Runner } from "../db/client";
import { pgPoolOf } from "../db/prepared";
import { idempotencyKeys } from "../db/schema";

/** One request's Idempotency-Key: whose it is, the key, and the fingerprint of its request. */
export interface KeyClaim {
  userId: string;
  key: string;
  requestHash: string;
}

interface StoredResponse {
  requestHash: string;
  statusCode: number | null;
  responseBody: unknown;
}

export type KeyedOutcome<T> =
  | { claimed: true; body: T }
  | { claimed: false; stored: StoredResponse | undefined };

/**
 * Runs `run` in one transaction that first claims the key (inserts its row) and last stores the
 * response (`status`, the body `run` returns) in it. If the key was already claimed, `run` is not
 * called: the claim waits for the transaction that holds the key to end and answers what it stored.
 * A failure of `run` rolls everything back, the claim included, so the request can be retried.
 */
export async function inKeyedTransaction<T>(
  db: Runner,
  claim: KeyClaim,
  status: number,
  run: (tx: Runner) => Promise<T>,
): Promise<KeyedOutcome<T>> {
  const pool = pgPoolOf(db);
  if (pool) return inKeyedTransactionOnPool(db, pool, claim, status, run);
  return db.transaction(async (tx) => {
    const [inserted] = await claimQuery(tx, claim);
    if (!inserted) return { claimed: false, stored: await findStored(tx, claim) };
    const body = await run(tx);
    await storeQuery(tx, claim, status, body);
    return { claimed: true, body };
  });
}

/**
 * The same on a node-postgres pool, its own part in two round trips where drizzle's transaction
 * takes four: the claim is sent with BEGIN and the response with COMMIT, each pair as one simple
 * query. The simple protocol has no parameters and plans every statement it runs, so the claim and
 * the response are statements each connection prepares once (`prepare` sent with the first use,
 * `execute` with the values as escaped literals after that). Each round trip is a whole query's
 * work in node-postgres and a wake-up on each side (decision 0014, eighth session: not the socket
 * write itself). `run` gets a drizzle transaction on the same connection, as db.transaction would
 * give it (nested transactions are savepoints).
 */
async function inKeyedTransactionOnPool<T>(
  db: Runner,
  pool: pg.Pool,
  claim: KeyClaim,
  status: number,
  run: (tx: Runner) => Promise<T>,
): Promise<KeyedOutcome<T>> {
  const client = await pool.connect();
  const tx = transactionOn(db, client);
  let broken: Error | undefined;
  try {
    const [claimed] = await simpleQueries(client, ["begin"], claimQuery(tx, claim).toSQL());
    if (claimed?.rowCount === 0) {
      const stored = await findStored(tx, claim);
      await client.query("rollback");
      return { claimed: false, stored };
    }
    const body = await run(tx);
    await simpleQueries(client, [], storeQuery(tx, claim, status, body).toSQL(), ["commit"]);
    return { claimed: true, body };
  } catch (error) {
    // Rolls back an open transaction (after a failed store, COMMIT was not run); after a failed
    // COMMIT there is none left and PostgreSQL only warns.
    await client.query("rollback").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    // After a failed simple query, which statements the connection has prepared is not known for
    // sure (simpleQueries forgot them): it is closed rather than reused.
    if (!preparedOn.has(client)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

const dialect = new PgDialect();

function claimQuery(tx: Runner, claim: KeyClaim) {
  return tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
}

function storeQuery(tx: Runner, claim: KeyClaim, status: number, body: unknown) {
  return tx
    .update(idempotencyKeys)
    .set({ statusCode: status, responseBody: body ?? null })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

async function findStored(tx: Runner, claim: KeyClaim): Promise<StoredResponse | undefined> {
  const [stored] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  return stored;
}

/** A drizzle transaction on a connection whose BEGIN we send ourselves (db.transaction sends its own). */
function transactionOn(db: Runner, client: pg.PoolClient): Runner {
  const schema = db._.schema && {
    schema: db._.schema,
    fullSchema: db._.fullSchema,
    tableNamesMap: db._.tableNamesMap,
  };
  return new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema), schema);
}

/** Names of the statements prepared on each connection (a prepared statement lasts as long as it). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
/** Statement names by text: the claim and the response, one shape each. */
const names = new Map<string, string>();

/**
 * `before`, then `query` as `execute <name>(<values>)` (preceded by its `prepare` the first time on
 * this connection), then `after`, all in one simple query; the result of `query`.
 */
async function simpleQueries(
  client: pg.PoolClient,
  before: string[],
  query: { sql: string; params: unknown[] },
  after: string[] = [],
): Promise<pg.QueryResult[]> {
  let name = names.get(query.sql);
  if (!name) {
    name = `stk_${names.size + 1}`;
    names.set(query.sql, name);
  }
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

/**
 * A value written into the query text as a literal (pg's escapeLiteral: quotes and backslashes
 * escaped, safe whatever standard_conforming_strings says); the prepared statement's parameter
 * types (from its columns) give it its type.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (typeof value === "string") return pg.escapeLiteral(value);
  throw new Error(`cannot write a ${typeof value} as a literal`);
}
