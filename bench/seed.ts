/**
 * Fast bulk seed for the benchmark: users, deposit transactions and the ledger rows under them,
 * generated inside PostgreSQL with INSERT ... SELECT over generate_series (no row crosses the wire).
 *
 * What it writes stays consistent with the ledger rules (`npm run ledger:verify` passes):
 * - `users` bench users, all active, sharing the admin's password (copied hash), so they can sign in;
 * - `transactions` deposits spread round-robin over the users: most approved, some rejected, and
 *   `pending` left pending for the approvals benchmark;
 * - for every approved deposit a 'deposit-approve' journal entry with two postings
 *   (+user balance, -deposits-clearing), and cached balances equal to the posting sums.
 * Triggers are off for the load (session_replication_role = replica). Secondary indexes of the big
 * tables are dropped during the load and rebuilt after (much faster
 * than maintaining them row by row), then the tables are analysed.
 */
import pg from "pg";

export interface SeedOptions {
  users: number;
  transactions: number;
  /** How many of the transactions stay pending deposits (approved later by the benchmark). */
  pending: number;
  /** Email of an existing user whose password hash the bench users share. */
  passwordFrom: string;
  log?: (line: string) => void;
}

export interface SeedResult {
  seconds: number;
  userEmails: (index: number) => string;
  paymentMethodId: string;
}

const METHODS = [
  ["bench-btc", "btc", "Bitcoin"],
  ["bench-eth", "eth", "Ethereum"],
  ["bench-usdt", "usdt", "USDT TRC20"],
  ["bench-ltc", "ltc", "Litecoin"],
] as const;

const BIG_TABLES = ["users", "transactions", "journal_entries", "postings"];

export async function seedBench(databaseUrl: string, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const at = performance.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query("set synchronous_commit = off");
    // Bulk load: no per-row triggers (realtime NOTIFY, foreign-key checks). The rows are consistent
    // by construction, and ledger:verify checks the result afterwards.
    await client.query("set session_replication_role = replica");
    for (const [id, code, name] of METHODS) {
      await client.query(
        `insert into payment_methods (id, code, name, address) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [id, code, name, `${code}-bench-wallet-address`],
      );
    }
    const hash = await client.query(
      `select a.password from accounts a join users u on u.id = a.user_id
       where u.email = $1 and a.provider_id = 'credential'`,
      [options.passwordFrom],
    );
    const passwordHash = hash.rows[0]?.password as string | undefined;
    if (!passwordHash) throw new Error(`no credential for ${options.passwordFrom}`);

    // Secondary indexes (not those behind primary keys or unique constraints used by ON CONFLICT).
    const indexes = await client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [BIG_TABLES],
    );
    for (const index of indexes.rows) await client.query(`drop index if exists "${index.name}"`);
    log(`  dropped ${indexes.rowCount} secondary indexes for the load`);

    await client.query("begin");
    await step(
      `${options.users} users`,
      `insert into users (id, name, email, email_verified, referral_id, role, is_active, phone, country, created_at, updated_at)
       select 'bench-user-' || i, 'Bench Investor ' || i, 'bench' || i || '@example.com', true,
              'BENCH' || i, 'user', true, '+1 555 ' || lpad(i::text, 6, '0'), 'United States',
              now() - (($1 - i) || ' minutes')::interval, now()
       from generate_series(1, $1::int) as i`,
      [options.users],
    );
    await step(
      "credentials",
      `insert into accounts (id, account_id, provider_id, user_id, password)
       select 'bench-account-' || i, 'bench-user-' || i, 'credential', 'bench-user-' || i, $2
       from generate_series(1, $1::int) as i`,
      [options.users, passwordHash],
    );
    // Transaction i belongs to user (i mod users)+1. The newest `pending` stay pending; of the
    // rest one in 20 was rejected (every user has some: the round decides, not the user), the others approved. Amounts 10.00 .. 1009.99.
    await step(
      `${options.transactions} transactions`,
      `insert into transactions (id, user_id, transaction_id, kind, type, status, amount, description,
                                 crypto, payment_method_id, created_at, decided_at, decided_by)
       select 'bench-tx-' || i, 'bench-user-' || ((i % $2) + 1), 'TNX-' || (10000000 + i), 'deposit', 'credit',
              case when i > $1 - $3 then 'pending' when (i / $2) % 20 = 7 then 'failed' else 'success' end,
              1000 + (i::bigint * 7919) % 100000,
              'Deposit via ' || (array['Bitcoin','Ethereum','USDT TRC20','Litecoin'])[(i % 4) + 1],
              (array['Bitcoin','Ethereum','USDT TRC20','Litecoin'])[(i % 4) + 1],
              (array['bench-btc','bench-eth','bench-usdt','bench-ltc'])[(i % 4) + 1],
              now() - (($1 - i) || ' seconds')::interval,
              case when i > $1 - $3 then null else now() - (($1 - i) || ' seconds')::interval end,
              case when i > $1 - $3 then null else 'bench' end
       from generate_series(1, $1::int) as i
       order by i`,
      [options.transactions, options.users, options.pending],
    );
    await step(
      "journal entries",
      `insert into journal_entries (id, kind, transaction_row_id, actor_id, created_at)
       select 'bench-je-' || substr(t.id, 10), 'deposit-approve', t.id, 'bench', t.decided_at
       from transactions t where t.id like 'bench-tx-%' and t.status = 'success'`,
    );
    await step(
      "ledger accounts",
      `insert into ledger_accounts (id, user_id, kind, balance)
       select 'user:' || u.id || ':' || k.kind, u.id, k.kind, 0
       from users u cross join unnest(array['balance', 'profit', 'bonus', 'hold']) as k(kind)
       where u.id like 'bench-user-%'
       on conflict (id) do nothing`,
    );
    await step(
      "postings",
      `insert into postings (entry_id, account_id, amount)
       select e.id, x.account_id, x.amount
       from journal_entries e join transactions t on t.id = e.transaction_row_id
       cross join lateral (values ('user:' || t.user_id || ':balance', t.amount),
                                  ('system:deposits-clearing:0', -t.amount)) as x(account_id, amount)
       where e.id like 'bench-je-%'`,
    );
    await step(
      "cached balances",
      `update ledger_accounts a set balance = s.total
       from (select account_id, sum(amount) as total from postings group by account_id) s
       where s.account_id = a.id`,
    );
    await client.query("commit");

    for (const index of indexes.rows) await step(`index ${index.name}`, index.definition);
    // Vacuum too: a freshly loaded table is otherwise vacuumed by autovacuum in the middle of the
    // measurements (and without a visibility map, index-only scans read the heap).
    await step("vacuum analyze", `vacuum analyze ${BIG_TABLES.join(", ")}, ledger_accounts, accounts`);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return {
    seconds: (performance.now() - started) / 1000,
    userEmails: (index) => `bench${index + 1}@example.com`,
    paymentMethodId: "bench-btc",
  };
}

/** Ids of the seeded pending deposits, oldest first (what the approvals benchmark decides). */
export async function pendingDepositIds(databaseUrl: string, limit: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      `select id from transactions where status = 'pending' and kind = 'deposit' order by seq limit $1`,
      [limit],
    );
    return result.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}
