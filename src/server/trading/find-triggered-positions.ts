import { type SQL, sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import { formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { quotePrice } from "./quote-source";

/**
 * The round's non-stale quotes as a VALUES list (symbol, bid, ask, live_ok) for the engine's queries.
 */
export function quotesValues(quotes: readonly Quote[]): SQL | null {
  const usable = quotes.filter((quote) => !quote.stale);
  if (usable.length === 0) return null;
  return sql.join(
    usable.map(
      (quote) =>
        sql`(${quote.symbol}::text, ${formatFixed(quotePrice(quote.bid))}::numeric, ${formatFixed(quotePrice(quote.ask))}::numeric, ${!quote.simulated}::boolean)`,
    ),
    sql`, `,
  );
}

/**
 * Open positions whose stop-loss or take-profit the round's quotes crossed (a long at the bid, a
 * short at the ask), on quotes the engine may use for the account's mode. A pre-filter in SQL:
 * each close re-checks under its locks.
 */
export async function findTriggeredPositions(db: Runner, quotes: readonly Quote[]): Promise<string[]> {
  const values = quotesValues(quotes);
  if (!values) return [];
  const result = await db.execute(sql`
    with q (symbol, bid, ask, live_ok) as (values ${values})
    select p.id
    from positions p
    join q on q.symbol = p.symbol
    join trading_accounts a on a.id = p.account_id
    where p.status = 'open'
      and (p.stop_loss is not null or p.take_profit is not null)
      and (a.mode = 'practice' or q.live_ok)
      and ((p.side = 'buy' and (p.stop_loss >= q.bid or p.take_profit <= q.bid))
        or (p.side = 'sell' and (p.stop_loss <= q.ask or p.take_profit >= q.ask)))
    order by p.id`);
  return (result.rows as { id: string }[]).map((row) => row.id);
}

/**
 * Accounts whose margin level is at or below 50% at the round's quotes (approximately, in SQL:
 * each close-out re-computes exactly under the account's lock). An account is only judged when
 * every open position has a usable quote.
 */
export async function findAccountsBelowMargin(db: Runner, quotes: readonly Quote[]): Promise<string[]> {
  const values = quotesValues(quotes);
  if (!values) return [];
  // It groups every open position by account: with the default work_mem (4MB) PostgreSQL sorts
  // that on disk from some 20,000 accounts on (400 ms a round at 100,000 positions, against 240 ms
  // with the hash in memory; bench/trading.ts). Raised for this statement only.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return accountsBelowMargin(tx, values);
  });
}

async function accountsBelowMargin(db: Runner, values: SQL): Promise<string[]> {
  const result = await db.execute(sql`
    with q (symbol, bid, ask, live_ok) as (values ${values}),
    per as (
      select p.account_id,
             sum(p.margin) as used,
             sum((case when p.side = 'buy' then q.bid - p.average_price else p.average_price - q.ask end)
                 * p.quantity * 100
                 / case when p.symbol like 'USD___' then (case when p.side = 'buy' then q.bid else q.ask end) else 1 end)
               as unrealized,
             count(q.symbol) = count(*) as all_quoted,
             coalesce(bool_and(q.live_ok), false) as all_live
      from positions p
      left join q on q.symbol = p.symbol
      where p.status = 'open'
      group by p.account_id
    )
    select per.account_id as id
    from per
    join trading_accounts a on a.id = per.account_id
    join ledger_accounts c on c.id = 'trading:' || per.account_id || ':cash'
    where per.all_quoted and (a.mode = 'practice' or per.all_live) and per.used > 0
      and (c.balance + per.unrealized) * 2 <= per.used
    order by per.account_id`);
  return (result.rows as { id: string }[]).map((row) => row.id);
}
