import { and, eq } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Runner } from "../db/client";
import { knowsItsPreparedStatements, pgPoolOf, preparedInSimpleQuery } from "../db/prepared";
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
    const [claimed] = await preparedInSimpleQuery(client, ["begin"], claimQuery(tx, claim).toSQL());
    if (claimed?.rowCount === 0) {
      const stored = await findStored(tx, claim);
      await client.query("rollback");
      return { claimed: false, stored };
    }
    const body = await run(tx);
    await preparedInSimpleQuery(client, [], storeQuery(tx, claim, status, body).toSQL(), ["commit"]);
    return { claimed: true, body };
  } catch (error) {
    // Rolls back an open transaction (after a failed store, COMMIT was not run); after a failed
    // COMMIT there is none left and PostgreSQL only warns.
    await client.query("rollback").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    // After a failed simple query it is not known which statements the connection has prepared:
    // it is closed rather than reused.
    if (!knowsItsPreparedStatements(client)) broken = error as Error;
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
