import { eq, sql } from "drizzle-orm";
import { centsToDecimal, formatUsd } from "../../shared/money";
import type { Quote, QuotesOutput } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { traders, users } from "../db/schema";
import { queueEmail } from "../mail/queue-email";
import { addNotification } from "../notifications/add-notification";
import { accountFigures } from "../trading/account-figures";
import { perAccount, quotesValues } from "../trading/find-triggered-positions";
import type { QuoteSource } from "../trading/quote-source";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { quoteMap, usableQuote } from "../trading/usable-quotes";
import { closeCopy } from "./close-copy";
import { withLockedCopy } from "./copy-store";
import { traderName } from "./settle-profit-share";
import { stopCopyOnTakeProfit, takeProfitReached } from "./stop-copy-on-take-profit";
import { stopLossEquity } from "./to-copy";

/**
 * Copies (not stopped) whose equity may have reached their stop-loss or take-profit at the round's
 * quotes: every open position quoted (on exchange quotes for live copies), and the equity estimated
 * in PostgreSQL (cash + unrealized P&L, perAccount, as the close-out estimate) within 1% of the
 * invested amount plus a dollar of a level. A pre-filter: each is judged exactly under its locks; a
 * quote that moves no copy near a level judges none (one transaction per copy cost the engine's
 * round seconds for 1,000 copies holding positions). Per copy (lateral), by the positions' account
 * index: grouping every copy account's positions at once read all open positions.
 */
async function findCopiesToJudge(db: Runner, quotes: readonly Quote[]): Promise<string[]> {
  const values = quotesValues(quotes);
  if (!values) return [];
  const result = await db.execute(sql`
    with q (symbol, bid, ask, live_ok) as (values ${values}),
    judged as (
      select c.id, cash.balance + per.unrealized as equity, c.invested / 100.0 + 100 as slack,
             c.invested * (100 - c.stop_loss_percent) / 100.0 as stop_at,
             c.invested * (100 + c.take_profit_percent) / 100.0 as take_at
      from copies c
      cross join lateral (${perAccount(sql`and p.account_id = c.account_id`)}) per
      join ledger_accounts cash on cash.id = 'trading:' || c.account_id || ':cash'
      where c.status <> 'stopped' and per.all_quoted and (c.mode = 'practice' or per.all_live)
    )
    select id from judged
    where equity <= stop_at + slack or equity >= take_at - slack
    order by id`);
  return (result.rows as { id: string }[]).map((row) => row.id);
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
    const [investor] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, copy.investorId));
    const [trader] = await tx
      .select({ displayName: traders.displayName })
      .from(traders)
      .where(eq(traders.userId, copy.traderId));
    if (investor) {
      await queueEmail(tx, {
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
      });
    }
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
 * copies stopped.
 */
export async function stopCopiesOnLoss(
  db: Runner,
  market: QuoteSource,
  round: QuotesOutput,
): Promise<number> {
  const quotes = quoteMap(round);
  let stopped = 0;
  for (const id of await findCopiesToJudge(db, round.quotes)) {
    if (await stopCopyOnLoss(db, market, id, quotes)) stopped += 1;
  }
  return stopped;
}
