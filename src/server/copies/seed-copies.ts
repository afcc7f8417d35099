import type pg from "pg";
import { START_NAV } from "../../shared/nav-math";
import { formatFixed } from "../../shared/trading-math";

export interface CopySeed {
  /** The trader: a user with a trader profile (and a practice account to trade in). */
  traderId: string;
  /** Copies to make; ids are `${prefix}-copy-N`, accounts `${prefix}-ca-N`, investors `${prefix}-user-N`. */
  count: number;
  prefix: string;
  /** Cash of each copy, cents, funded from the practice money. */
  cashCents: number;
  /** Create the investors too (the bench has its users already). */
  withInvestors: boolean;
}

/**
 * For load and fault runs only (the bench, the 10,000-copy tests): `count` active practice copies of one
 * trader made in a few statements, each funded by a balanced ledger entry, as if made an hour ago
 * (a copy only gets the fills made after it started). Runs inside the caller's transaction with
 * `session_replication_role = replica` (triggers and foreign keys off for the load; the rows written
 * satisfy them, and `ledger:verify` checks the money after).
 */
export async function seedCopies(client: pg.ClientBase, seed: CopySeed): Promise<void> {
  const { prefix, count } = seed;
  if (seed.withInvestors) {
    await client.query(
      `insert into users (id, name, email, email_verified, referral_id, role, is_active, created_at, updated_at)
       select $2 || '-user-' || i, 'Copier ' || i, $2 || '-user-' || i || '@example.com', true,
              upper($2) || 'R' || i, 'user', true, now(), now()
       from generate_series(1, $1::int) as i`,
      [count, prefix],
    );
    await client.query(
      `insert into ledger_accounts (id, user_id, kind, balance)
       select 'user:' || $2 || '-user-' || i || ':' || k, $2 || '-user-' || i, k, 0
       from generate_series(1, $1::int) as i cross join unnest(array['balance', 'profit', 'bonus', 'hold']) as k`,
      [count, prefix],
    );
  }
  await client.query(
    `insert into trading_accounts (id, user_id, kind, mode, created_at)
     select $2 || '-ca-' || i, $2 || '-user-' || i, 'copy', 'practice', now() - interval '1 hour'
     from generate_series(1, $1::int) as i`,
    [count, prefix],
  );
  await client.query(
    `insert into copies (id, investor_id, trader_id, account_id, mode, status, stop_loss_percent,
                         copy_open_positions, invested, high_water_mark, trader_nav_at_start, created_at)
     select $2 || '-copy-' || i, $2 || '-user-' || i, $3, $2 || '-ca-' || i, 'practice', 'active', 50,
            false, $4, $5, $5, now() - interval '1 hour'
     from generate_series(1, $1::int) as i`,
    [count, prefix, seed.traderId, seed.cashCents, formatFixed(START_NAV)],
  );
  await client.query(
    `insert into ledger_accounts (id, user_id, kind, balance)
     select 'trading:' || $2 || '-ca-' || i || ':cash', $2 || '-user-' || i, 'practice-cash', $3
     from generate_series(1, $1::int) as i`,
    [count, prefix, seed.cashCents],
  );
  await client.query(
    `insert into journal_entries (id, kind, trading_account_id, actor_id)
     select $2 || '-fund-' || i, 'practice-fund', $2 || '-ca-' || i, $2 || '-user-' || i
     from generate_series(1, $1::int) as i`,
    [count, prefix],
  );
  await client.query(
    `insert into postings (entry_id, account_id, amount)
     select $2 || '-fund-' || i, x.account_id, x.amount
     from generate_series(1, $1::int) as i
     cross join lateral (values ('trading:' || $2 || '-ca-' || i || ':cash', $3::bigint),
                                ('system:practice-money:' || (i % 16), -$3::bigint)) as x (account_id, amount)`,
    [count, prefix, seed.cashCents],
  );
  await client.query(
    `update ledger_accounts l set balance = l.balance - s.copies * $2::bigint
     from (select 'system:practice-money:' || (i % 16) as id, count(*) as copies
           from generate_series(1, $1::int) as i group by 1) s
     where l.id = s.id`,
    [count, seed.cashCents],
  );
}
