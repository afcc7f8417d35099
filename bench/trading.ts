/**
 * Issue 12's bench rows: open positions seeded in bulk, and the engine's evaluation of quote rounds
 * over them (`evaluateQuotes`, what the price loop runs on each poll).
 *
 * The seed (inside PostgreSQL, INSERT ... SELECT over generate_series, triggers off like
 * bench/seed.ts) keeps `npm run ledger:verify` passing:
 * - a practice account `bench-pa-<i>` for each bench user (up to `accounts`), funded with $10,000
 *   by a 'practice-fund' entry against system:practice-money:<shard>, like ensurePracticeAccount;
 * - the remaining accounts live (`bench-la-<i>`), for users whose balance holds $5,000, funded by a
 *   'trading-transfer' entry from the user's balance (no transaction record: bench data);
 * - `positions` open positions spread round-robin over the accounts, at most one per account and
 *   instrument, half long and half short, at prices within 0.5% of the simulated price of now; two
 *   in three carry a stop-loss and/or take-profit 10% away, and one in 100 (longs: 1,000 of 100,000) a stop-loss
 *   0.5% below, which the trigger round crosses. Margins are notional / leverage, as orders book
 *   them; no fills (an open without realized P&L books nothing on the ledger).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { simulatedPrice } from "../src/server/market/simulated-provider";
import { type EngineRound, evaluateQuotes } from "../src/server/trading/evaluate-quotes";
import type { QuoteSource } from "../src/server/trading/quote-source";
import { START_NAV } from "../src/shared/nav-math";
import {
  type MarketSymbol,
  marketSymbols,
  type Quote,
  type QuotesOutput,
} from "../src/shared/schemas/market";
import { formatFixed } from "../src/shared/trading-math";
import { mirrorUntilEmpty } from "./mirroring";

/** The instruments positions are spread over, with a leverage each (within the instrument's cap). */
const POSITION_SYMBOLS: { symbol: MarketSymbol; leverage: number }[] = [
  { symbol: "BTCUSD", leverage: 2 },
  { symbol: "ETHUSD", leverage: 2 },
  { symbol: "EURUSD", leverage: 20 },
  { symbol: "SOLUSD", leverage: 2 },
  { symbol: "GBPUSD", leverage: 10 },
  { symbol: "XAUUSD", leverage: 10 },
  { symbol: "USDJPY", leverage: 30 },
  { symbol: "SPX", leverage: 10 },
  { symbol: "NDX", leverage: 5 },
];

const PRACTICE_CASH = 1_000_000;
const LIVE_CASH = 500_000;

export interface TradingSeed {
  accounts: number;
  practiceAccounts: number;
  positions: number;
  /** Positions whose stop-loss the trigger round crosses. */
  tight: number;
  /** Copies of the traders among them, and the copies' positions the trigger round's closes reduce. */
  triggerCopies: number;
  triggerCopyPositions: number;
  seconds: number;
  /** The simulated price of each symbol when seeded: the quote rounds move around it. */
  base: Map<MarketSymbol, number>;
}

export async function seedTrading(
  databaseUrl: string,
  options: {
    users: number;
    accounts: number;
    positions: number;
    /** Practice accounts holding tight stop-losses made traders, and the copies each has. */
    triggerTraders: number;
    copiesPerTrader: number;
    log?: (line: string) => void;
  },
): Promise<TradingSeed> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const now = Math.floor(Date.now() / 1000 / 60) * 60;
  const base = new Map(POSITION_SYMBOLS.map(({ symbol }) => [symbol, simulatedPrice(symbol, now)]));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const at = performance.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await client.query("set synchronous_commit = off");
    await client.query("set session_replication_role = replica");
    await client.query("begin");
    const practice = Math.min(options.users, options.accounts);
    await step(
      `${practice} practice accounts`,
      `insert into trading_accounts (id, user_id, kind, mode)
       select 'bench-pa-' || i, 'bench-user-' || i, 'own', 'practice' from generate_series(1, $1::int) as i`,
      [practice],
    );
    const live = await step(
      "live accounts",
      `insert into trading_accounts (id, user_id, kind, mode)
       select 'bench-la-' || i, 'bench-user-' || i, 'own', 'live'
       from generate_series(1, $1::int) as i
       join ledger_accounts b on b.id = 'user:bench-user-' || i || ':balance' and b.balance >= $2
       returning id`,
      [Math.min(options.users, options.accounts - practice), LIVE_CASH],
    );
    // The trigger trading_accounts_create_cash is off for the load: make the cash accounts here.
    await client.query(
      `insert into ledger_accounts (id, user_id, kind, balance)
       select 'trading:' || a.id || ':cash', a.user_id,
              case a.mode when 'live' then 'trading-cash' else 'practice-cash' end, 0
       from trading_accounts a where a.id like 'bench-_a-%'`,
    );
    await step(
      "funding entries",
      `insert into journal_entries (id, kind, trading_account_id, actor_id)
       select 'bench-tf-' || a.id, case a.mode when 'live' then 'trading-transfer' else 'practice-fund' end,
              a.id, a.user_id
       from trading_accounts a where a.id like 'bench-_a-%'`,
    );
    await client.query(
      `insert into postings (entry_id, account_id, amount)
       select 'bench-tf-' || a.id, x.account_id, x.amount
       from trading_accounts a
       cross join lateral (values
         ('trading:' || a.id || ':cash', case a.mode when 'live' then $2::bigint else $1::bigint end),
         (case a.mode when 'live' then 'user:' || a.user_id || ':balance'
               else 'system:practice-money:' || (substr(a.id, 10)::int % 16) end,
          case a.mode when 'live' then -$2::bigint else -$1::bigint end)) as x(account_id, amount)
       where a.id like 'bench-_a-%'`,
      [PRACTICE_CASH, LIVE_CASH],
    );
    await client.query(
      `update ledger_accounts l set balance = l.balance + s.total
       from (select p.account_id, sum(p.amount) as total from journal_entries e
             join postings p on p.entry_id = e.id
             where e.id like 'bench-tf-%' group by p.account_id) s
       where s.account_id = l.id`,
    );

    const accounts = practice + (live.rowCount ?? 0);
    const positions = Math.min(options.positions, accounts * POSITION_SYMBOLS.length);
    await client.query(
      `create temp table bench_accounts on commit drop as
       select row_number() over (order by mode desc, id) - 1 as n, id
       from trading_accounts where id like 'bench-_a-%'`,
    );
    await client.query("create index on bench_accounts (n)");
    await client.query(
      `create temp table bench_symbols (n int, symbol text, leverage int, base numeric, step numeric,
                                        precision int, usd_base boolean) on commit drop`,
    );
    for (const [n, { symbol, leverage }] of POSITION_SYMBOLS.entries()) {
      await client.query(
        `insert into bench_symbols
         select $1, i.symbol, $2, $3, i.lot_step, i.price_precision, i.symbol like 'USD___'
         from instruments i where i.symbol = $4`,
        [n, leverage, base.get(symbol)!, symbol],
      );
    }
    // Position j (0-based) sits in account j mod accounts; its instrument shifts with the round
    // (j / accounts), so an account's positions are on different instruments. Notional about
    // $300 .. $900: a lot-step multiple of $300 worth of the instrument (in dollars for USDJPY).
    await step(
      `${positions} positions`,
      `insert into positions (id, account_id, symbol, side, quantity, average_price, leverage, margin,
                              stop_loss, take_profit, status, opened_at)
       select 'bench-pos-' || j, a.id, s.symbol, p.side, p.quantity, p.price, s.leverage,
              ceil(case when s.usd_base then p.quantity * 100 else p.quantity * p.price * 100 end / s.leverage),
              case when j % 100 = 2 then round(s.base * 0.995, s.precision)
                   when j % 3 = 0 then null
                   when p.side = 'buy' then round(s.base * 0.9, s.precision)
                   else round(s.base * 1.1, s.precision) end,
              case when j % 100 = 2 or j % 3 <> 2 then null
                   when p.side = 'buy' then round(s.base * 1.1, s.precision)
                   else round(s.base * 0.9, s.precision) end,
              'open', now() - (j || ' seconds')::interval
       from generate_series(0, $1::int - 1) as j
       join bench_accounts a on a.n = j % $2
       join bench_symbols s on s.n = ((j / $2) + a.n) % $3
       cross join lateral (select case when j % 2 = 0 then 'buy' else 'sell' end as side,
         round(s.base * (1 + ((j * 7919) % 1001 - 500) / 100000.0), s.precision) as price,
         greatest(1, ceil((case when s.usd_base then 300 else 300 / s.base end) / s.step))
           * s.step * (1 + j % 3) as quantity) p`,
      [positions, accounts, POSITION_SYMBOLS.length],
    );
    const copied = await seedTriggerCopies(client, step, options);
    await client.query("commit");
    await step(
      "vacuum analyze",
      "vacuum analyze trading_accounts, positions, ledger_accounts, journal_entries, copies, traders",
    );
    const tight = await client.query<{ n: string }>(
      `select count(*)::text as n from positions where id like 'bench-pos-%' and status = 'open'
         and side = 'buy' and stop_loss is not null and stop_loss > average_price * 0.98`,
    );
    return {
      accounts,
      practiceAccounts: practice,
      positions,
      tight: Number(tight.rows[0]?.n ?? 0),
      ...copied,
      seconds: (performance.now() - started) / 1000,
      base,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The trigger round's copies (issue 30: "all closed, and their copies mirrored"): `triggerTraders`
 * practice accounts holding the tight stop-losses (each holds five, all tight) become traders, each
 * with `copiesPerTrader` active practice copies by bench users, funded like the trader ($10,000 of
 * practice money) and holding the same positions (no levels of their own), as if mirrored an hour
 * ago. The trigger round's closes of those traders' positions queue one mirror job each; every copy
 * closes its position in turn.
 */
async function seedTriggerCopies(
  client: pg.Client,
  step: (label: string, text: string, values?: unknown[]) => Promise<pg.QueryResult>,
  options: { users: number; triggerTraders: number; copiesPerTrader: number },
) {
  const perTrader = Math.min(options.copiesPerTrader, options.users - 1);
  await client.query(
    `create temp table bench_trigger_traders on commit drop as
     select row_number() over (order by a.id) - 1 as n, a.id as account_id, a.user_id
     from trading_accounts a
     where a.id like 'bench-pa-%' and a.id in (
       select account_id from positions where id like 'bench-pos-%' and status = 'open'
         and side = 'buy' and stop_loss is not null and stop_loss > average_price * 0.98)
     order by a.id limit $1`,
    [options.triggerTraders],
  );
  await client.query(
    `insert into traders (user_id, display_name, bio, profit_share_percent, created_by)
     select user_id, 'Bench Trader ' || n, '', 10, 'bench' from bench_trigger_traders`,
  );
  // Copy m = trader n x perTrader + k, by bench user (m mod users) + 1 (never the trader).
  await client.query(
    `create temp table bench_trigger_copies on commit drop as
     select m, t.user_id as trader_id, 'bench-user-' || (m % $2 + 1) as investor_id, 'bench-tca-' || m as account_id
     from bench_trigger_traders t
     cross join lateral generate_series(t.n * $1, t.n * $1 + $1 - 1) as m
     where 'bench-user-' || (m % $2 + 1) <> t.user_id`,
    [perTrader, options.users],
  );
  await client.query(
    `insert into trading_accounts (id, user_id, kind, mode, created_at)
     select account_id, investor_id, 'copy', 'practice', now() - interval '1 hour' from bench_trigger_copies`,
  );
  const copies = await step(
    "trigger copies",
    `insert into copies (id, investor_id, trader_id, account_id, mode, status, stop_loss_percent,
                         copy_open_positions, invested, high_water_mark, trader_nav_at_start, created_at)
     select 'bench-tcopy-' || m, investor_id, trader_id, account_id, 'practice', 'active', 50, false, $1, $2, $2,
            now() - interval '1 hour'
     from bench_trigger_copies`,
    [PRACTICE_CASH, formatFixed(START_NAV)],
  );
  await client.query(
    `insert into ledger_accounts (id, user_id, kind, balance)
     select 'trading:' || account_id || ':cash', investor_id, 'practice-cash', $1 from bench_trigger_copies`,
    [PRACTICE_CASH],
  );
  await client.query(
    `insert into journal_entries (id, kind, trading_account_id, actor_id)
     select 'bench-tf-' || account_id, 'practice-fund', account_id, investor_id from bench_trigger_copies`,
  );
  await client.query(
    `insert into postings (entry_id, account_id, amount)
     select 'bench-tf-' || c.account_id, x.account_id, x.amount
     from bench_trigger_copies c
     cross join lateral (values ('trading:' || c.account_id || ':cash', $1::bigint),
                                ('system:practice-money:' || (c.m % 16), -$1::bigint)) as x (account_id, amount)`,
    [PRACTICE_CASH],
  );
  await client.query(
    `update ledger_accounts l set balance = l.balance - s.copies * $1::bigint
     from (select 'system:practice-money:' || (m % 16) as id, count(*) as copies from bench_trigger_copies group by 1) s
     where l.id = s.id`,
    [PRACTICE_CASH],
  );
  const positions = await step(
    "trigger copies' positions",
    `insert into positions (id, account_id, symbol, side, quantity, average_price, leverage, margin, status, opened_at)
     select 'bench-tcp-' || c.m || '-' || p.symbol, c.account_id, p.symbol, p.side, p.quantity, p.average_price,
            p.leverage, p.margin, 'open', p.opened_at
     from bench_trigger_copies c
     join bench_trigger_traders t on t.user_id = c.trader_id
     join positions p on p.account_id = t.account_id and p.status = 'open'`,
  );
  return { triggerCopies: copies.rowCount ?? 0, triggerCopyPositions: positions.rowCount ?? 0 };
}

/**
 * A round of exchange quotes (not simulated, fresh: live accounts are evaluated too) for every
 * market symbol: each at `factor(symbol)` x its seeded price, with a one basis point spread.
 */
function quoteRound(base: Map<MarketSymbol, number>, factor: (symbol: MarketSymbol) => number): QuotesOutput {
  const time = new Date().toISOString();
  const quotes: Quote[] = (Object.keys(marketSymbols) as MarketSymbol[]).map((symbol) => {
    const { label, decimals } = marketSymbols[symbol];
    const price = (base.get(symbol) ?? simulatedPrice(symbol, Date.now() / 1000)) * factor(symbol);
    const half = Math.max(price * 0.00005, 0.5 / 10 ** decimals);
    return {
      symbol,
      label,
      price,
      change: 0,
      changePercent: 0,
      simulated: false,
      bid: (price - half).toFixed(decimals),
      ask: (price + half).toFixed(decimals),
      time,
      source: "exchange",
      ageMs: 0,
      stale: false,
    };
  });
  return { simulated: false, asOf: time, quotes };
}

export interface EngineTimes {
  /** Milliseconds of each quiet round (nothing crosses). */
  quiet: number[];
  /** What the quiet rounds closed (should be nothing). */
  quietClosed: number;
  /**
   * The round that crosses the tight stop-losses: milliseconds until its closes were mirrored into
   * the traders' copies, until its own closes were done, the copy tasks completed, what it closed.
   */
  trigger: { ms: number; closedMs: number; mirrored: number; round: EngineRound };
}

/**
 * Times `evaluateQuotes` over the seeded positions: `warmup` unmeasured rounds, `rounds` quiet
 * ones (prices within +-0.3% of the seed: no level crossed, no margin call), then one round 1%
 * down, which crosses the one-in-100 stop-losses 0.5% below, timed until `workers` mirroring
 * workers have applied the traders' closes to their copies.
 */
export async function timeEngine(
  databaseUrl: string,
  seed: TradingSeed,
  options: { rounds: number; warmup: number; workers: number; batch: number; jobsPerBatch: number },
): Promise<EngineTimes> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Math.max(4, options.workers + 1) });
  const db = drizzle(pool, { schema }) as unknown as Db;
  try {
    let k = 0;
    const wobble = () => {
      k += 1;
      return (symbol: MarketSymbol) =>
        1 + (((k * 31 + symbol.length * 7 + symbol.charCodeAt(0)) % 61) - 30) / 10_000;
    };
    let quietClosed = 0;
    const quiet: number[] = [];
    for (let i = 0; i < options.warmup + options.rounds; i++) {
      const round = quoteRound(seed.base, wobble());
      const at = performance.now();
      const result = await evaluateQuotes(db, round);
      const ms = performance.now() - at;
      quietClosed += result.stopLosses + result.takeProfits + result.closeOuts;
      if (i >= options.warmup) quiet.push(ms);
    }
    const round = quoteRound(seed.base, () => 0.99);
    const market: QuoteSource = {
      quotes: async (symbols) => ({
        ...round,
        quotes: round.quotes.filter((quote) => symbols.includes(quote.symbol)),
      }),
    };
    const at = performance.now();
    const result = await evaluateQuotes(db, round, market);
    const closedMs = performance.now() - at;
    // The copies of the traders' closed positions, mirrored by the workers as the mirror row's are.
    const mirrored = await mirrorUntilEmpty(db, market, options);
    return {
      quiet,
      quietClosed,
      trigger: { ms: performance.now() - at, closedMs, mirrored, round: result },
    };
  } finally {
    await pool.end();
  }
}

/** The value at quantile q of the samples (nearest rank). */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
