import { and, asc, eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Quote } from "../../shared/schemas/market";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { ledgerAccounts, positions, tradingAccounts } from "../db/schema";
import { notFound } from "../http/errors";
import { accountId, tradingCash } from "../ledger/accounts";
import { type AccountFigures, accountFigures, type PositionRow } from "./account-figures";
import { type QuoteSource, quotesFor } from "./quote-source";

export type TradingAccountRow = typeof tradingAccounts.$inferSelect;

/**
 * Locks the caller's trading account `id` (every change to an account's positions and cash takes
 * this lock first, so orders, closes and the engine never interleave on one account). Another
 * user's account is 404, as if it did not exist.
 */
export async function lockOwnedAccount(tx: Runner, actor: Actor, id: string): Promise<TradingAccountRow> {
  const [row] = await tx
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.id, id), eq(tradingAccounts.userId, actor.userId)))
    .for("update");
  if (!row) throw notFound(messages.tradingAccountNotFound);
  return row;
}

/** The id of the caller's trading account `id`, read without a lock; another user's is 404. */
export async function ownedAccountId(db: Runner, actor: Actor, id: string): Promise<string> {
  const [row] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.id, id), eq(tradingAccounts.userId, actor.userId)));
  if (!row) throw notFound(messages.tradingAccountNotFound);
  return row.id;
}

/** Locks trading account `id` whoever owns it (the engine acts for the house, not a user). */
export async function lockAccount(tx: Runner, id: string): Promise<TradingAccountRow | undefined> {
  const [row] = await tx.select().from(tradingAccounts).where(eq(tradingAccounts.id, id)).for("update");
  return row;
}

/** The account's cash (its ledger account's cached balance). */
export async function cashOf(tx: Runner, tradingAccountId: string): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId(tradingCash(tradingAccountId))));
  return row?.balance ?? 0n;
}

/** The account's open positions, oldest first. */
export function openPositionsOf(tx: Runner, tradingAccountId: string): Promise<PositionRow[]> {
  return tx
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, tradingAccountId), eq(positions.status, "open")))
    .orderBy(asc(positions.openedAt), asc(positions.id));
}

/** Quotes for `open`, fetching those `quotes` lacks (a position opened by a race since they were read). */
export async function withQuotesFor(
  market: QuoteSource,
  open: readonly PositionRow[],
  quotes: Map<string, Quote>,
): Promise<Map<string, Quote>> {
  const missing = open.filter((row) => !quotes.has(row.symbol)).map((row) => row.symbol);
  for (const [symbol, quote] of await quotesFor(market, missing)) quotes.set(symbol, quote);
  return quotes;
}

/** The figures of trading account `accountId` holding `open`, at the quotes (missing ones fetched into `quotes`). */
export async function figuresAt(
  tx: Runner,
  market: QuoteSource,
  accountId: string,
  open: readonly PositionRow[],
  quotes: Map<string, Quote>,
): Promise<AccountFigures> {
  await withQuotesFor(market, open, quotes);
  return accountFigures(await cashOf(tx, accountId), open, quotes);
}

/** A trading account's open positions and figures at the quotes (missing ones fetched). */
export async function figuresOf(
  tx: Runner,
  market: QuoteSource,
  accountId: string,
  quotes: Map<string, Quote> = new Map(),
): Promise<{ open: PositionRow[]; figures: AccountFigures; quotes: Map<string, Quote> }> {
  const open = await openPositionsOf(tx, accountId);
  return { open, figures: await figuresAt(tx, market, accountId, open, quotes), quotes };
}

/** Symbols of the open positions of the caller's account `id` (read without locks, to fetch quotes first). */
export async function openSymbolsOf(tx: Runner, actor: Actor, id: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ symbol: positions.symbol })
    .from(positions)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, positions.accountId))
    .where(
      and(
        eq(positions.accountId, id),
        eq(tradingAccounts.userId, actor.userId),
        eq(positions.status, "open"),
      ),
    );
  return rows.map((row) => row.symbol);
}

/** Whether `userId` is a trader whose profile is active (live orders need it). */
export async function isActiveTrader(tx: Runner, userId: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select 1 from traders where user_id = ${userId} and stopped_at is null limit 1`,
  );
  return result.rows.length > 0;
}
