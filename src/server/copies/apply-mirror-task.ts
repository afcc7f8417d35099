import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { copySkipReasons } from "../../shared/schemas/copies";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide } from "../../shared/schemas/trading";
import {
  copyCloseQuantity,
  copyQuantity,
  type Fixed,
  formatFixed,
  marginCents,
  notionalCents,
} from "../../shared/trading-math";
import type { Runner, Tx } from "../db/client";
import { mirrorTasks } from "../db/schema";
import { fixedOf, type PositionRow } from "../trading/account-figures";
import { closeByOrder, increasePosition } from "../trading/apply-fill";
import { fillPrice, type QuoteSource } from "../trading/quote-source";
import type { InstrumentRow } from "../trading/to-instrument";
import { figuresAt, openPositionsOf } from "../trading/trading-account";
import { usableQuote } from "../trading/usable-quotes";
import { withLockedCopy } from "./copy-store";

type SkipReason = (typeof copySkipReasons)[number];

/** A queued trader fill with what the sizing needs (mirror_jobs joined to the fill). */
export interface MirrorJob {
  seq: bigint;
  traderFillId: string;
  symbol: string;
  /** The fill's side: what the trader bought or sold. */
  side: OrderSide;
  quantity: Fixed;
  price: Fixed;
  leverage: number;
  /** Whether the fill opened or added to the trader's position (else it reduced or closed it). */
  opening: boolean;
  equityBefore: bigint;
  quantityBefore: Fixed;
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

/** The jobs `seqs` with their trader fills. */
export async function loadMirrorJobs(db: Runner, seqs: bigint[]): Promise<MirrorJob[]> {
  if (seqs.length === 0) return [];
  const result = await db.execute(sql`
    select j.seq::text as seq, j.trader_fill_id, j.trader_equity_before::text as equity_before,
           j.trader_quantity_before::text as quantity_before, f.symbol, f.side, f.quantity::text as quantity,
           f.price::text as price, f.leverage, p.side as position_side
    from mirror_jobs j
    join fills f on f.id = j.trader_fill_id
    join positions p on p.id = f.position_id
    where j.seq in (${sql.join(
      seqs.map((seq) => sql`${seq.toString()}::bigint`),
      sql`, `,
    )})`);
  return (result.rows as Record<string, string | number>[]).map((row) => ({
    seq: BigInt(row.seq as string),
    traderFillId: row.trader_fill_id as string,
    symbol: row.symbol as string,
    side: row.side as OrderSide,
    quantity: fixedOf(row.quantity as string),
    price: fixedOf(row.price as string),
    leverage: Number(row.leverage),
    opening: row.side === row.position_side,
    equityBefore: BigInt(row.equity_before as string),
    quantityBefore: fixedOf(row.quantity_before as string),
  }));
}

/**
 * Applies one trader fill to one copy (DESIGN.md section 8, decision 0018), in one transaction
 * holding the task's row lock (SKIP LOCKED: a task another worker holds is left to it) and the
 * copy account's lock: the copy's fill, its copy event and the task's deletion commit together,
 * so each (copy, trader fill) happens exactly once, whatever crashes.
 *
 * - Opens and adds: quantity = trader quantity x copy equity now / trader equity before the fill,
 *   floored to the lot step; skipped (and recorded) when the copy is paused, the instrument is
 *   disabled, the copy's quote is not usable (live copies need a fresh exchange quote), the value
 *   is below the instrument's minimum notional (never rounded up) or the margin does not fit.
 * - Reduces and closes: the same fraction of the copy's position (all of it when the trader closed
 *   all), also on a paused copy; 'no-position' when the copy holds none.
 * The copy fills at its own quote (buy at ask, sell at bid); its event keeps both prices.
 */
export async function applyMirrorTask(
  db: Runner,
  market: QuoteSource,
  job: MirrorJob,
  instrument: InstrumentRow,
  task: MirrorTaskRef,
  quotes: ReadonlyMap<string, Quote>,
): Promise<MirrorOutcome> {
  // The copy's account, then its row: the locks every change to a copy takes (stopping it too).
  return withLockedCopy(
    db,
    (tx) => holdTask(tx, task),
    "gone",
    async (tx, { copy, account }) => {
      const done = async (event: CopyEventValues): Promise<MirrorOutcome> => {
        await finishTask(tx, job, task, copy.investorId, event);
        return event.kind;
      };
      const skip = (reason: SkipReason) => done({ kind: "skipped", reason });

      if (copy.status === "stopped") {
        await deleteTask(tx, task);
        return "discarded";
      }
      const mode = account.mode as "live" | "practice";
      const quote = usableQuote(quotes.get(job.symbol), mode);
      const step = fixedOf(instrument.lotStep);
      let open = await openPositionsOf(tx, account.id);

      if (!job.opening) {
        const traderSide: OrderSide = job.side === "buy" ? "sell" : "buy";
        const position = open.find((row) => row.symbol === job.symbol && row.side === traderSide);
        if (!position) return skip("no-position");
        // Closes always mirror: without a usable quote now, the task waits for one.
        if (!quote) return "deferred";
        const quantity = copyCloseQuantity(
          job.quantity,
          job.quantityBefore,
          fixedOf(position.quantity),
          step,
        );
        if (quantity === 0n) return skip("below-minimum");
        const price = fillPrice(quote, job.side);
        const closed = await closeByOrder(tx, account, position, quantity, price, null);
        return done({ kind: "mirrored", copyFillId: closed.fill.id, quantity, price });
      }

      if (copy.status === "paused") return skip("paused");
      if (!instrument.enabled) return skip("instrument-disabled");
      if (!quote) return skip("market-data-stale");
      const price = fillPrice(quote, job.side);

      // The copy should hold nothing against the trader's new side; a position left from before
      // (the copy started against it) closes first, as the trader's own order would have.
      const against = open.find((row) => row.symbol === job.symbol && row.side !== job.side);
      if (against) {
        await closeByOrder(tx, account, against, fixedOf(against.quantity), price, null);
        open = open.filter((row) => row.id !== against.id);
      }

      const figures = await figuresAt(tx, market, account.id, open, new Map(quotes));
      const quantity = copyQuantity(job.quantity, figures.equity, job.equityBefore, step);
      const notional = notionalCents(job.symbol, quantity, price);
      if (quantity === 0n || notional < instrument.minNotional) return skip("below-minimum");
      const margin = marginCents(notional, job.leverage);
      if (margin > figures.freeMargin) return skip("insufficient-margin");
      const same: PositionRow | null = open.find((row) => row.symbol === job.symbol) ?? null;
      const increased = await increasePosition(tx, {
        account,
        position: same,
        symbol: job.symbol,
        side: job.side,
        quantity,
        price,
        leverage: job.leverage,
        margin,
        actorId: null,
      });
      return done({ kind: "mirrored", copyFillId: increased.fill.id, quantity, price });
    },
  );
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
      values (${randomUUID()}, ${ref.copyId}, ${event.kind}, ${job.traderFillId}, ${event.copyFillId ?? null},
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

export async function deleteTask(tx: Runner, ref: MirrorTaskRef): Promise<void> {
  await tx
    .delete(mirrorTasks)
    .where(and(eq(mirrorTasks.copyId, ref.copyId), eq(mirrorTasks.jobSeq, ref.jobSeq)));
}
