import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import {
  drizzle as drizzlePg,
  type NodePgDatabase,
  type NodePgQueryResultHKT,
} from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config";
import { listenPg } from "./pg-listener";
import { readTemplate } from "./read-template";
import * as schema from "./schema";

/**
 * The database handle every use case takes. PGlite and node-postgres share the drizzle query
 * API; we type both as the node-postgres flavour and keep to the common part (no rowCount:
 * use .returning() to learn what a statement touched).
 */
export type Db = NodePgDatabase<typeof schema>;
/** An open transaction: what a step that must run inside one (row locks, several writes) takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * A database or an open transaction: what a use case takes. The caller decides whether it runs
 * alone or inside a larger transaction; a use case that needs one opens it with
 * `runner.transaction(...)`, a real transaction on the database and a savepoint inside one.
 */
export type Runner = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Receives NOTIFY payloads of `channel` (from any server instance on this database). `onState`
   * hears when the LISTEN connection is lost (false) and in place again (true); PGlite never drops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Extensions the migrations create (pg_trgm: the transaction search index); PGlite loads them itself. */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    // A connection attempt gives up after 5 s (a 503) rather than holding the request while no
    // primary answers (a failover: docs/operations.md); the next request tries again.
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.dbPoolMax,
      connectionTimeoutMillis: 5000,
    });
    // A dropped connection must not crash the process; the next query gets a new one. The pool
    // listens for errors of idle connections only: one checked out between two queries (a keyed
    // transaction) that loses its server (the primary killed in a failover) would otherwise emit
    // an unhandled 'error'. Its next query fails instead (a 503) and the pool discards it.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onMessage, onState) =>
        listenPg({ connectionString: config.databaseUrl!, channel, onMessage, onState }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (config.inMemoryDatabase) {
    const template = config.inMemoryTemplate;
    client = new PGlite({
      extensions: pgliteExtensions,
      loadDataDir: template ? readTemplate(template) : undefined,
    });
  } else {
    const dir = join(config.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: pgliteExtensions });
  }
  // The one cast of the two drivers' handles (see Db): their result types differ, the query API does not.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}
