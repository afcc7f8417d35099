import type { TradingAccount } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { accountFigures } from "./account-figures";
import { type QuoteSource, quotesFor } from "./quote-source";
import { toTradingAccount } from "./to-trading-account";
import { cashOf, lockOwnedAccount, openPositionsOf } from "./trading-account";

/** One of the caller's trading accounts with its figures (read inside the transaction that changed it). */
export async function getTradingAccount(
  tx: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
): Promise<TradingAccount> {
  const account = await lockOwnedAccount(tx, actor, id);
  const open = await openPositionsOf(tx, id);
  const quotes = await quotesFor(
    market,
    open.map((row) => row.symbol),
  );
  return toTradingAccount(account, accountFigures(await cashOf(tx, id), open, quotes));
}
