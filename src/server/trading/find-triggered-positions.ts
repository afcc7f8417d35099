import { type SQL, sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import { formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { array } from "../db/sql-arrays";
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
 * Runs the engine's read `query` with JIT compilation off (decision 0029). Its plans are a few index
 * range scans per symbol, but their estimates come from statistics taken before the last rounds
 * changed the close-out prices (every one unknown after a load, say), and an estimate above
 * jit_above_cost made PostgreSQL compile a statement that then read nothing: 25-30 ms of a 40 ms round.
 */
async function withoutJit<T>(db: Runner, query: (tx: Runner) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return query(tx);
  });
}

/**
 * The ids `picked` names (an id or account id of `crossed`, whose rows have an `account_id`) of
 * the rows `crossed` selects from the open positions for each of the round's quotes (`q`: symbol,
 * bid, ask, live_ok), kept where the engine may use the quote for the account's mode; sorted, once.
 */
async function crossedOnUsableQuotes(
  db: Runner,
  quotes: readonly Quote[],
  picked: SQL,
  crossed: SQL,
): Promise<string[]> {
  const values = quotesValues(quotes);
  if (!values) return [];
  const result = await withoutJit(db, (tx) =>
    tx.execute(sql`
    with q (symbol, bid, ask, live_ok) as (values ${values})
    select distinct ${picked} as id
    from q
    cross join lateral (${crossed}) t
    join trading_accounts a on a.id = t.account_id
    where a.mode = 'practice' or q.live_ok
    order by 1`),
  );
  return (result.rows as { id: string }[]).map((row) => row.id);
}

/**
 * Open positions whose stop-loss or take-profit the round's quotes crossed (a long at the bid, a
 * short at the ask), on quotes the engine may use for the account's mode. A pre-filter in SQL:
 * each close re-checks under its locks. Decision 0029: four range scans per quoted symbol, one per
 * partial index (longs' stop-losses at or above the bid, longs' take-profits at or below it, and
 * the shorts' at the ask), so a quote that crosses nothing reads no position.
 */
export function findTriggeredPositions(db: Runner, quotes: readonly Quote[]): Promise<string[]> {
  return crossedOnUsableQuotes(
    db,
    quotes,
    sql`t.id`,
    sql`
      select p.id, p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'buy' and p.stop_loss is not null
        and p.stop_loss >= q.bid
      union all
      select p.id, p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'buy' and p.take_profit is not null
        and p.take_profit <= q.bid
      union all
      select p.id, p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'sell' and p.stop_loss is not null
        and p.stop_loss <= q.ask
      union all
      select p.id, p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'sell' and p.take_profit is not null
        and p.take_profit >= q.ask`,
  );
}

/**
 * Accounts whose margin level can have reached 50% on the round's quotes (decision 0029): those
 * with an open position whose close-out price the quote crossed (a long's bid at or below it, a
 * short's ask at or above it) or whose close-out price is unknown, on a quote the engine may use for
 * the account's mode. Every other account holds each position on the safe side of its share of the
 * margin cushion, so its margin level is above 50%. Range scans of two partial indexes per symbol.
 */
export function findCloseOutCandidates(db: Runner, quotes: readonly Quote[]): Promise<string[]> {
  return crossedOnUsableQuotes(
    db,
    quotes,
    sql`t.account_id`,
    sql`
      select p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'buy' and p.close_out_price >= q.bid
      union all
      select p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'buy' and p.close_out_price is null
      union all
      select p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'sell' and p.close_out_price <= q.ask
      union all
      select p.account_id from positions p
      where p.symbol = q.symbol and p.status = 'open' and p.side = 'sell' and p.close_out_price is null`,
  );
}

/**
 * Accounts (of `among`, or all of them when not given: the full scan the engine did before
 * decision 0029, kept for the tests that compare with it) whose margin level is at or below 50% at
 * the round's quotes (approximately, in SQL: each close-out re-computes exactly under the
 * account's lock). An account is only judged when every open position has a usable quote.
 */
export async function findAccountsBelowMargin(
  db: Runner,
  quotes: readonly Quote[],
  among?: readonly string[],
): Promise<string[]> {
  const values = quotesValues(quotes);
  if (!values || among?.length === 0) return [];
  // The full scan groups every open position by account: with the default work_mem (4MB)
  // PostgreSQL sorts that on disk from some 20,000 accounts on. Raised for this statement only.
  return withoutJit(db, async (tx) => {
    if (!among) await tx.execute(sql`set local work_mem = '64MB'`);
    const scope = among ? sql`and p.account_id = any(${array(among)}::text[])` : sql``;
    const result = await tx.execute(sql`
      with q (symbol, bid, ask, live_ok) as (values ${values}),
      per as (${perAccount(scope)})
      select per.account_id as id
      from per
      join trading_accounts a on a.id = per.account_id
      join ledger_accounts c on c.id = 'trading:' || per.account_id || ':cash'
      where per.all_quoted and (a.mode = 'practice' or per.all_live) and per.used > 0
        and (c.balance + per.unrealized) * 2 <= per.used
      order by per.account_id`);
    return (result.rows as { id: string }[]).map((row) => row.id);
  });
}

/**
 * Per account (open positions matching `scope`, with the CTE q of the round's quotes): used
 * margin, unrealized P&L at the quotes (cents, numeric), notional (the `weight` close-out prices
 * share the cushion by: cents, in dollars for USD-based pairs), how many positions, and whether every
 * position is quoted, on exchange quotes.
 */
export function perAccount(scope: SQL): SQL {
  return sql`
    select p.account_id,
           sum(p.margin) as used,
           sum((case when p.side = 'buy' then q.bid - p.average_price else p.average_price - q.ask end)
               * p.quantity * 100
               / case when p.symbol like 'USD___' then (case when p.side = 'buy' then q.bid else q.ask end) else 1 end)
             as unrealized,
           sum(p.quantity * 100
               * case when p.symbol like 'USD___' then 1 else (case when p.side = 'buy' then q.bid else q.ask end) end)
             as weight,
           count(*) as positions,
           count(q.symbol) = count(*) as all_quoted,
           coalesce(bool_and(q.live_ok), false) as all_live
    from positions p
    left join q on q.symbol = p.symbol
    where p.status = 'open' ${scope}
    group by p.account_id`;
}
