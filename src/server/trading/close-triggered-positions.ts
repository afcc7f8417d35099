import { type SQL, sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide } from "../../shared/schemas/trading";
import { formatFixed, pnlCents } from "../../shared/trading-math";
import { enqueueMirrorJob, equityNow } from "../copies/enqueue-mirror-job";
import type { Runner, Tx } from "../db/client";
import { rowId } from "../db/row-id";
import { array, insertRows } from "../db/sql-arrays";
import { type AccountRef, accountId, SYSTEM_ACCOUNT_SHARDS, tradingCash } from "../ledger/accounts";
import { type EntryInput, lockAccounts, postEntries } from "../ledger/post-entry";
import { fixedOf, type PositionRow } from "./account-figures";
import { pnlEntry } from "./apply-fill";
import { setCloseOutPrices } from "./close-out-prices";
import { FILL_COLUMNS } from "./fill-columns";
import { quotesValues } from "./find-triggered-positions";
import { markPrice } from "./quote-source";
import type { TradingAccountRow } from "./trading-account";
import { usableQuote } from "./usable-quotes";

/** Positions one transaction closes (decision 0029): its statements are a dozen whatever the size. */
const CLOSE_BATCH = 500;

export interface TriggeredCloses {
  stopLosses: number;
  takeProfits: number;
}

type LevelReason = "stop-loss" | "take-profit";

/** Which level `price` (the position's mark) crossed, stop-loss first; none when neither. */
export function crossedLevel(
  side: OrderSide,
  price: bigint,
  stopLoss: string | null,
  takeProfit: string | null,
): LevelReason | null {
  const long = side === "buy";
  if (stopLoss !== null && (long ? price <= fixedOf(stopLoss) : price >= fixedOf(stopLoss)))
    return "stop-loss";
  if (takeProfit !== null && (long ? price >= fixedOf(takeProfit) : price <= fixedOf(takeProfit)))
    return "take-profit";
  return null;
}

/**
 * The engine closes positions `ids` whose stop-loss or take-profit the quotes crossed, at those
 * quotes (a long sells at the bid, a short buys at the ask), in batches: per batch one transaction
 * locks the positions' trading accounts (in id order, as every path does), re-reads the positions
 * under lock (closed meanwhile, moved levels, an unusable quote: nothing happens), locks the ledger
 * accounts the P&L entries can touch in the one fixed order (every shard of the system accounts,
 * decision 0026), and writes the closes as one statement per table (the P&L entries too), then the
 * accounts' close-out prices at these quotes. Each close books what
 * reducePosition books (negative-balance protection included) and a trader's close is queued for
 * the copies' mirroring with the equity before it, like every fill (apply-fill.ts).
 */
export async function closeTriggeredPositions(
  db: Runner,
  ids: readonly string[],
  quotes: ReadonlyMap<string, Quote>,
): Promise<TriggeredCloses> {
  const result: TriggeredCloses = { stopLosses: 0, takeProfits: 0 };
  for (let start = 0; start < ids.length; start += CLOSE_BATCH) {
    const reasons = await db.transaction((tx) =>
      closeBatch(tx, ids.slice(start, start + CLOSE_BATCH), quotes),
    );
    for (const reason of reasons) {
      if (reason === "stop-loss") result.stopLosses += 1;
      else result.takeProfits += 1;
    }
  }
  return result;
}

interface Close {
  account: TradingAccountRow;
  position: PositionRow;
  reason: LevelReason;
  price: bigint;
  pnl: bigint;
  /**
   * Its close-out price unknown or crossed at this quote (its loss may exceed its share of the
   * cushion), or a copy watch price crossed.
   */
  crossedCloseOut: boolean;
}

async function closeBatch(tx: Tx, ids: string[], quotes: ReadonlyMap<string, Quote>): Promise<LevelReason[]> {
  const accounts = (
    await tx.execute(sql`
      select a.id, a.user_id, a.kind, a.mode
      from trading_accounts a
      where a.id in (select p.account_id from positions p where p.id = any(${array(ids)}::text[]) and p.status = 'open')
      order by a.id
      for update of a`)
  ).rows as { id: string; user_id: string; kind: string; mode: string }[];
  if (accounts.length === 0) return [];
  const accountById = new Map(accounts.map((row) => [row.id, accountRow(row)]));
  const values = quotesValues([...quotes.values()]);
  if (!values) return [];
  const rows = await lockedOpenPositions(tx, ids, values);

  const closes: Close[] = [];
  for (const position of rows) {
    const account = accountById.get(position.accountId);
    if (!account) continue;
    const quote = usableQuote(quotes.get(position.symbol), account.mode);
    if (!quote) continue;
    const side = position.side;
    const price = markPrice(quote, side);
    const reason = crossedLevel(side, price, position.stopLoss, position.takeProfit);
    if (!reason) continue;
    const pnl = pnlCents(
      position.symbol,
      side,
      fixedOf(position.quantity),
      fixedOf(position.averagePrice),
      price,
    );
    closes.push({ account, position, reason, price, pnl, crossedCloseOut: position.crossedCloseOut });
  }
  if (closes.length === 0) return [];

  // A trader's fills are mirrored: their equity before the batch, marked at the round (equityNow).
  const mirrored = await mirroredAccounts(tx, [...new Set(closes.map((close) => close.account.id))]);
  const equity = new Map<string, bigint>();
  for (const id of mirrored) equity.set(id, await equityNow(tx, null, id, quotes));

  const cash = await lockLedgerAccounts(tx, closes);
  const fills: FillValues[] = [];
  const jobs: { fillId: string; equityBefore: bigint; quantityBefore: bigint }[] = [];
  const entries: { entry: EntryInput; fill: FillValues }[] = [];
  const writtenOff = new Set<string>();
  for (const { account, position, reason, price, pnl } of closes) {
    const cashId = accountId(tradingCash(account.id));
    const before = cash.get(cashId) ?? 0n;
    const booked = pnlEntry(account, pnl, before, null);
    cash.set(cashId, before + booked.realized);
    if (booked.realized !== pnl) writtenOff.add(account.id);
    const fill: FillValues = {
      id: rowId(),
      accountId: account.id,
      positionId: position.id,
      symbol: position.symbol,
      side: position.side === "buy" ? "sell" : "buy",
      quantity: position.quantity,
      price: price,
      leverage: position.leverage,
      reason,
      realizedPnl: booked.realized,
      realizedTotal: position.realizedPnl + booked.realized,
      entryId: null,
    };
    fills.push(fill);
    if (booked.entry) entries.push({ entry: booked.entry, fill });
    const equityBefore = equity.get(account.id);
    if (equityBefore !== undefined) {
      jobs.push({ fillId: fill.id, equityBefore, quantityBefore: fixedOf(position.quantity) });
      // Closing at the mark moves equity only by what negative-balance protection writes off.
      equity.set(account.id, equityBefore + booked.realized - pnl);
    }
  }
  const entryIds = await postEntries(
    tx,
    entries.map(({ entry }) => entry),
  );
  for (const [i, { fill }] of entries.entries()) fill.entryId = entryIds[i]!;
  await writeCloses(tx, fills);
  // A position closed on the safe side of its close-out price lost at most its share of the
  // account's cushion and released its margin: the other positions' close-out prices still hold.
  // Otherwise they are set again at these quotes (decision 0029).
  // A copy's watch prices hold the same way; a write-off raised the cash (nearer a copy take-profit).
  const crossed = new Set(
    closes
      .filter((close) => close.crossedCloseOut || writtenOff.has(close.account.id))
      .map((close) => close.account.id),
  );
  await setCloseOutPrices(tx, values, [...crossed]);
  for (const job of jobs) await enqueueMirrorJob(tx, job);
  return closes.map((close) => close.reason);
}

const accountRow = (row: { id: string; user_id: string; kind: string; mode: string }) =>
  ({ id: row.id, userId: row.user_id, kind: row.kind, mode: row.mode }) as TradingAccountRow;

/**
 * The open positions of `ids`, locked, each with whether the quote crossed its close-out price or a
 * copy watch price.
 */
async function lockedOpenPositions(
  tx: Tx,
  ids: string[],
  values: SQL,
): Promise<(PositionRow & { crossedCloseOut: boolean })[]> {
  const result = await tx.execute(sql`
    with q (symbol, bid, ask, live_ok) as (values ${values})
    select p.id, p.account_id, p.symbol, p.side, p.quantity::text as quantity, p.average_price::text as average_price,
           p.leverage, p.margin::text as margin, p.stop_loss::text as stop_loss, p.take_profit::text as take_profit,
           p.realized_pnl::text as realized_pnl,
           coalesce(case when p.side = 'buy' then q.bid <= p.close_out_price else q.ask >= p.close_out_price end,
                    true)
             or coalesce(case when p.side = 'buy' then q.bid <= p.copy_stop_loss_watch or q.bid >= p.copy_take_profit_watch
                              else q.ask >= p.copy_stop_loss_watch or q.ask <= p.copy_take_profit_watch end,
                         false) as crossed_close_out
    from positions p
    left join q on q.symbol = p.symbol
    where p.id = any(${array(ids)}::text[]) and p.status = 'open'
    order by p.id
    for update of p`);
  return (result.rows as Record<string, string | number | boolean | null>[]).map(
    (row) =>
      ({
        id: row.id,
        accountId: row.account_id,
        symbol: row.symbol,
        side: row.side,
        quantity: row.quantity,
        averagePrice: row.average_price,
        leverage: Number(row.leverage),
        margin: BigInt(row.margin as string),
        stopLoss: row.stop_loss,
        takeProfit: row.take_profit,
        realizedPnl: BigInt(row.realized_pnl as string),
        status: "open",
        crossedCloseOut: row.crossed_close_out as unknown as boolean,
      }) as PositionRow & { crossedCloseOut: boolean },
  );
}

/** Of `ids`, the traders' own accounts with a copy of that mode not stopped (isMirrored, set-based). */
async function mirroredAccounts(tx: Tx, ids: string[]): Promise<string[]> {
  const result = await tx.execute(sql`
    select a.id from trading_accounts a
    where a.id = any(${array(ids)}::text[]) and a.kind = 'own'
      and exists (select 1 from copies c where c.trader_id = a.user_id and c.mode = a.mode and c.status <> 'stopped')
    order by a.id`);
  return (result.rows as { id: string }[]).map((row) => row.id);
}

/** Locks every ledger account the closes' P&L entries can touch, in the one fixed order; their balances. */
async function lockLedgerAccounts(tx: Tx, closes: Close[]): Promise<Map<string, bigint>> {
  const refs: AccountRef[] = [];
  const kinds = new Set<"market" | "write-offs" | "practice-market" | "practice-write-offs">();
  for (const { account, pnl } of closes) {
    if (pnl === 0n) continue;
    refs.push(tradingCash(account.id));
    const practice = account.mode === "practice";
    kinds.add(practice ? "practice-market" : "market");
    if (pnl < 0n) kinds.add(practice ? "practice-write-offs" : "write-offs");
  }
  for (const kind of kinds)
    for (let shard = 0; shard < SYSTEM_ACCOUNT_SHARDS; shard += 1) refs.push({ system: kind, shard });
  return lockAccounts(tx, refs);
}

interface FillValues {
  id: string;
  accountId: string;
  positionId: string;
  symbol: string;
  side: OrderSide;
  quantity: string;
  price: bigint;
  leverage: number;
  reason: LevelReason;
  realizedPnl: bigint;
  /** The position's realized P&L after this close. */
  realizedTotal: bigint;
  entryId: string | null;
}

/** The positions closed and their fills: one statement each (arrays unnested inside PostgreSQL), at the database's time (the fills' default). */
async function writeCloses(tx: Tx, rows: FillValues[]) {
  await tx.execute(sql`
    update positions p
    set quantity = 0, margin = 0, realized_pnl = v.realized_pnl, status = 'closed', close_reason = v.reason,
        closed_at = now(), close_out_price = null
    from unnest(${array(rows.map((row) => row.positionId))}::text[],
                ${array(rows.map((row) => String(row.realizedTotal)))}::bigint[],
                ${array(rows.map((row) => row.reason))}::text[])
         as v (id, realized_pnl, reason)
    where p.id = v.id`);
  const fillRows = rows.map((row) => ({ ...row, price: formatFixed(row.price) }));
  await tx.execute(insertRows("fills", fillRows, FILL_COLUMNS, { inputs: [], values: {} }));
}
