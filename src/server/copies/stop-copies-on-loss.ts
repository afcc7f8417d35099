import { eq, type SQL, sql } from "drizzle-orm";
import { centsToDecimal, formatUsd } from "../../shared/money";
import type { Quote, QuotesOutput } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { traders } from "../db/schema";
import { array } from "../db/sql-arrays";
import { queueUserEmail } from "../mail/queue-user-email";
import { addNotification } from "../notifications/add-notification";
import { accountFigures } from "../trading/account-figures";
import { findCloseOutCandidates, perAccount, quotesValues } from "../trading/find-triggered-positions";
import type { QuoteSource } from "../trading/quote-source";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { quoteMap, usableQuote } from "../trading/usable-quotes";
import { closeCopy } from "./close-copy";
import { withLockedCopy } from "./copy-store";
import { traderName } from "./settle-profit-share";
import { stopCopyOnTakeProfit, takeProfitReached } from "./stop-copy-on-take-profit";
import { stopLossEquity } from "./to-copy";

/** The copies the engine judges on a round, and the accounts whose watch prices it sets again. */
export interface CopyCandidates {
  /** Copies whose equity the SQL estimate puts near a level: judged exactly under their locks. */
  judged: string[];
  /** The candidates' trading accounts (decision 0029: their watch prices are set at the round's end). */
  accountIds: string[];
}

/**
 * Copies (not stopped) whose equity may have reached their stop-loss or take-profit at the round's
 * quotes (decision 0029): those with a position on a quoted symbol whose copy watch price the quote
 * crossed (range scans of partial indexes per symbol and side), and those among `unknown`, the
 * round's close-out candidates (found when not given), which include every account whose watch
 * prices are unknown (a close-out price null: forgotten, never set, or not judged on the last
 * round). A quote that crosses no watch and no close-out price reads no copy. Of those, the ones
 * whose equity, estimated in PostgreSQL (cash + unrealized P&L, perAccount, on every position
 * quoted, on exchange quotes for live copies), is within 1% of the invested amount plus a dollar
 * of a level are judged exactly under their locks.
 */
export async function findCopiesToJudge(
  db: Runner,
  quotes: readonly Quote[],
  unknown?: readonly string[],
): Promise<CopyCandidates> {
  const statement = copyCandidatesStatement(quotes, unknown ?? (await findCloseOutCandidates(db, quotes)));
  if (!statement) return { judged: [], accountIds: [] };
  // JIT off as for the engine's other reads (decision 0029): a compiled plan that reads nothing.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const candidates = (await tx.execute(statement)).rows as { id: string; account_id: string }[];
    if (candidates.length === 0) return { judged: [], accountIds: [] };
    const near = await tx.execute(sql`
      with q (symbol, bid, ask, live_ok) as (values ${quotesValues(quotes)!})
      select c.id
      from copies c
      cross join lateral (${perAccount(sql`and p.account_id = c.account_id`)}) per
      join ledger_accounts cash on cash.id = 'trading:' || c.account_id || ':cash'
      where c.id = any(${array(candidates.map((row) => row.id))}::text[])
        and per.all_quoted and (c.mode = 'practice' or per.all_live)
        and (cash.balance + per.unrealized <= c.invested * (100 - c.stop_loss_percent) / 100.0 + c.invested / 100.0 + 100
             or cash.balance + per.unrealized >= c.invested * (100 + c.take_profit_percent) / 100.0 - c.invested / 100.0 - 100)
      order by c.id`);
    return {
      judged: (near.rows as { id: string }[]).map((row) => row.id),
      accountIds: candidates.map((row) => row.account_id),
    };
  });
}

/**
 * The candidates of findCopiesToJudge (its tests read its plan); null without a usable quote. Each
 * account's copy is looked up by its unique index from the positions found and the `unknown`
 * accounts (a lateral subquery with a limit is never turned into a join that scans the copies), so
 * no position found reads no copy.
 */
export function copyCandidatesStatement(quotes: readonly Quote[], unknown: readonly string[]): SQL | null {
  const values = quotesValues(quotes);
  if (!values) return null;
  return sql`
    with q (symbol, bid, ask, live_ok) as (values ${values}),
    watched as (
      select distinct t.account_id
      from q
      cross join lateral (
        select p.account_id from positions p
        where p.symbol = q.symbol and p.status = 'open' and p.side = 'buy' and p.copy_stop_loss_watch is not null
          and p.copy_stop_loss_watch >= q.bid
        union all
        select p.account_id from positions p
        where p.symbol = q.symbol and p.status = 'open' and p.side = 'buy' and p.copy_take_profit_watch is not null
          and p.copy_take_profit_watch <= q.bid
        union all
        select p.account_id from positions p
        where p.symbol = q.symbol and p.status = 'open' and p.side = 'sell' and p.copy_stop_loss_watch is not null
          and p.copy_stop_loss_watch <= q.ask
        union all
        select p.account_id from positions p
        where p.symbol = q.symbol and p.status = 'open' and p.side = 'sell' and p.copy_take_profit_watch is not null
          and p.copy_take_profit_watch >= q.ask
      ) t
      union
      select unnest(${array(unknown)}::text[])
    )
    select c.id, c.account_id
    from watched w
    cross join lateral (
      select c.id, c.account_id from copies c where c.account_id = w.account_id and c.status <> 'stopped' limit 1
    ) c
    order by c.id`;
}

/**
 * Copy stop-loss (docs/design.md, Copy trading): when a copy's equity is at or below invested x (1 -
 * stopLossPercent/100), its positions close at the quotes and the copy stops ('stop-loss'), its
 * cash going back to the investor, who gets an email (and their screens a live change). Judged
 * only when every open position has a quote the engine may use for the copy's mode (never stale;
 * live copies only on exchange quotes). Returns whether it stopped.
 */
async function stopCopyOnLoss(
  db: Runner,
  market: QuoteSource,
  copyId: string,
  quotes: ReadonlyMap<string, Quote>,
): Promise<boolean> {
  const find = async (tx: Runner) => ({ id: copyId, accountId: await accountOf(tx, copyId) });
  return withLockedCopy(db, find, false, async (tx, locked) => {
    const { copy, account } = locked;
    if (copy.status === "stopped") return false;
    const mode = copy.mode;
    const open = await openPositionsOf(tx, account.id);
    const usable = new Map<string, Quote>();
    for (const position of open) {
      const quote = usableQuote(quotes.get(position.symbol), mode);
      if (!quote) return false;
      usable.set(position.symbol, quote);
    }
    const { equity } = accountFigures(await cashOf(tx, account.id), open, usable);
    const level = stopLossEquity(copy);
    if (equity > level) {
      if (!takeProfitReached(copy, equity)) return false;
      await stopCopyOnTakeProfit(tx, market, locked, usable);
      return true;
    }
    const returned = await closeCopy(tx, market, locked, usable, "stop-loss", null);
    await addNotification(
      tx,
      copy.investorId,
      "copy-stopped-loss",
      {
        copyId: copy.id,
        traderName: await traderName(tx, copy.traderId),
        returned: centsToDecimal(returned),
        mode,
      },
      `stop-loss:${copy.id}`,
    );
    const [trader] = await tx
      .select({ displayName: traders.displayName })
      .from(traders)
      .where(eq(traders.userId, copy.traderId));
    await queueUserEmail(tx, copy.investorId, (investor) => ({
      kind: "copy-stopped",
      to: investor.email,
      props: {
        userName: investor.name,
        traderName: trader?.displayName ?? "",
        stopLossPercent: copy.stopLossPercent,
        stopLossEquity: formatUsd(level),
        lossPercent: lossPercent(copy.invested, returned),
        invested: formatUsd(copy.invested),
        returned: formatUsd(returned),
        mode,
      },
    }));
    return true;
  });
}

/**
 * What the copy actually lost, percent of the net invested, to the hundredth ("13.42"): the closes
 * fill at the first quote at or past the level, so after a price gap it is more than the stop-loss.
 */
function lossPercent(invested: bigint, returned: bigint): string {
  if (invested <= 0n) return "0.00";
  const lost = invested - returned;
  const sign = lost < 0n ? -1n : 1n;
  const basisPoints = (sign * lost * 20_000n + invested) / (2n * invested);
  const text = `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, "0")}`;
  return sign < 0n ? `-${text}` : text;
}

async function accountOf(tx: Runner, copyId: string): Promise<string> {
  const result = await tx.execute(sql`select account_id from copies where id = ${copyId}`);
  return (result.rows[0] as { account_id: string } | undefined)?.account_id ?? "";
}

/**
 * The engine's copy stop-loss and take-profit pass over a round of quotes (each copy judged under
 * its locks, so a concurrent stop, edit or mirrored fill is seen before deciding); returns how many
 * copies stopped and the candidates' accounts, whose watch prices the round sets at its end.
 * `unknown`: the round's close-out candidates, when the caller has them.
 */
export async function stopCopiesOnLoss(
  db: Runner,
  market: QuoteSource,
  round: QuotesOutput,
  unknown?: readonly string[],
): Promise<{ stopped: number; accountIds: string[] }> {
  const quotes = quoteMap(round);
  const { judged, accountIds } = await findCopiesToJudge(db, round.quotes, unknown);
  let stopped = 0;
  for (const id of judged) {
    if (await stopCopyOnLoss(db, market, id, quotes)) stopped += 1;
  }
  return { stopped, accountIds };
}
