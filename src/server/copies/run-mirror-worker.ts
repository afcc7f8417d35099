import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { instrumentOf } from "../trading/instrument-of";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import type { InstrumentRow } from "../trading/to-instrument";
import {
  applyMirrorTask,
  deleteTask,
  loadMirrorJobs,
  type MirrorJob,
  type MirrorTaskRef,
} from "./apply-mirror-task";
import { expandMirrorJobs } from "./expand-mirror-jobs";

export interface MirrorWorkerOptions {
  /** Tasks read per round (each applied in its own transaction). Default 100. */
  batch?: number;
  /** Told about a task that failed (it stays queued); without it the error is thrown. */
  onError?: (error: unknown) => void;
}

/**
 * One pass of the mirroring worker (decision 0018): expands queued trader fills into tasks, then
 * applies tasks in rounds until none is left that it can take. Each round reads up to `batch`
 * copies' lowest pending task (a copy applies its trader's fills in order), walking the copies from
 * a random point so that workers on other connections or instances start apart; each task is
 * applied in its own transaction, which skips a task another worker holds (SKIP LOCKED).
 * Safe to run anywhere, any number of times at once. Returns how many tasks it completed
 * (mirrored, skipped or discarded for a stopped copy).
 */
export async function runMirrorWorker(
  db: Runner,
  market: QuoteSource,
  options: MirrorWorkerOptions = {},
): Promise<number> {
  const batch = options.batch ?? 100;
  const jobs = new Map<bigint, MirrorJob>();
  const instruments = new Map<string, InstrumentRow>();
  let after: string = randomUUID();
  let wrapped = false;
  let completed = 0;
  for (;;) {
    await expandMirrorJobs(db);
    const tasks = await lowestTasks(db, after, batch);
    if (tasks.length === 0) {
      if (wrapped) return completed;
      wrapped = true;
      after = "";
      continue;
    }
    after = tasks.at(-1)!.copyId;

    const unknown = [...new Set(tasks.map((task) => task.jobSeq))].filter((seq) => !jobs.has(seq));
    for (const job of await loadMirrorJobs(db, unknown)) jobs.set(job.seq, job);
    const symbols = [...new Set(tasks.map((task) => jobs.get(task.jobSeq)!.symbol))];
    for (const symbol of symbols)
      if (!instruments.has(symbol)) instruments.set(symbol, await instrumentOf(db, symbol));
    const quotes = await quotesFor(market, symbols);

    let progressed = 0;
    for (const task of tasks) {
      const job = jobs.get(task.jobSeq)!;
      try {
        const outcome = await applyMirrorTask(db, market, job, instruments.get(job.symbol)!, task, quotes);
        if (outcome === "mirrored" || outcome === "skipped" || outcome === "discarded") progressed += 1;
      } catch (error) {
        // The copy already has its event for this fill: the task was done, only its row stayed.
        if (isUniqueViolation(error, "copy_events_one_per_trader_fill")) {
          await deleteTask(db, task);
          continue;
        }
        if (!options.onError) throw error;
        options.onError(error);
      }
    }
    completed += progressed;
    // Everything read is held by other workers or waits for a quote: leave it to them, or to the next pass.
    if (progressed === 0) return completed;
    wrapped = false;
  }
}

/**
 * Up to `limit` copies' lowest pending task, copies after `after` in id order (an index range scan
 * of mirror_tasks' primary key, copy_id then job_seq).
 */
async function lowestTasks(db: Runner, after: string, limit: number): Promise<MirrorTaskRef[]> {
  const result = await db.execute(sql`
    select distinct on (copy_id) copy_id, job_seq::text as job_seq
    from mirror_tasks
    where copy_id > ${after}
    order by copy_id, job_seq
    limit ${limit}`);
  return (result.rows as { copy_id: string; job_seq: string }[]).map((row) => ({
    copyId: row.copy_id,
    jobSeq: BigInt(row.job_seq),
  }));
}
