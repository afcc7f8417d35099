import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Quote } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { every } from "../scheduling/every";
import { accountFigures } from "../trading/account-figures";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { usableQuote } from "../trading/usable-quotes";
import { lockCopy, publishCopyChange, symbolsOf } from "./copy-store";
import { settleProfitShare } from "./settle-profit-share";

/** How often the month-end settlement looks for copies to settle. */
const SETTLE_EVERY_MS = 15 * 60_000;

const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Month-end profit share (docs/design.md, Copy trading): every copy not stopped that was created before the
 * start of the current UTC month and not settled since is settled at the current quotes. A copy
 * whose open positions lack a usable quote (stale; simulated for live money) waits for a later
 * run. Safe anywhere, any number of times: each is re-checked under its locks. Returns how many.
 */
export async function settleMonthEnd(db: Runner, market: QuoteSource, now = new Date()): Promise<number> {
  const monthStart = monthStartOf(now);
  const due = await db.execute(sql`
    select id, account_id from copies
    where status <> 'stopped' and created_at < ${monthStart.toISOString()}
      and (settled_at is null or settled_at < ${monthStart.toISOString()})
    order by id`);
  let settled = 0;
  for (const { id, account_id: accountId } of due.rows as { id: string; account_id: string }[]) {
    const quotes = await quotesFor(market, await symbolsOf(db, accountId));
    const done = await db.transaction(async (tx) => {
      const locked = await lockCopy(tx, { id, accountId });
      const { copy, account } = locked;
      if (copy.status === "stopped" || (copy.settledAt && copy.settledAt >= monthStart)) return false;
      const open = await openPositionsOf(tx, account.id);
      const usable = new Map<string, Quote>();
      for (const position of open) {
        const quote = usableQuote(quotes.get(position.symbol), copy.mode);
        if (!quote) return false;
        usable.set(position.symbol, quote);
      }
      const { equity } = accountFigures(await cashOf(tx, account.id), open, usable);
      await settleProfitShare(tx, locked, equity);
      await publishCopyChange(tx, copy);
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
}

/**
 * Runs settleMonthEnd every SETTLE_EVERY_MS while the price loop runs (MARKET_POLL_MS > 0: it needs
 * quotes; tests turn both off and call settleMonthEnd directly).
 */
export function scheduleMonthEndSettlement(app: FastifyInstance) {
  if (app.config.marketPollMs <= 0) return;
  const settlement = every(app, SETTLE_EVERY_MS, "month-end settlement failed", () =>
    settleMonthEnd(app.db, app.market),
  );
  app.addHook("onClose", async () => settlement.stop());
}
