import { type SQL, sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { array } from "../db/sql-arrays";
import { perAccount, quotesValues } from "./find-triggered-positions";

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
 * quotes `values` (see refreshCloseOutPrices), and on a copy's positions its watch prices: the
 * room between the copy's equity and its stop-loss level (take-profit level) shared by notional the
 * same way, less a cent per position (the exact equity floors each position's P&L to the cent) and
 * 0.1% of it. While every position stays on the safe side of its copy stop-loss watch, the copy's
 * equity stays above its stop-loss level; of its take-profit watch, below its take-profit level. An
 * account not judged on these quotes (a position without a usable quote) gets none (null: it is
 * evaluated on the next round it can be). Rows whose prices do not change are not written.
 */
export async function setCloseOutPrices(
  tx: Runner,
  values: SQL,
  accountIds: readonly string[],
): Promise<void> {
  await tx.execute(sql`
    with q (symbol, bid, ask, live_ok) as (values ${values}),
    per as (${perAccount(sql`and p.account_id = any(${array(accountIds)}::text[])`)}),
    room as (
      select per.account_id, per.weight,
             c.balance + per.unrealized - per.used / 2.0 as cushion,
             c.balance + per.unrealized - per.positions - k.invested * (100 - k.stop_loss_percent) / 100 as to_stop,
             (k.invested * (100 + k.take_profit_percent) + 99) / 100 - (c.balance + per.unrealized) - 1 as to_take
      from per
      join trading_accounts a on a.id = per.account_id
      join ledger_accounts c on c.id = 'trading:' || per.account_id || ':cash'
      left join copies k on k.account_id = per.account_id and k.status <> 'stopped'
      where per.all_quoted and (a.mode = 'practice' or per.all_live) and per.weight > 0
    ),
    f as (
      select account_id, (cushion - abs(cushion) / 1000) / weight as f,
             (to_stop - abs(to_stop) / 1000) / weight as stop_f,
             -(to_take - abs(to_take) / 1000) / weight as take_f
      from room
    ),
    price as (
      select x.id, ${watchPrice(sql`f.f`, 1)} as close_out_price,
             ${watchPrice(sql`f.stop_f`, 1)} as copy_stop_loss_watch,
             ${watchPrice(sql`f.take_f`, -1)} as copy_take_profit_watch
      from positions x
      left join f on f.account_id = x.account_id
      left join q on q.symbol = x.symbol
      where x.account_id = any(${array(accountIds)}::text[]) and x.status = 'open'
    )
    update positions p
    set close_out_price = price.close_out_price, copy_stop_loss_watch = price.copy_stop_loss_watch,
        copy_take_profit_watch = price.copy_take_profit_watch
    from price
    where p.id = price.id
      and (p.close_out_price is distinct from price.close_out_price
           or p.copy_stop_loss_watch is distinct from price.copy_stop_loss_watch
           or p.copy_take_profit_watch is distinct from price.copy_take_profit_watch)`);
}

/**
 * The price at which position `x` (quoted by `q`) has lost the fraction `f` of its notional (a
 * negative f: gained it) — a long at the bid, a short at the ask; for a USD-based pair, whose P&L is
 * divided by the price, solved for that price, 10^15 (never reached by a short's ask, always by a
 * long's bid) when it has no positive solution. Rounded 1e-10 towards the mark, on the loss side
 * (`towards` 1) or the gain side (-1), so rounding never moves it away from the quote.
 */
function watchPrice(f: SQL, towards: 1 | -1): SQL {
  const step = sql.raw(towards === 1 ? "0.0000000001" : "-0.0000000001");
  return sql`case
      when ${f} is null then null
      when x.symbol not like 'USD___' and x.side = 'buy' then round(q.bid * (1 - ${f}), 10) + ${step}
      when x.symbol not like 'USD___' then round(q.ask * (1 + ${f}), 10) - ${step}
      when x.side = 'buy' then
        case when 1 / q.bid + ${f} / x.average_price <= 0 then 1e15
             else round(1 / (1 / q.bid + ${f} / x.average_price), 10) + ${step} end
      else
        case when 1 / q.ask - ${f} / x.average_price <= 0 then 1e15
             else round(1 / (1 / q.ask - ${f} / x.average_price), 10) - ${step} end
    end`;
}

/**
 * Forgets the close-out prices of the accounts' open positions, and a copy's watch prices with
 * them: every change to an account's positions or cash other than a credit to an account without a
 * copy (and every change of a copy's levels) calls it, under the account's lock, so the engine
 * evaluates the account on its next round and sets them again. A position opened has none yet.
 */
export async function forgetCloseOutPrices(tx: Runner, accountIds: readonly string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.execute(sql`
    update positions set close_out_price = null, copy_stop_loss_watch = null, copy_take_profit_watch = null
    where account_id = any(${array(accountIds)}::text[]) and status = 'open'
      and (close_out_price is not null or copy_stop_loss_watch is not null or copy_take_profit_watch is not null)`);
}
