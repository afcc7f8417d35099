import { and, eq, sql } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide } from "../../shared/schemas/trading";
import { type Fixed, formatFixed } from "../../shared/trading-math";
import type { Runner, Tx } from "../db/client";
import { rowId } from "../db/row-id";
import { mirrorTasks } from "../db/schema";
import { addSkipNotifications } from "../notifications/add-notification";
import { fixedOf } from "../trading/account-figures";
import { closeByOrder, increasePosition, notCopied } from "../trading/apply-fill";
import { fillPrice, type QuoteSource } from "../trading/quote-source";
import type { InstrumentRow } from "../trading/to-instrument";
import { cashOf, openPositionsOf, withQuotesFor } from "../trading/trading-account";
import { withLockedCopy } from "./copy-store";
import { type CopyState, decideMirror, type MirrorJob, type SkipReason } from "./decide-mirror";

export type { MirrorJob };

/** A queued trader fill and the trader's account that made it (its copies are that account's trader's, in its mode). */
export interface QueuedMirrorJob extends MirrorJob {
  traderAccountId: string;
}

/** One copy's pending task. */
export interface MirrorTaskRef {
  copyId: string;
  jobSeq: bigint;
}

/**
 * What happened to a task: 'mirrored' or 'skipped' (a copy event was recorded), 'discarded' (the
 * copy has stopped: nothing to mirror), 'gone' (another worker holds or has done it), 'deferred'
 * (a close with no usable quote right now: it stays queued, and the copy's later fills wait).
 */
export type MirrorOutcome = "mirrored" | "skipped" | "discarded" | "gone" | "deferred";

/** A row of loadMirrorJobs' query (numbers as text, the fill's and its position's sides as the columns hold them). */
interface MirrorJobRow {
  seq: string;
  trader_fill_id: string;
  equity_before: string;
  quantity_before: string;
  symbol: string;
  side: OrderSide;
  quantity: string;
  price: string;
  leverage: number | string;
  position_side: OrderSide;
  filled_at: string | Date;
  account_id: string;
}

/** The jobs `seqs` with their trader fills. */
export async function loadMirrorJobs(db: Runner, seqs: bigint[]): Promise<QueuedMirrorJob[]> {
  if (seqs.length === 0) return [];
  const result = await db.execute(sql`
    select j.seq::text as seq, j.trader_fill_id, j.trader_equity_before::text as equity_before,
           j.trader_quantity_before::text as quantity_before, f.symbol, f.side, f.quantity::text as quantity,
           f.price::text as price, f.leverage, p.side as position_side, f.created_at as filled_at,
           f.account_id
    from mirror_jobs j
    join fills f on f.id = j.trader_fill_id
    join positions p on p.id = f.position_id
    where j.seq in (${sql.join(
      seqs.map((seq) => sql`${seq.toString()}::bigint`),
      sql`, `,
    )})`);
  const rows = result.rows as unknown as MirrorJobRow[];
  return rows.map((row) => ({
    seq: BigInt(row.seq),
    traderFillId: row.trader_fill_id,
    symbol: row.symbol,
    side: row.side,
    quantity: fixedOf(row.quantity),
    price: fixedOf(row.price),
    leverage: Number(row.leverage),
    opening: row.side === row.position_side,
    equityBefore: BigInt(row.equity_before),
    quantityBefore: fixedOf(row.quantity_before),
    filledAt: new Date(row.filled_at),
    traderAccountId: row.account_id,
  }));
}

/**
 * Applies one trader fill to one copy (decideMirror's rules, decision 0018), in one transaction
 * holding the task's row lock (SKIP LOCKED: a task another worker holds is left to it) and the
 * copy account's lock: the copy's fill, its copy event and the task's deletion commit together,
 * so each (copy, trader fill) happens exactly once, whatever crashes. The batch path
 * (applyMirrorBatch) leaves a copy here when it holds the other side from before: that position
 * closes first at the copy's quote, as the trader's own order would have closed it.
 */
export async function applyMirrorTask(
  db: Runner,
  market: QuoteSource,
  job: MirrorJob,
  instrument: InstrumentRow,
  task: MirrorTaskRef,
  quotes: ReadonlyMap<string, Quote>,
  staleMs: number,
): Promise<MirrorOutcome> {
  // The copy's account, then its row: the locks every change to a copy takes (stopping it too).
  return withLockedCopy(
    db,
    (tx) => holdTask(tx, task),
    "gone",
    async (tx, { copy, account }) => {
      const state = async (): Promise<CopyState> => {
        const open = await openPositionsOf(tx, account.id);
        return {
          status: copy.status,
          mode: account.mode,
          fixedMargin: copy.fixedMargin,
          cash: await cashOf(tx, account.id),
          open,
          quotes: await withQuotesFor(market, open, new Map(quotes)),
          now: await databaseNow(tx),
        };
      };
      let decision = decideMirror(job, instrument, await state(), staleMs);
      if (decision.kind === "close-against-first") {
        const quote = quotes.get(job.symbol)!;
        const { position } = decision;
        await closeByOrder(
          tx,
          account,
          position,
          fixedOf(position.quantity),
          fillPrice(quote, job.side),
          null,
          notCopied,
        );
        decision = decideMirror(job, instrument, await state(), staleMs);
      }
      switch (decision.kind) {
        case "discard":
          await deleteTask(tx, task);
          return "discarded";
        case "defer":
        case "close-against-first":
          return "deferred";
        case "skip":
          await finishTask(tx, job, task, copy.investorId, { kind: "skipped", reason: decision.reason });
          await addSkipNotifications(tx, job, [{ copyId: copy.id, reason: decision.reason }]);
          return "skipped";
        case "reduce":
        case "increase": {
          const { quantity, price } = decision;
          const filled =
            decision.kind === "reduce"
              ? await closeByOrder(tx, account, decision.position, quantity, price, null, notCopied)
              : await increasePosition(tx, {
                  account,
                  position: decision.position,
                  symbol: job.symbol,
                  side: job.side,
                  quantity,
                  price,
                  leverage: job.leverage,
                  margin: decision.margin,
                  actorId: null,
                  equityBefore: notCopied,
                });
          await finishTask(tx, job, task, copy.investorId, {
            kind: "mirrored",
            copyFillId: filled.fill.id,
            quantity,
            price,
          });
          return "mirrored";
        }
      }
    },
  );
}

/** The database's clock (the trader's fill was stamped by it). */
async function databaseNow(tx: Runner): Promise<Date> {
  const result = await tx.execute(sql`select now() as now`);
  return new Date((result.rows[0] as { now: string | Date }).now);
}

/** Locks the task (none if another worker holds it) and names its copy and the copy's account, in one statement. */
async function holdTask(tx: Tx, task: MirrorTaskRef): Promise<{ id: string; accountId: string } | undefined> {
  const held = await tx.execute(sql`
    select c.id, c.account_id from mirror_tasks t join copies c on c.id = t.copy_id
    where t.copy_id = ${task.copyId} and t.job_seq = ${task.jobSeq.toString()}::bigint
    for update of t skip locked`);
  const found = held.rows[0] as { id: string; account_id: string } | undefined;
  return found && { id: found.id, accountId: found.account_id };
}

interface CopyEventValues {
  kind: "mirrored" | "skipped";
  reason?: SkipReason;
  copyFillId?: string;
  quantity?: Fixed;
  price?: Fixed;
}

/** Records the copy event, deletes the task and tells the investor's screens, in the task's transaction. */
async function finishTask(
  tx: Tx,
  job: MirrorJob,
  ref: MirrorTaskRef,
  investorId: string,
  event: CopyEventValues,
) {
  // The event, the task's deletion and the investor's live update (the event relay publishes it
  // after commit, like publishCopyChange) in one statement.
  const optional = (value: Fixed | undefined) => (value === undefined ? null : formatFixed(value));
  await tx.execute(sql`
    with event as (
      insert into copy_events (id, copy_id, kind, trader_fill_id, copy_fill_id, reason, symbol, side,
                               trader_quantity, trader_price, quantity, price)
      values (${rowId()}, ${ref.copyId}, ${event.kind}, ${job.traderFillId}, ${event.copyFillId ?? null},
              ${event.reason ?? null}, ${job.symbol}, ${job.side}, ${formatFixed(job.quantity)}::numeric,
              ${formatFixed(job.price)}::numeric, ${optional(event.quantity)}::numeric, ${optional(event.price)}::numeric)
    ),
    done as (
      delete from mirror_tasks where copy_id = ${ref.copyId} and job_seq = ${ref.jobSeq.toString()}::bigint
    )
    insert into change_events (payload) values (${JSON.stringify({
      entity: "copies",
      op: "UPDATE",
      id: ref.copyId,
      userId: investorId,
    })})`);
}

async function deleteTask(tx: Runner, ref: MirrorTaskRef): Promise<void> {
  await tx
    .delete(mirrorTasks)
    .where(and(eq(mirrorTasks.copyId, ref.copyId), eq(mirrorTasks.jobSeq, ref.jobSeq)));
}
