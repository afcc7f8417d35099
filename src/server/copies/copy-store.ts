import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { TradingMode } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
import type { Runner, Tx } from "../db/client";
import { rowId } from "../db/row-id";
import { changeEvents, copies, copyEvents, tradingAccounts } from "../db/schema";
import { notFound } from "../http/errors";
import { lockAccount, openPositionsOf, type TradingAccountRow } from "../trading/trading-account";

export type CopyRow = typeof copies.$inferSelect;
export type CopyEventRow = typeof copyEvents.$inferSelect;

/** The caller's copy `id` (read without locks); another investor's copy is 404, as if it did not exist. */
export async function findOwnedCopy(db: Runner, actor: Actor, id: string): Promise<CopyRow> {
  const [row] = await db
    .select()
    .from(copies)
    .where(and(eq(copies.id, id), eq(copies.investorId, actor.userId)));
  if (!row) throw notFound(messages.copyNotFound);
  return row;
}

export interface LockedCopy {
  copy: CopyRow;
  account: TradingAccountRow;
}

/**
 * Locks copy `copyId` for a change: its trading account's row first (the lock every change to the
 * account's positions and cash takes, the mirroring engine's included), then the copy row.
 */
export async function lockCopy(tx: Runner, copy: Pick<CopyRow, "id" | "accountId">): Promise<LockedCopy> {
  const account = await lockAccount(tx, copy.accountId);
  const [row] = await tx.select().from(copies).where(eq(copies.id, copy.id)).for("update");
  if (!account || !row) throw notFound(messages.copyNotFound);
  return { copy: row, account };
}

/**
 * Runs `work` in one transaction holding the locks (lockCopy) of the copy `find` names in it;
 * when `find` names none (a task another worker holds), answers `none` without locking anything.
 */
export function withLockedCopy<T>(
  db: Runner,
  find: (tx: Tx) => Promise<Pick<CopyRow, "id" | "accountId"> | undefined>,
  none: T,
  work: (tx: Tx, locked: LockedCopy) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const found = await find(tx);
    return found ? work(tx, await lockCopy(tx, found)) : none;
  });
}

/** Symbols of a trading account's open positions (read without locks, to fetch quotes first). */
export async function symbolsOf(db: Runner, accountId: string): Promise<string[]> {
  return (await openPositionsOf(db, accountId)).map((row) => row.symbol);
}

/** The trader's own trading account of `mode` (a trader may have no practice account yet). */
export async function traderAccountOf(
  db: Runner,
  traderId: string,
  mode: TradingMode,
): Promise<TradingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(tradingAccounts)
    .where(
      and(
        eq(tradingAccounts.userId, traderId),
        eq(tradingAccounts.kind, "own"),
        eq(tradingAccounts.mode, mode),
      ),
    );
  return row;
}

export type NewCopyEvent = Omit<typeof copyEvents.$inferInsert, "id" | "copyId">;

/** Appends a line to the copy's log. */
export async function addCopyEvent(tx: Runner, copyId: string, event: NewCopyEvent): Promise<void> {
  await tx.insert(copyEvents).values({ id: rowId(), copyId, ...event });
}

/**
 * Tells the investor's open screens that the copy changed (live updates: the event relay publishes
 * it after commit, like the changes the database triggers record).
 */
export async function publishCopyChange(tx: Runner, copy: Pick<CopyRow, "id" | "investorId">): Promise<void> {
  await tx.insert(changeEvents).values({
    payload: JSON.stringify({ entity: "copies", op: "UPDATE", id: copy.id, userId: copy.investorId }),
  });
}

/** The copy's row as it is now (after a change in this transaction). */
export async function reloadCopy(tx: Runner, id: string): Promise<CopyRow> {
  const [row] = await tx.select().from(copies).where(eq(copies.id, id));
  if (!row) throw notFound(messages.copyNotFound);
  return row;
}
