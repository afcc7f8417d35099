import { and, asc, eq, ne } from "drizzle-orm";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import type { QuoteSource } from "../trading/quote-source";
import { tradableQuote } from "../trading/tradable-quote";
import { openPositionsOf, withQuotesFor } from "../trading/trading-account";
import { closeCopy } from "./close-copy";
import { lockCopy } from "./copy-store";

/**
 * Stops every copy of investor `investorId` that is not stopped yet, inside the caller's
 * transaction (a deleted account, issue 29 point 6): each copy's positions close at market, its
 * profit share is settled and its cash goes back (live: to the balance; practice: to the practice
 * account), as the investor's own stop does, with the reason 'account-deleted'. It closes only on
 * tradable quotes, as a stop (422 otherwise: nothing is deleted). Returns how many it stopped.
 */
export async function stopInvestorCopies(
  tx: Runner,
  market: QuoteSource,
  investorId: string,
  actorId: string,
): Promise<number> {
  const found = await tx
    .select({ id: copies.id, accountId: copies.accountId })
    .from(copies)
    .where(and(eq(copies.investorId, investorId), ne(copies.status, "stopped")))
    .orderBy(asc(copies.accountId));
  for (const row of found) {
    const locked = await lockCopy(tx, row);
    const open = await openPositionsOf(tx, locked.account.id);
    const quotes = await withQuotesFor(market, open, new Map());
    for (const position of open)
      tradableQuote(quotes.get(position.symbol), position.symbol, locked.copy.mode);
    await closeCopy(tx, market, locked, quotes, "account-deleted", actorId);
  }
  return found.length;
}
