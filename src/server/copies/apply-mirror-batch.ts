import { randomUUID } from "node:crypto";
import { and, type Column, eq, type SQL, sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import type { TradingMode } from "../../shared/schemas/trading";
import { averageEntry, formatFixed, pnlCents } from "../../shared/trading-math";
import type { Runner, Tx } from "../db/client";
import {
  copies,
  type copyEvents,
  type fills,
  ledgerAccounts,
  positions,
  tradingAccounts,
} from "../db/schema";
import { type AccountRef, accountId, takeNextShard, tradingCash } from "../ledger/accounts";
import { type EntryInput, lockAccounts, postEntries } from "../ledger/post-entry";
import { addSkipNotifications } from "../notifications/add-notification";
import { fixedOf, type PositionRow } from "../trading/account-figures";
import { pnlEntry } from "../trading/apply-fill";
import { forgetCloseOutPrices } from "../trading/close-out-prices";
import type { QuoteSource } from "../trading/quote-source";
import type { InstrumentRow } from "../trading/to-instrument";
import { withQuotesFor } from "../trading/trading-account";
import type { MirrorTaskRef } from "./apply-mirror-task";
import { decideMirror, type MirrorDecision, type MirrorJob } from "./decide-mirror";

/** What one batch did: tasks taken, tasks completed, and tasks left to the one-by-one path. */
export interface MirrorBatchResult {
  taken: number;
  completed: number;
  oneByOne: MirrorTaskRef[];
}

/**
 * Applies one trader fill to up to `limit` copies in one transaction (issue 30 point 1, decision
 * 0023): the tasks whose copy has no earlier fill pending are taken with SKIP LOCKED (other workers
 * and instances take other copies), the copies' accounts and rows locked in id order, their cash
 * and positions read in one statement each, every copy decided by the rules of decideMirror, and
 * the outcome written as multi-row statements: positions opened and changed, fills, copy events,
 * the tasks deleted and the investors' live updates. Copies, fills, events and task deletions
 * commit together, so each (copy, trader fill) happens exactly once, whatever crashes. A copy that
 * holds the other side from before is left to applyMirrorTask (`oneByOne`); a close without a usable
 * quote stays queued.
 */
export async function applyMirrorBatch(
  db: Runner,
  market: QuoteSource,
  job: MirrorJob,
  instrument: InstrumentRow,
  quotes: ReadonlyMap<string, Quote>,
  options: { limit: number; staleMs: number },
): Promise<MirrorBatchResult> {
  return db.transaction(async (tx) => {
    const held = await holdReadyTasks(tx, job.seq, options.limit);
    if (held.tasks.length === 0) return { taken: 0, completed: 0, oneByOne: [] };
    const copyIds = held.tasks.map((task) => task.copyId);
    const accounts = await tx
      .select()
      .from(tradingAccounts)
      .where(
        anyOf(
          tradingAccounts.id,
          held.tasks.map((task) => task.accountId),
        ),
      )
      .orderBy(tradingAccounts.id)
      .for("update");
    const copyRows = await tx
      .select({
        id: copies.id,
        status: copies.status,
        fixedMargin: copies.fixedMargin,
        investorId: copies.investorId,
        accountId: copies.accountId,
      })
      .from(copies)
      .where(anyOf(copies.id, copyIds))
      .orderBy(copies.id)
      .for("update");
    const accountById = new Map(accounts.map((account) => [account.id, account]));
    const openByAccount = await openPositionsByAccount(tx, [...accountById.keys()]);
    const cashByAccount = await cashByTradingAccount(tx, [...accountById.keys()]);
    const allOpen = [...openByAccount.values()].flat();
    const marks = await withQuotesFor(market, allOpen, new Map(quotes));

    const writes = new BatchWrites(job, held.now);
    const oneByOne: MirrorTaskRef[] = [];
    for (const copy of copyRows) {
      const account = accountById.get(copy.accountId)!;
      const decision = decideMirror(
        job,
        instrument,
        {
          status: copy.status,
          mode: account.mode,
          fixedMargin: copy.fixedMargin,
          cash: cashByAccount.get(account.id) ?? 0n,
          open: openByAccount.get(account.id) ?? [],
          quotes: marks,
          now: held.now,
        },
        options.staleMs,
      );
      if (decision.kind === "close-against-first") oneByOne.push({ copyId: copy.id, jobSeq: job.seq });
      else if (decision.kind !== "defer")
        writes.add(copy, account, decision, cashByAccount.get(account.id) ?? 0n);
    }
    await writes.flush(tx);
    return { taken: held.tasks.length, completed: writes.completed, oneByOne };
  });
}

/** The job's tasks whose copy has no earlier task pending (a copy applies its trader's fills in order), locked. */
async function holdReadyTasks(tx: Tx, jobSeq: bigint, limit: number) {
  const result = await tx.execute(sql`
    select t.copy_id, c.account_id, now() as now
    from mirror_tasks t
    join copies c on c.id = t.copy_id
    where t.job_seq = ${jobSeq.toString()}::bigint
      and not exists (
        select 1 from mirror_tasks e where e.copy_id = t.copy_id and e.job_seq < t.job_seq
      )
    order by t.copy_id
    limit ${limit}
    for update of t skip locked`);
  const rows = result.rows as { copy_id: string; account_id: string; now: string | Date }[];
  return {
    tasks: rows.map((row) => ({ copyId: row.copy_id, accountId: row.account_id })),
    now: new Date(rows[0]?.now ?? Date.now()),
  };
}

async function openPositionsByAccount(tx: Tx, accountIds: string[]): Promise<Map<string, PositionRow[]>> {
  const rows = await tx
    .select()
    .from(positions)
    .where(and(anyOf(positions.accountId, accountIds), eq(positions.status, "open")))
    .orderBy(positions.openedAt, positions.id);
  const byAccount = new Map<string, PositionRow[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  return byAccount;
}

async function cashByTradingAccount(tx: Tx, accountIds: string[]): Promise<Map<string, bigint>> {
  const ledgerIds = new Map(accountIds.map((id) => [accountId(tradingCash(id)), id]));
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(anyOf(ledgerAccounts.id, [...ledgerIds.keys()]));
  return new Map(rows.map((row) => [ledgerIds.get(row.id)!, row.balance]));
}

type PositionInsert = typeof positions.$inferInsert;
type FillInsert = typeof fills.$inferInsert;
type EventInsert = typeof copyEvents.$inferInsert;
interface PositionChange {
  id: string;
  accountId: string;
  quantity: string;
  averagePrice: string;
  leverage: number;
  margin: bigint;
  realizedPnl: bigint;
  closed: boolean;
}

/** The rows one batch writes, gathered copy by copy and written as multi-row statements. */
class BatchWrites {
  private readonly opened: PositionInsert[] = [];
  private readonly changed: PositionChange[] = [];
  private readonly fills: FillInsert[] = [];
  private readonly events: EventInsert[] = [];
  /** The P&L entries of reduces, each with the fill it books (which names the entry). */
  private readonly entries: { entry: EntryInput; fill: FillInsert }[] = [];
  private readonly done: string[] = [];
  private readonly investors: { copyId: string; investorId: string }[] = [];
  completed = 0;

  constructor(
    private readonly job: MirrorJob,
    private readonly now: Date,
  ) {}

  add(
    copy: { id: string; investorId: string },
    account: { id: string; mode: TradingMode },
    decision: Exclude<MirrorDecision, { kind: "defer" } | { kind: "close-against-first" }>,
    cash: bigint,
  ) {
    this.done.push(copy.id);
    this.completed += 1;
    if (decision.kind === "discard") return;
    this.investors.push({ copyId: copy.id, investorId: copy.investorId });
    const { job } = this;
    const event: EventInsert = {
      id: randomUUID(),
      copyId: copy.id,
      kind: decision.kind === "skip" ? "skipped" : "mirrored",
      traderFillId: job.traderFillId,
      reason: decision.kind === "skip" ? decision.reason : null,
      symbol: job.symbol,
      side: job.side,
      traderQuantity: formatFixed(job.quantity),
      traderPrice: formatFixed(job.price),
      createdAt: this.now,
    };
    this.events.push(event);
    if (decision.kind === "skip") return;

    const fill: FillInsert = {
      id: randomUUID(),
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
      actorId: null,
      createdAt: this.now,
    };
    Object.assign(event, { copyFillId: fill.id, quantity: fill.quantity, price: fill.price });
    this.fills.push(fill);

    if (decision.kind === "increase") {
      const { position, quantity, price, margin } = decision;
      if (!position) {
        const id = randomUUID();
        fill.positionId = id;
        this.opened.push({
          id,
          accountId: account.id,
          symbol: job.symbol,
          side: job.side,
          quantity: formatFixed(quantity),
          averagePrice: formatFixed(price),
          leverage: job.leverage,
          margin,
          openedAt: this.now,
        });
        return;
      }
      const open = fixedOf(position.quantity);
      fill.positionId = position.id;
      this.changed.push({
        id: position.id,
        accountId: account.id,
        quantity: formatFixed(open + quantity),
        averagePrice: formatFixed(averageEntry(open, fixedOf(position.averagePrice), quantity, price)),
        leverage: job.leverage,
        margin: position.margin + margin,
        realizedPnl: position.realizedPnl,
        closed: false,
      });
      return;
    }

    // A reduce: the realized P&L booked (negative-balance protection as for any close), margin released pro rata.
    const { position, quantity, price } = decision;
    const side = position.side;
    const open = fixedOf(position.quantity);
    const pnl = pnlCents(position.symbol, side, quantity, fixedOf(position.averagePrice), price);
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
    this.changed.push({
      id: position.id,
      accountId: account.id,
      quantity: formatFixed(remaining),
      averagePrice: position.averagePrice,
      leverage: position.leverage,
      margin: position.margin - released,
      realizedPnl: position.realizedPnl + booked.realized,
      closed: remaining === 0n,
    });
  }

  /**
   * Writes the batch: one statement per table (arrays as parameters, unnested inside PostgreSQL).
   * The P&L entries, and the fills and events that name them, come last: the entries lock every
   * shard of the system accounts, which every other batch with entries (and the engine's closes)
   * waits for until this one commits.
   */
  async flush(tx: Tx) {
    const { job, now } = this;
    const at = now.toISOString();
    if (this.opened.length > 0) {
      const rows = this.opened;
      await tx.execute(sql`
        insert into positions (id, account_id, symbol, side, quantity, average_price, leverage, margin, opened_at)
        select v.id, v.account_id, ${job.symbol}, ${job.side}, v.quantity, v.average_price, ${job.leverage}::int,
               v.margin, ${at}::timestamptz
        from unnest(${array(rows.map((row) => row.id))}::text[], ${array(rows.map((row) => row.accountId))}::text[],
                    ${array(rows.map((row) => row.quantity))}::numeric[], ${array(rows.map((row) => row.averagePrice))}::numeric[],
                    ${array(rows.map((row) => String(row.margin)))}::bigint[])
             as v (id, account_id, quantity, average_price, margin)`);
    }
    if (this.changed.length > 0) {
      await updatePositions(tx, this.changed, now);
      // Margin or cash changed: the engine evaluates these accounts afresh (decision 0029).
      await forgetCloseOutPrices(tx, [...new Set(this.changed.map((row) => row.accountId))]);
    }
    await tx.execute(sql`
      delete from mirror_tasks
      where job_seq = ${job.seq.toString()}::bigint and copy_id = any(${array(this.done)}::text[])`);
    if (this.investors.length > 0) {
      const rows = this.investors;
      // The investors' live updates (the event relay publishes them after commit, like publishCopyChange).
      await tx.execute(sql`
        insert into change_events (payload)
        select json_build_object('entity', 'copies', 'op', 'UPDATE', 'id', v.copy_id, 'userId', v.user_id)::text
        from unnest(${array(rows.map((row) => row.copyId))}::text[], ${array(rows.map((row) => row.investorId))}::text[])
             as v (copy_id, user_id)`);
    }
    // The copiers told of skips they can act on: one statement for the batch (issue 31 point 13).
    await addSkipNotifications(
      tx,
      job,
      this.events.flatMap((row) =>
        row.kind === "skipped" && row.reason ? [{ copyId: row.copyId, reason: row.reason }] : [],
      ),
    );
    if (this.entries.length > 0) {
      const entries = this.entries.map(({ entry }) => entry);
      const shard = takeNextShard();
      await lockEntriesAccounts(tx, entries, shard);
      const entryIds = await postEntries(tx, entries, shard);
      for (const [i, { fill }] of this.entries.entries()) fill.entryId = entryIds[i]!;
    }
    if (this.fills.length > 0) {
      const rows = this.fills;
      await tx.execute(sql`
        insert into fills (id, account_id, position_id, symbol, side, quantity, price, leverage, reason, realized_pnl,
                           entry_id, created_at)
        select v.id, v.account_id, v.position_id, ${job.symbol}, ${job.side}, v.quantity, v.price, v.leverage, v.reason,
               v.realized_pnl, v.entry_id, ${at}::timestamptz
        from unnest(${array(rows.map((row) => row.id))}::text[], ${array(rows.map((row) => row.accountId))}::text[],
                    ${array(rows.map((row) => row.positionId))}::text[], ${array(rows.map((row) => row.quantity))}::numeric[],
                    ${array(rows.map((row) => row.price))}::numeric[], ${array(rows.map((row) => row.leverage))}::int[],
                    ${array(rows.map((row) => row.reason))}::text[], ${array(rows.map((row) => String(row.realizedPnl)))}::bigint[],
                    ${array(rows.map((row) => row.entryId))}::text[])
             as v (id, account_id, position_id, quantity, price, leverage, reason, realized_pnl, entry_id)`);
    }
    if (this.events.length > 0) {
      const rows = this.events;
      await tx.execute(sql`
        insert into copy_events (id, copy_id, kind, trader_fill_id, copy_fill_id, reason, symbol, side,
                                 trader_quantity, trader_price, quantity, price, created_at)
        select v.id, v.copy_id, v.kind, ${job.traderFillId}, v.copy_fill_id, v.reason, ${job.symbol}, ${job.side},
               ${formatFixed(job.quantity)}::numeric, ${formatFixed(job.price)}::numeric, v.quantity, v.price,
               ${at}::timestamptz
        from unnest(${array(rows.map((row) => row.id))}::text[], ${array(rows.map((row) => row.copyId))}::text[],
                    ${array(rows.map((row) => row.kind))}::text[], ${array(rows.map((row) => row.copyFillId))}::text[],
                    ${array(rows.map((row) => row.reason))}::text[], ${array(rows.map((row) => row.quantity))}::numeric[],
                    ${array(rows.map((row) => row.price))}::numeric[])
             as v (id, copy_id, kind, copy_fill_id, reason, quantity, price)`);
    }
  }
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

/** An array bound as one parameter (not spread into a list), for unnest. */
const array = (values: readonly unknown[]) => sql.param(values);

/**
 * `column = any(values)` with the ids as one array parameter: inArray binds one parameter per id,
 * and building a statement of 1,000 parameters was most of the batch's time in Node.
 */
const anyOf = (column: Column, values: readonly string[]): SQL =>
  sql`${column} = any(${array(values)}::text[])`;

/** Sets each position's quantity, average, margin and P&L in one statement; `closed` closes it. */
async function updatePositions(tx: Tx, rows: PositionChange[], now: Date) {
  await tx.execute(sql`
    update positions p
    set quantity = v.quantity, average_price = v.average_price, leverage = v.leverage, margin = v.margin,
        realized_pnl = v.realized_pnl,
        status = case when v.closed then 'closed' else 'open' end,
        close_reason = case when v.closed then 'close' end,
        closed_at = case when v.closed then ${now.toISOString()}::timestamptz end
    from unnest(${array(rows.map((row) => row.id))}::text[], ${array(rows.map((row) => row.quantity))}::numeric[],
                ${array(rows.map((row) => row.averagePrice))}::numeric[], ${array(rows.map((row) => row.leverage))}::int[],
                ${array(rows.map((row) => String(row.margin)))}::bigint[],
                ${array(rows.map((row) => String(row.realizedPnl)))}::bigint[],
                ${array(rows.map((row) => row.closed))}::boolean[])
         as v (id, quantity, average_price, leverage, margin, realized_pnl, closed)
    where p.id = v.id`);
}
