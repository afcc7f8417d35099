import { type SQL, sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { array, perAccount, quotesValues } from "./find-triggered-positions";

/** Accounts whose close-out prices one transaction sets (their rows stay locked until it commits). */
const REFRESH_CHUNK = 2000;

/**
 * Sets the close-out prices of the open positions of `accountIds` at the round's quotes (decision
 * 0029), under each account's lock. The account's margin cushion (equity - used margin / 2, less
 * 0.1% of it so rounding never makes it generous) is shared among its positions by notional: each
 * may lose a fraction f = cushion / notional of its notional before the account can reach a 50%
 * margin level; its close-out price is the mark at which it has (a long at the bid, a short at the
 * ask; for a USD-based pair, whose P&L is divided by the price, solved for that price). While every
 * position stays on the safe side of its price, the margin level stays above 50%. An account not
 * judged on this round (a position without a usable quote) gets none.
 */
export async function refreshCloseOutPrices(
  db: Runner,
  quotes: readonly Quote[],
  accountIds: readonly string[],
): Promise<void> {
  const values = quotesValues(quotes);
  if (!values) return;
  const sorted = [...accountIds].sort();
  for (let start = 0; start < sorted.length; start += REFRESH_CHUNK) {
    const chunk = sorted.slice(start, start + REFRESH_CHUNK);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`
        select id from trading_accounts where id = any(${array(chunk)}::text[]) order by id for update`);
      await setCloseOutPrices(tx, values, chunk);
    });
  }
}

/**
 * Sets the close-out prices of the open positions of `accountIds` (locked by the caller) at the
 * quotes `values` (see refreshCloseOutPrices); an account not judged on them (a position without a
 * usable quote) gets none (null: it is evaluated on the next round it can be). Rows whose price
 * does not change are not written.
 */
export async function setCloseOutPrices(
  tx: Runner,
  values: SQL,
  accountIds: readonly string[],
): Promise<void> {
  await tx.execute(sql`
    with q (symbol, bid, ask, live_ok) as (values ${values}),
    per as (${perAccount(sql`and p.account_id = any(${array(accountIds)}::text[])`)}),
    cushion as (
      select per.account_id, (c.balance + per.unrealized - per.used / 2.0) as amount, per.weight
      from per
      join trading_accounts a on a.id = per.account_id
      join ledger_accounts c on c.id = 'trading:' || per.account_id || ':cash'
      where per.all_quoted and (a.mode = 'practice' or per.all_live) and per.weight > 0
    ),
    f as (select account_id, (amount - abs(amount) / 1000) / weight as f from cushion),
    price as (
      select x.id,
             case
               when f.f is null then null
               when x.symbol not like 'USD___' and x.side = 'buy' then round(q.bid * (1 - f.f), 10) + 0.0000000001
               when x.symbol not like 'USD___' then round(q.ask * (1 + f.f), 10) - 0.0000000001
               when x.side = 'buy' then
                 case when 1 / q.bid + f.f / x.average_price <= 0 then 1e15
                      else round(1 / (1 / q.bid + f.f / x.average_price), 10) + 0.0000000001 end
               else
                 case when 1 / q.ask - f.f / x.average_price <= 0 then 1e15
                      else round(1 / (1 / q.ask - f.f / x.average_price), 10) - 0.0000000001 end
             end as close_out_price
      from positions x
      left join f on f.account_id = x.account_id
      left join q on q.symbol = x.symbol
      where x.account_id = any(${array(accountIds)}::text[]) and x.status = 'open'
    )
    update positions p
    set close_out_price = price.close_out_price
    from price
    where p.id = price.id and p.close_out_price is distinct from price.close_out_price`);
}

/**
 * Forgets the close-out prices of the accounts' open positions: every change to an account's
 * positions or a debit of its cash calls it (under the account's lock), so the engine evaluates the
 * account on its next round and sets them again. A position opened has none yet.
 */
export async function forgetCloseOutPrices(tx: Runner, accountIds: readonly string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.execute(sql`
    update positions set close_out_price = null
    where account_id = any(${array(accountIds)}::text[]) and status = 'open' and close_out_price is not null`);
}
