import type { Quote } from "../../shared/schemas/market";
import type { TradingAccount } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { getTradingAccount } from "./get-trading-account";
import { type QuoteSource, quotesFor } from "./quote-source";
import { lockOwnedAccount, openSymbolsOf, type TradingAccountRow } from "./trading-account";

/**
 * The frame of a user's change to their own trading account (reset, transfer): reads quotes for its
 * open positions before the transaction (never a network call under a lock), locks the account
 * (another user's is 404), runs `change` and answers the account as it is after.
 */
export async function changeOwnedAccount(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  change: (tx: Runner, account: TradingAccountRow, quotes: Map<string, Quote>) => Promise<void>,
): Promise<TradingAccount> {
  const quotes = await quotesFor(market, await openSymbolsOf(db, actor, id));
  return db.transaction(async (tx) => {
    const account = await lockOwnedAccount(tx, actor, id);
    await change(tx, account, quotes);
    return getTradingAccount(tx, market, actor, id);
  });
}
