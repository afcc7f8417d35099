import { messages } from "../../shared/messages";
import type { Copy } from "../../shared/schemas/copies";
import type { Quote } from "../../shared/schemas/market";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { conflict } from "../http/errors";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import { findOwnedCopy, type LockedCopy, lockCopy, reloadCopy, symbolsOf } from "./copy-store";
import { loadCopy } from "./load-copies";

/**
 * The frame of an investor's change to their copy (pause, resume, add or remove funds, stop): finds
 * the actor's copy (404 otherwise), reads quotes for its open positions before the transaction when
 * `withQuotes` (never a network call under a lock), locks the copy, refuses a stopped one (409),
 * runs `change` and answers the copy as GET /copies/:id shows it.
 */
export async function changeOwnedCopy(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  { withQuotes }: { withQuotes: boolean },
  change: (tx: Runner, locked: LockedCopy, quotes: Map<string, Quote>) => Promise<void>,
): Promise<Copy> {
  const found = await findOwnedCopy(db, actor, id);
  const quotes = withQuotes ? await quotesFor(market, await symbolsOf(db, found.accountId)) : new Map();
  return db.transaction(async (tx) => {
    const locked = await lockCopy(tx, found);
    if (locked.copy.status === "stopped") throw conflict("COPY_STOPPED", messages.copyIsStopped);
    await change(tx, locked, quotes);
    return loadCopy(tx, market, await reloadCopy(tx, id));
  });
}
