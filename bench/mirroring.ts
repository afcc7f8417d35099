/**
 * Issue 13's bench row: one trader fill mirrored into BENCH_COPIES copies (10,000), timed from the
 * trader's order until the last copy is filled.
 *
 * The seed (inside PostgreSQL, INSERT ... SELECT over generate_series, triggers off like
 * bench/seed.ts and bench/trading.ts) keeps `npm run ledger:verify` passing:
 * - a trader `bench-trader` (traders row, profit share 10%) whose practice account `bench-mt-pa`
 *   holds $100,000 of practice money ('practice-fund' entry against system:practice-money:0);
 * - `copies` practice copies of that trader, copy i belonging to bench user i (one per investor),
 *   each with a copy account `bench-ca-<i>` funded with $1,000 of practice money (a
 *   'practice-fund' entry against a practice-money shard: bench data, no investor practice
 *   account is debited).
 * Then the trader buys BTCUSD for half their equity through placeOrder (which queues the mirror
 * job), and BENCH_MIRROR_WORKERS (4) runMirrorWorker passes, each on its own connections, work
 * the queue until it is empty. Practice mode on simulated quotes: the bench server has no feed.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { runMirrorWorker } from "../src/server/copies/run-mirror-worker";
import { seedCopies } from "../src/server/copies/seed-copies";
import type { Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { MarketService } from "../src/server/market/market-service";
import { SimulatedProvider } from "../src/server/market/simulated-provider";
import { placeOrder } from "../src/server/trading/place-order";
import type { QuoteSource } from "../src/server/trading/quote-source";
import { orderInput } from "../src/shared/schemas/trading";

const TRADER_CASH = 10_000_000;
const COPY_CASH = 100_000;
/** How often the queue is looked at while other processes mirror (`workers: 0`). */
const WATCH_MS = 10;

export interface MirrorSeed {
  copies: number;
  seconds: number;
  /** The trader's user id and practice account. */
  trader: string;
  account: string;
}

export async function seedMirroring(
  databaseUrl: string,
  options: {
    users: number;
    copies: number;
    log?: (line: string) => void;
    /** Another trader `<name>-trader` copied by investors of its own (bench/mirroring-instances.ts). */
    name?: string;
  },
): Promise<MirrorSeed> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const name = options.name ?? "bench";
  const [trader, account] = [`${name}-trader`, `${name}-mt-pa`];
  const copies = options.name ? options.copies : Math.min(options.copies, options.users);
  if (copies < options.copies) log(`  mirroring: ${copies} copies (one per bench user)`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("set synchronous_commit = off");
    await client.query("set session_replication_role = replica");
    await client.query("begin");
    await client.query(
      `insert into users (id, name, email, email_verified, referral_id, role, is_active, phone, country, created_at, updated_at)
       values ($1, 'Bench Trader', $1 || '@example.com', true, upper($2) || 'TRADER', 'user', true,
               '+1 555 999999', 'United States', now(), now())`,
      [trader, name],
    );
    await client.query(
      `insert into ledger_accounts (id, user_id, kind, balance)
       select 'user:' || $1 || ':' || k, $1, k, 0
       from unnest(array['balance', 'profit', 'bonus', 'hold']) as k`,
      [trader],
    );
    await client.query(
      `insert into traders (user_id, display_name, bio, profit_share_percent, created_by)
       values ($1, 'Bench Trader', '', 10, 'bench')`,
      [trader],
    );
    await client.query(
      `insert into trading_accounts (id, user_id, kind, mode, created_at)
       values ($1, $2, 'own', 'practice', now() - interval '1 hour')`,
      [account, trader],
    );
    // The trigger trading_accounts_create_cash is off for the load: the trader's cash account, here.
    await client.query(
      `insert into ledger_accounts (id, user_id, kind, balance)
       values ('trading:' || $2 || ':cash', $3, 'practice-cash', $1)`,
      [TRADER_CASH, account, trader],
    );
    await client.query(
      `insert into journal_entries (id, kind, trading_account_id, actor_id)
       values ($3 || '-mf-' || $1, 'practice-fund', $1, $2)`,
      [account, trader, name],
    );
    await client.query(
      `insert into postings (entry_id, account_id, amount)
       values ($3 || '-mf-' || $2, 'trading:' || $2 || ':cash', $1), ($3 || '-mf-' || $2, 'system:practice-money:0', -$1)`,
      [TRADER_CASH, account, name],
    );
    await client.query(
      `update ledger_accounts set balance = balance - $1 where id = 'system:practice-money:0'`,
      [TRADER_CASH],
    );
    // Copies made before the trader's fill (a copy only gets the fills made after it started).
    await seedCopies(client, {
      traderId: trader,
      count: copies,
      prefix: name,
      cashCents: COPY_CASH,
      withInvestors: options.name !== undefined,
    });
    await client.query("commit");
    await client.query("analyze trading_accounts, copies, ledger_accounts");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  const seconds = (performance.now() - started) / 1000;
  log(`  mirroring: ${copies} copies of ${trader} seeded in ${seconds.toFixed(1)} s`);
  return { copies, seconds, trader, account };
}

/**
 * Runs `workers` mirroring passes at once (each at its place), again and again until no task and no
 * unexpanded job is left; how many tasks they completed. With `workers: 0` it only watches the
 * queue while other processes empty it.
 */
export async function mirrorUntilEmpty(
  db: Db,
  market: QuoteSource,
  options: { workers: number; batch: number; jobsPerBatch: number },
): Promise<number> {
  let completed = 0;
  for (;;) {
    const done = await Promise.all(
      Array.from({ length: options.workers }, (_, place) =>
        runMirrorWorker(db, market, {
          batch: options.batch,
          jobsPerBatch: options.jobsPerBatch,
          workers: options.workers,
          place,
        }),
      ),
    );
    completed += done.reduce((a, b) => a + b, 0);
    const left = await db.execute(
      sql`select (select count(*) from mirror_tasks) + (select count(*) from mirror_jobs where expanded_at is null) as n`,
    );
    if (Number((left.rows[0] as { n: string }).n) === 0) return completed;
    if (options.workers === 0) await new Promise((ok) => setTimeout(ok, WATCH_MS));
  }
}

export interface MirrorTimes {
  copies: number;
  /** From the trader's order until the last copy's task was done, ms. */
  totalMs: number;
  /** The trader's order itself (the request the trader waits for), ms. */
  orderMs: number;
  mirrored: number;
  skipped: number;
  /** Per copy: its fill's time after the trader's, ms (commit-to-start, from the rows' clocks). */
  delays: number[];
}

export async function timeMirroring(
  databaseUrl: string,
  seed: MirrorSeed,
  /** `workers: 0`: other processes mirror (bench/mirroring-instances.ts), this one watches the queue. */
  options: { workers: number; batch: number; jobsPerBatch: number },
): Promise<MirrorTimes> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.workers + 1 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const market = new MarketService({ fallback: new SimulatedProvider() });
  try {
    const { quotes } = await market.quotes(["BTCUSD"]);
    const ask = Number(quotes[0]!.ask);
    // Half the trader's equity in notional: each $1,000 copy gets about $500 of BTC.
    const quantity = (Math.floor((TRADER_CASH / 100 / 2 / ask) * 1e5) / 1e5).toFixed(5);
    const at = performance.now();
    await placeOrder(
      db,
      market,
      { userId: seed.trader, sessionId: "bench", role: "user", isActive: true },
      orderInput.parse({ accountId: seed.account, symbol: "BTCUSD", side: "buy", quantity, leverage: 2 }),
    );
    const orderMs = performance.now() - at;
    await mirrorUntilEmpty(db, market, options);
    const totalMs = performance.now() - at;
    const result = await db.execute(sql`
      select e.kind, extract(epoch from (e.created_at - f.created_at)) * 1000 as delay
      from copy_events e join fills f on f.id = e.trader_fill_id
      where f.account_id = ${seed.account}`);
    const rows = result.rows as { kind: string; delay: string }[];
    return {
      copies: seed.copies,
      totalMs,
      orderMs,
      mirrored: rows.filter((row) => row.kind === "mirrored").length,
      skipped: rows.filter((row) => row.kind === "skipped").length,
      delays: rows.map((row) => Number(row.delay)),
    };
  } finally {
    await pool.end();
  }
}
