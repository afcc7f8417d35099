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
 * query (its values inlined as escaped literals, since the simple protocol has no parameters).
 * Each round trip is a whole query's work in node-postgres and a wake-up on each side (decision
 * 0014, eighth session: not the socket write itself). `run` gets a drizzle transaction on the
 * same connection, as db.transaction would give it (nested transactions are savepoints).
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
    const [, claimed] = await simpleQueries(client, ["begin", inlined(claimQuery(tx, claim).toSQL())]);
    if (claimed?.rowCount === 0) {
      const stored = await findStored(tx, claim);
      await client.query("rollback");
      return { claimed: false, stored };
    }
    const body = await run(tx);
    await simpleQueries(client, [inlined(storeQuery(tx, claim, status, body).toSQL()), "commit"]);
    return { claimed: true, body };
  } catch (error) {
    // Rolls back an open transaction (after a failed store, COMMIT was not run); after a failed
    // COMMIT there is none left and PostgreSQL only warns.
    await client.query("rollback").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
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

/** Several statements in one simple query; their results in order. */
async function simpleQueries(client: pg.PoolClient, statements: string[]): Promise<pg.QueryResult[]> {
  const results: pg.QueryResult | pg.QueryResult[] = await client.query(statements.join(";\n"));
  return Array.isArray(results) ? results : [results];
}

/**
 * A drizzle query's text with its parameters written in as literals (pg's escapeLiteral: quotes
 * and backslashes escaped, safe whatever standard_conforming_strings says). Only for the two
 * statements above, whose text holds no string literal of its own where `$1` could appear.
 */
function inlined(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = query.params[Number(index) - 1];
    if (value === null || value === undefined) return "null";
    if (typeof value === "number" || typeof value === "bigint") return value.toString();
    if (typeof value === "string") return pg.escapeLiteral(value);
    throw new Error(`cannot inline a ${typeof value} parameter`);
  });
}
