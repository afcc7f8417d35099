import { type SQL, sql } from "drizzle-orm";
import type { TradingMode } from "../../shared/schemas/trading";
import { averageEntry, formatFixed, pnlCents } from "../../shared/trading-math";
import type { Tx } from "../db/client";
import { rowId } from "../db/row-id";
import type { copyEvents } from "../db/schema";
import { array, insertRows, type UnnestColumn, unnestRows } from "../db/sql-arrays";
import { type AccountRef, takeNextShard } from "../ledger/accounts";
import { type EntryInput, lockAccounts, postEntries } from "../ledger/post-entry";
import { addSkipNotifications } from "../notifications/add-notification";
import { changePayloads } from "../realtime/recorded-changes";
import { fixedOf, type PositionRow } from "../trading/account-figures";
import { pnlEntry } from "../trading/apply-fill";
import { forgetCloseOutPrices } from "../trading/close-out-prices";
import { type FillInsert as BaseFillInsert, FILL_COLUMNS } from "../trading/fill-columns";
import type { MirrorDecision, MirrorJob } from "./decide-mirror";

/** A decision a batch writes (the others leave the task queued or to the one-copy path). */
type WrittenDecision = Exclude<MirrorDecision, { kind: "defer" } | { kind: "close-against-first" }>;

/** What a written decision did to the copy's state: its cash moved by `realized`, `position` its new row (null: closed or none). */
interface MirrorEffect {
  realized: bigint;
  before: PositionRow | null;
  position: PositionRow | null;
}

type FillInsert = BaseFillInsert & { tick: number };
type EventInsert = typeof copyEvents.$inferInsert & { tick: number };
interface PositionWrite {
  id: string;
  accountId: string;
  symbol: string;
  side: string;
  quantity: string;
  averagePrice: string;
  leverage: number;
  margin: bigint;
  realizedPnl: bigint;
  closed: boolean;
  /** The tick of the write's last change (a close's time). */
  tick: number;
  /** The tick of its open, for a position the batch opened. */
  openedTick?: number;
}

/**
 * The rows one batch writes, gathered copy by copy and trader fill by trader fill, and written as
 * one statement per table. A batch's jobs are numbered in their order (`tick`): the rows of its
 * k-th job are stamped k microseconds after the batch's time, so a copy's fills, positions and
 * events keep the order of its trader's fills as when each fill was its own transaction.
 */
export class BatchWrites {
  /** Positions the batch opened, and positions it changed, each in its last state. */
  private readonly opened = new Map<string, PositionWrite>();
  private readonly changed = new Map<string, PositionWrite>();

  /** Keeps a position's last state: inserted in it if the batch opened it, else updated to it. */
  private keep(write: PositionWrite) {
    const opened = this.opened.get(write.id);
    if (opened) this.opened.set(write.id, { ...write, openedTick: opened.openedTick });
    else if (write.openedTick !== undefined) this.opened.set(write.id, write);
    else this.changed.set(write.id, write);
  }
  private readonly fills: FillInsert[] = [];
  private readonly events: EventInsert[] = [];
  /** The P&L entries of reduces, each with the fill it books (which names the entry). */
  private readonly entries: { entry: EntryInput; fill: FillInsert }[] = [];
  private readonly done: { copyId: string; jobSeq: bigint }[] = [];
  /** Copy id -> investor id, one live update per copy whatever number of fills it got. */
  private readonly investors = new Map<string, string>();
  private readonly skips = new Map<MirrorJob, { copyId: string; reason: string }[]>();

  constructor(private readonly now: Date) {}

  get completed(): number {
    return this.done.length;
  }

  add(
    job: MirrorJob,
    tick: number,
    copy: { id: string; investorId: string },
    account: { id: string; mode: TradingMode },
    decision: WrittenDecision,
    cash: bigint,
  ): MirrorEffect {
    const none: MirrorEffect = { realized: 0n, before: null, position: null };
    this.done.push({ copyId: copy.id, jobSeq: job.seq });
    if (decision.kind === "discard") return none;
    this.investors.set(copy.id, copy.investorId);
    const event: EventInsert = {
      id: rowId(),
      copyId: copy.id,
      kind: decision.kind === "skip" ? "skipped" : "mirrored",
      traderFillId: job.traderFillId,
      reason: decision.kind === "skip" ? decision.reason : null,
      symbol: job.symbol,
      side: job.side,
      traderQuantity: formatFixed(job.quantity),
      traderPrice: formatFixed(job.price),
      tick,
    };
    this.events.push(event);
    if (decision.kind === "skip") {
      this.skips.set(job, [...(this.skips.get(job) ?? []), { copyId: copy.id, reason: decision.reason }]);
      return none;
    }

    const fill: FillInsert = {
      id: rowId(),
      accountId: account.id,
      positionId: "",
      symbol: job.symbol,
      side: job.side,
      quantity: formatFixed(decision.quantity),
      price: formatFixed(decision.price),
      leverage: job.leverage,
      reason: "open",
      realizedPnl: 0n,
      entryId: null,
      tick,
    };
    Object.assign(event, { copyFillId: fill.id, quantity: fill.quantity, price: fill.price });
    this.fills.push(fill);

    if (decision.kind === "increase") {
      const { position, quantity, price, margin } = decision;
      const open = position ? fixedOf(position.quantity) : 0n;
      const write: PositionWrite = {
        id: position?.id ?? rowId(),
        accountId: account.id,
        symbol: job.symbol,
        side: job.side,
        quantity: formatFixed(open + quantity),
        averagePrice: position
          ? formatFixed(averageEntry(open, fixedOf(position.averagePrice), quantity, price))
          : formatFixed(price),
        leverage: job.leverage,
        margin: (position?.margin ?? 0n) + margin,
        realizedPnl: position?.realizedPnl ?? 0n,
        closed: false,
        tick,
        openedTick: position ? undefined : tick,
      };
      fill.positionId = write.id;
      this.keep(write);
      return { realized: 0n, before: position, position: rowOf(write, position, this.now) };
    }

    // A reduce: the realized P&L booked (negative-balance protection as for any close), margin released pro rata.
    const { position, quantity, price } = decision;
    const open = fixedOf(position.quantity);
    const pnl = pnlCents(position.symbol, position.side, quantity, fixedOf(position.averagePrice), price);
    const booked = pnlEntry(account, pnl, cash, null);
    const remaining = open - quantity;
    const released = remaining === 0n ? position.margin : (position.margin * quantity) / open;
    Object.assign(fill, {
      positionId: position.id,
      leverage: position.leverage,
      reason: "close",
      realizedPnl: booked.realized,
    });
    if (booked.entry) this.entries.push({ entry: booked.entry, fill });
    const write: PositionWrite = {
      id: position.id,
      accountId: account.id,
      symbol: position.symbol,
      side: position.side,
      quantity: formatFixed(remaining),
      averagePrice: position.averagePrice,
      leverage: position.leverage,
      margin: position.margin - released,
      realizedPnl: position.realizedPnl + booked.realized,
      closed: remaining === 0n,
      tick,
    };
    this.keep(write);
    return {
      realized: booked.realized,
      before: position,
      position: write.closed ? null : rowOf(write, position, this.now),
    };
  }

  /**
   * Writes the batch: one statement per table (arrays as parameters, unnested inside PostgreSQL).
   * The P&L entries, and the fills and events that name them, come last (lockEntriesAccounts).
   */
  async flush(tx: Tx) {
    const at = this.now.toISOString();
    const stamp = (tick: SQL) => sql`${at}::timestamptz + ${tick} * interval '1 microsecond'`;
    // Changed positions first: one the batch closes frees its instrument for one the batch opens.
    const changed = [...this.changed.values()];
    if (changed.length > 0) {
      await updatePositions(tx, changed, stamp(sql`v.tick`));
      // Margin or cash changed: the engine evaluates these accounts afresh (decision 0029).
      await forgetCloseOutPrices(tx, [...new Set(changed.map((row) => row.accountId))]);
    }
    if (this.opened.size > 0) await insertPositions(tx, [...this.opened.values()], stamp);
    const done = unnestRows(this.done, [
      ["copy_id", "copyId", "text"],
      ["job_seq", "jobSeq", "bigint"],
    ]);
    await tx.execute(sql`
      delete from mirror_tasks t using ${done} where t.copy_id = v.copy_id and t.job_seq = v.job_seq`);
    if (this.investors.size > 0) {
      // The investors' live updates, published after commit by the event relay (like
      // publishCopyChange), several to a row: not a row, a deletion and a NOTIFY per copy.
      const changes = [...this.investors].map(
        ([id, userId]) => ({ entity: "copies", op: "UPDATE", id, userId }) as const,
      );
      await tx.execute(sql`
        insert into change_events (payload) select unnest(${array(changePayloads(changes))}::text[])`);
    }
    // The copiers told of skips they can act on: one statement per trader fill (issue 31 point 13).
    for (const [job, skips] of this.skips) await addSkipNotifications(tx, job, skips);
    if (this.entries.length > 0) {
      const entries = this.entries.map(({ entry }) => entry);
      const shard = takeNextShard();
      await lockEntriesAccounts(tx, entries, shard);
      const entryIds = await postEntries(tx, entries, shard);
      for (const [i, { fill }] of this.entries.entries()) fill.entryId = entryIds[i]!;
    }
    const createdAt = { inputs: ["tick"], values: { created_at: stamp(sql`v.tick`) } };
    if (this.fills.length > 0)
      await tx.execute(insertRows("fills", this.fills, [...FILL_COLUMNS, TICK], createdAt));
    if (this.events.length > 0)
      await tx.execute(insertRows("copy_events", this.events, EVENT_COLUMNS, createdAt));
  }
}

/** The position row a write leaves, for the copy's next job in the same batch. */
function rowOf(write: PositionWrite, before: PositionRow | null, now: Date): PositionRow {
  return {
    id: write.id,
    accountId: write.accountId,
    symbol: write.symbol,
    side: write.side as PositionRow["side"],
    quantity: write.quantity,
    averagePrice: write.averagePrice,
    leverage: write.leverage,
    margin: write.margin,
    stopLoss: before?.stopLoss ?? null,
    takeProfit: before?.takeProfit ?? null,
    realizedPnl: write.realizedPnl,
    status: "open",
    closeReason: null,
    openedAt: before?.openedAt ?? now,
    closedAt: null,
    closeOutPrice: null,
    copyStopLossWatch: null,
    copyTakeProfitWatch: null,
  };
}

/**
 * Several P&L entries in one transaction: every ledger account they touch is locked first, in the
 * one fixed order (lockAccounts: users, then system accounts, by id), the system accounts on the
 * one `shard` all the batch's entries are posted on (postEntries). postEntry picks a shard per
 * entry, so two batches posting entry by entry took shards crosswise and deadlocked (seen with 20
 * workers on PostgreSQL); locking every shard instead made every batch with entries wait for the
 * one before it (decision 0026).
 */
async function lockEntriesAccounts(tx: Tx, entries: EntryInput[], shard: number) {
  const refs: AccountRef[] = [];
  for (const { postings } of entries)
    for (const { account } of postings)
      refs.push("system" in account ? { system: account.system, shard } : account);
  await lockAccounts(tx, refs);
}

/** The batch's k-th job: the input of its rows' times (BatchWrites' `stamp`). */
const TICK: UnnestColumn<{ tick: number }> = ["tick", "tick", "int"];

const EVENT_COLUMNS: readonly UnnestColumn<EventInsert>[] = [
  ["id", "id", "text"],
  ["copy_id", "copyId", "text"],
  ["kind", "kind", "text"],
  ["trader_fill_id", "traderFillId", "text"],
  ["copy_fill_id", "copyFillId", "text"],
  ["reason", "reason", "text"],
  ["symbol", "symbol", "text"],
  ["side", "side", "text"],
  ["trader_quantity", "traderQuantity", "numeric"],
  ["trader_price", "traderPrice", "numeric"],
  ["quantity", "quantity", "numeric"],
  ["price", "price", "numeric"],
  TICK,
];

/** A position's last state in a batch (PositionWrite: id, quantity, average, margin, P&L, closed, tick). */
const POSITION_CHANGE_COLUMNS: readonly UnnestColumn<PositionWrite>[] = [
  ["id", "id", "text"],
  ["quantity", "quantity", "numeric"],
  ["average_price", "averagePrice", "numeric"],
  ["leverage", "leverage", "int"],
  ["margin", "margin", "bigint"],
  ["realized_pnl", "realizedPnl", "bigint"],
  ["closed", "closed", "boolean"],
  TICK,
];

/** Inserts the positions the batch opened, in their last state (closed by a later job of the batch, some). */
async function insertPositions(tx: Tx, rows: PositionWrite[], stamp: (tick: SQL) => SQL) {
  const opened = rows.map((row) => ({ ...row, openedTick: row.openedTick ?? row.tick }));
  const columns: readonly UnnestColumn<(typeof opened)[number]>[] = [
    ...POSITION_CHANGE_COLUMNS,
    ["account_id", "accountId", "text"],
    ["symbol", "symbol", "text"],
    ["side", "side", "text"],
    ["opened_tick", "openedTick", "int"],
  ];
  const status = {
    inputs: ["closed", "tick", "opened_tick"],
    values: {
      status: sql`case when v.closed then 'closed' else 'open' end`,
      close_reason: sql`case when v.closed then 'close' end`,
      opened_at: stamp(sql`v.opened_tick`),
      closed_at: sql`case when v.closed then ${stamp(sql`v.tick`)} end`,
    },
  };
  await tx.execute(insertRows("positions", opened, columns, status));
}

/** Sets each position's quantity, average, margin and P&L in one statement; `closed` closes it. */
async function updatePositions(tx: Tx, rows: PositionWrite[], closedAt: SQL) {
  await tx.execute(sql`
    update positions p
    set quantity = v.quantity, average_price = v.average_price, leverage = v.leverage, margin = v.margin,
        realized_pnl = v.realized_pnl,
        status = case when v.closed then 'closed' else 'open' end,
        close_reason = case when v.closed then 'close' end,
        closed_at = case when v.closed then ${closedAt} end
    from ${unnestRows(rows, POSITION_CHANGE_COLUMNS)}
    where p.id = v.id`);
}
