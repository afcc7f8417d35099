import type { Copy } from "../../shared/schemas/copies";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import type { QuoteSource } from "../trading/quote-source";
import { tradableQuote } from "../trading/tradable-quote";
import { openPositionsOf, withQuotesFor } from "../trading/trading-account";
import { changeOwnedCopy } from "./change-owned-copy";
import { closeCopy } from "./close-copy";

/**
 * POST /api/v1/copies/:id/stop: closes every position of the copy at market, settles the profit
 * share and returns all its cash (live: to the balance; practice: to the practice account). A live
 * copy closes only on fresh exchange quotes, like a live close. A stopped copy is 409.
 */
export function stopCopy(db: Runner, market: QuoteSource, actor: Actor, id: string): Promise<Copy> {
  return changeOwnedCopy(db, market, actor, id, { withQuotes: true }, async (tx, locked, quotes) => {
    const open = await openPositionsOf(tx, locked.account.id);
    await withQuotesFor(market, open, quotes);
    for (const position of open)
      tradableQuote(quotes.get(position.symbol), position.symbol, locked.copy.mode);
    await closeCopy(tx, market, locked, quotes, "investor", actor.userId);
  });
}
