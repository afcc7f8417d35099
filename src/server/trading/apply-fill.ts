import { eq } from "drizzle-orm";
import type { FillReason, OrderSide } from "../../shared/schemas/trading";
import { averageEntry, type Fixed, formatFixed, pnlCents, smaller } from "../../shared/trading-math";
import { enqueueMirrorJob, isMirrored } from "../copies/enqueue-mirror-job";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { fills, positions } from "../db/schema";
import { accountId, type SystemAccountKind, systemAccount, tradingCash } from "../ledger/accounts";
import { type EntryInput, lockAccounts, type Posting, postEntry } from "../ledger/post-entry";
import { fixedOf, type PositionRow } from "./account-figures";
import { forgetCloseOutPrices } from "./close-out-prices";
import type { TradingAccountRow } from "./trading-account";

export type FillRow = typeof fills.$inferSelect;

const opposite = (side: OrderSide): OrderSide => (side === "buy" ? "sell" : "buy");

/**
 * The trading account's equity just before a fill (cents, marked at the quotes the fill uses).
 * Every fill says how to get it: when the account is a trader's with copies, the fill is queued for
 * mirroring with it (issue 30 point 3: the module that writes fills queues them, so no fill path
 * can forget). Only asked for then.
 */
export type EquityBefore = () => bigint | Promise<bigint>;

/** For fills on a copy's account, which nobody copies. */
export const notCopied: EquityBefore = () => {
  throw new Error("a copy account's fills are not mirrored");
};

/** Queues the fill for the trader's copies when `account` is mirrored, with the equity and quantity before it. */
async function mirrorFillsOf(tx: Runner, account: TradingAccountRow, equityBefore: EquityBefore) {
  if (!(await isMirrored(tx, account))) return async () => {};
  const equity = await equityBefore();
  return (fill: FillRow, quantityBefore: Fixed) =>
    enqueueMirrorJob(tx, { fillId: fill.id, equityBefore: equity, quantityBefore });
}

interface IncreaseInput {
  account: TradingAccountRow;
  /** The open position on this instrument, when there is one on the same side. */
  position: PositionRow | null;
  symbol: string;
  side: OrderSide;
  quantity: Fixed;
  price: Fixed;
  leverage: number;
  /** Margin this fill adds (cents). */
  margin: bigint;
  actorId: string | null;
  equityBefore: EquityBefore;
}

/** Opens a position, or adds to the open one on the same side at the new average entry. */
export async function increasePosition(tx: Runner, input: IncreaseInput) {
  const { position } = input;
  const queue = await mirrorFillsOf(tx, input.account, input.equityBefore);
  let row: PositionRow;
  if (!position) {
    [row] = (await tx
      .insert(positions)
      .values({
        id: rowId(),
        accountId: input.account.id,
        symbol: input.symbol,
        side: input.side,
        quantity: formatFixed(input.quantity),
        averagePrice: formatFixed(input.price),
        leverage: input.leverage,
        margin: input.margin,
      })
      .returning()) as [PositionRow];
  } else {
    const quantity = fixedOf(position.quantity);
    const average = averageEntry(quantity, fixedOf(position.averagePrice), input.quantity, input.price);
    row = await updatePosition(tx, position.id, {
      quantity: formatFixed(quantity + input.quantity),
      averagePrice: formatFixed(average),
      leverage: input.leverage,
      margin: position.margin + input.margin,
      closeOutPrice: null,
    });
  }
  const fill = await insertFill(tx, {
    account: input.account,
    position: row,
    side: input.side,
    quantity: input.quantity,
    price: input.price,
    leverage: input.leverage,
    reason: "open",
    realizedPnl: 0n,
    entryId: null,
    actorId: input.actorId,
  });
  await queue(fill, position ? fixedOf(position.quantity) : 0n);
  return { position: row, fill };
}

interface ReduceInput {
  account: TradingAccountRow;
  position: PositionRow;
  /** At most the open quantity; all of it closes the position. */
  quantity: Fixed;
  price: Fixed;
  reason: FillReason;
  actorId: string | null;
  /** Reset discards practice positions without booking their P&L. */
  book?: boolean;
  equityBefore: EquityBefore;
}

/**
 * Closes `quantity` of a position at `price`: realized P&L = (exit - average entry) x quantity,
 * sign by side, booked to the account's cash against the market (or its practice twin); the
 * position's margin is released pro rata. The caller holds the account lock and re-read the row.
 */
export async function reducePosition(tx: Runner, input: ReduceInput) {
  const { position, quantity } = input;
  const open = fixedOf(position.quantity);
  if (quantity <= 0n || quantity > open) throw new Error(`cannot close ${quantity} of ${open}`);
  const queue = await mirrorFillsOf(tx, input.account, input.equityBefore);
  const side = position.side;
  const pnl =
    input.book === false
      ? 0n
      : pnlCents(position.symbol, side, quantity, fixedOf(position.averagePrice), input.price);
  const booked = await bookPnl(tx, input.account, pnl, input.actorId);
  const remaining = open - quantity;
  const released = remaining === 0n ? position.margin : (position.margin * quantity) / open;
  const row = await updatePosition(
    tx,
    position.id,
    remaining === 0n
      ? {
          quantity: "0",
          margin: 0n,
          realizedPnl: position.realizedPnl + booked.realized,
          status: "closed",
          closeReason: input.reason,
          closedAt: new Date(),
        }
      : {
          quantity: formatFixed(remaining),
          margin: position.margin - released,
          realizedPnl: position.realizedPnl + booked.realized,
        },
  );
  const fill = await insertFill(tx, {
    account: input.account,
    position: row,
    side: opposite(side),
    quantity,
    price: input.price,
    leverage: position.leverage,
    reason: input.reason,
    realizedPnl: booked.realized,
    entryId: booked.entryId,
    actorId: input.actorId,
  });
  // Its margin and cash changed: the engine evaluates the account afresh (decision 0029).
  await forgetCloseOutPrices(tx, [input.account.id]);
  await queue(fill, open);
  return { position: row, fill };
}

/** Sets `values` on position `id`; returns the row as it is now. */
export async function updatePosition(
  tx: Runner,
  id: string,
  values: Partial<typeof positions.$inferInsert>,
): Promise<PositionRow> {
  const [row] = await tx.update(positions).set(values).where(eq(positions.id, id)).returning();
  return row!;
}

/** An order's close (reason 'close') of `quantity` of a position at `price`: see reducePosition. */
export function closeByOrder(
  tx: Runner,
  account: TradingAccountRow,
  position: PositionRow,
  quantity: Fixed,
  price: Fixed,
  actorId: string | null,
  equityBefore: EquityBefore,
) {
  return reducePosition(tx, { account, position, quantity, price, reason: "close", actorId, equityBefore });
}

/**
 * The ledger entry booking realized P&L to the account's cash, its cash before being `cash`. A
 * profit comes from the market account; a loss goes to it, and what the cash cannot cover is written
 * off by the house (negative-balance protection), so the user's realized loss is at most their cash.
 * No entry when nothing is realized.
 */
export function pnlEntry(
  account: Pick<TradingAccountRow, "id" | "mode">,
  pnl: bigint,
  cash: bigint,
  actorId: string | null,
): { realized: bigint; entry: EntryInput | null } {
  if (pnl === 0n) return { realized: 0n, entry: null };
  const practice = account.mode === "practice";
  const market: SystemAccountKind = practice ? "practice-market" : "market";
  const writeOffs: SystemAccountKind = practice ? "practice-write-offs" : "write-offs";
  const cashRef = tradingCash(account.id);
  let realized = pnl;
  const postings: Posting[] = [{ account: systemAccount(market), amount: -pnl }];
  if (pnl < 0n) {
    const loss = -pnl;
    const paid = smaller(loss, cash);
    realized = -paid;
    if (loss > paid) postings.push({ account: systemAccount(writeOffs), amount: -(loss - paid) });
  }
  if (realized !== 0n) postings.push({ account: cashRef, amount: realized });
  const kind = realized === pnl ? "position-pnl" : "position-pnl-write-off";
  return { realized, entry: { kind, tradingAccountId: account.id, actorId, postings } };
}

async function bookPnl(tx: Runner, account: TradingAccountRow, pnl: bigint, actorId: string | null) {
  const cashRef = tradingCash(account.id);
  const cash = pnl < 0n ? ((await lockAccounts(tx, [cashRef])).get(accountId(cashRef)) ?? 0n) : 0n;
  const { realized, entry } = pnlEntry(account, pnl, cash, actorId);
  return { realized, entryId: entry ? await postEntry(tx, entry) : null };
}

interface NewFill {
  account: TradingAccountRow;
  position: PositionRow;
  side: OrderSide;
  quantity: Fixed;
  price: Fixed;
  leverage: number;
  reason: FillReason;
  realizedPnl: bigint;
  entryId: string | null;
  actorId: string | null;
}

async function insertFill(tx: Runner, fill: NewFill): Promise<FillRow> {
  const [row] = await tx
    .insert(fills)
    .values({
      id: rowId(),
      accountId: fill.account.id,
      positionId: fill.position.id,
      symbol: fill.position.symbol,
      side: fill.side,
      quantity: formatFixed(fill.quantity),
      price: formatFixed(fill.price),
      leverage: fill.leverage,
      reason: fill.reason,
      realizedPnl: fill.realizedPnl,
      entryId: fill.entryId,
      actorId: fill.actorId,
    })
    .returning();
  return row!;
}
