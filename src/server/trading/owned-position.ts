import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Quote } from "../../shared/schemas/market";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { positions, tradingAccounts } from "../db/schema";
import { conflict, notFound, unprocessable } from "../http/errors";
import type { PositionRow } from "./account-figures";
import { type QuoteSource, quotesFor } from "./quote-source";
import { lockOwnedAccount, type TradingAccountRow } from "./trading-account";

/** The caller's position `id` (another user's is 404), read without locks. */
async function findOwnedPosition(tx: Runner, actor: Actor, id: string): Promise<PositionRow> {
  const [row] = await tx
    .select({ position: positions })
    .from(positions)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, positions.accountId))
    .where(and(eq(positions.id, id), eq(tradingAccounts.userId, actor.userId)));
  if (!row) throw notFound(messages.positionNotFound);
  return row.position;
}

/**
 * Locks the position's account, then the position (the order every writer uses), and re-reads it:
 * what a racing close or the engine did before is seen here.
 */
async function lockOwnedPosition(
  tx: Runner,
  actor: Actor,
  position: PositionRow,
): Promise<{ account: TradingAccountRow; position: PositionRow }> {
  const account = await lockOwnedAccount(tx, actor, position.accountId);
  const [locked] = await tx.select().from(positions).where(eq(positions.id, position.id)).for("update");
  return { account, position: locked! };
}

/**
 * The frame of an investor's change to their open position (close, stop-loss and take-profit):
 * finds the actor's position (404 otherwise), reads its quote before the transaction (never a
 * network call under a lock), locks it and refuses a closed one (409), then runs `change`.
 */
export async function changeOwnedPosition<T>(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  change: (
    tx: Runner,
    locked: { account: TradingAccountRow; position: PositionRow },
    quote: Quote,
  ) => Promise<T>,
): Promise<T> {
  const found = await findOwnedPosition(db, actor, id);
  const quote = (await quotesFor(market, [found.symbol])).get(found.symbol);
  // No quote yet (the feed has not answered since start): nothing to fill at or check levels against.
  if (!quote) throw unprocessable("MARKET_DATA_STALE", messages.marketDataStale);
  return db.transaction(async (tx) => {
    const locked = await lockOwnedPosition(tx, actor, found);
    if (locked.position.status !== "open") throw conflict("POSITION_CLOSED", messages.positionClosed);
    return change(tx, locked, quote);
  });
}
