import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { instrumentOf } from "../trading/instrument-of";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import type { InstrumentRow } from "../trading/to-instrument";
import { applyMirrorBatch } from "./apply-mirror-batch";
import { applyMirrorTask, loadMirrorJobs, type QueuedMirrorJob } from "./apply-mirror-task";
import { expandMirrorJobs } from "./expand-mirror-jobs";

export interface MirrorWorkerOptions {
  /** Tasks (copy x trader fill) applied per transaction, at most (applyMirrorBatch). Default 2500. */
  batch?: number;
  /**
   * Passes running at once beside this one, itself included (MIRROR_WORKERS): a trader's fills are
   * split between them, each batch a 1/workers share of the tasks left (at least MIN_BATCH, at most
   * `batch`), so that they all work to the end instead of the last batches running alone. Default 1.
   */
  workers?: number;
  /**
   * This pass's place among them (0 to workers - 1): it starts with that trader's fills, so that
   * passes running at once work on different traders' copies instead of all on the first one's,
   * where all but one find every copy taken (decision 0031). Default 0.
   */
  place?: number;
  /** Trader fills of one trader applied together, at most (applyMirrorBatch). Default 20. */
  jobsPerBatch?: number;
  /** MARKET_STALE_MS: a copy applied within this of its trader's fill gets the trader's price. Default 10 s. */
  staleMs?: number;
  /** Told about a task that failed (it stays queued); without it the error is thrown. */
  onError?: (error: unknown) => void;
}

/** Trader fills looked at per round, oldest first. */
const JOBS_PER_ROUND = 50;

/** Fewer tasks than this per transaction cost more per copy than they gain by spreading (decision 0031). */
const MIN_BATCH = 500;

/**
 * One pass of the mirroring worker (decisions 0018 and 0026): expands queued trader fills into
 * tasks, then, oldest trader fill first (from its `place` on), applies the fills to their copies
 * in batches: up to `jobsPerBatch` fills of the same trader together, each batch a share of their
 * tasks left (`workers`), divided by the fills, copies per transaction (applyMirrorBatch), and one
 * by one the few a batch leaves (a copy holding the other side from before). A copy applies its trader's fills in order: a batch takes only the copies whose first
 * pending fill is among its fills. Safe to run anywhere, any number of times at once (SKIP LOCKED
 * shares the copies between workers and instances). Returns how many tasks it completed
 * (mirrored, skipped or discarded for a stopped copy).
 */
export async function runMirrorWorker(
  db: Runner,
  market: QuoteSource,
  options: MirrorWorkerOptions = {},
): Promise<number> {
  const limit = options.batch ?? 2500;
  const workers = options.workers ?? 1;
  const jobsPerBatch = options.jobsPerBatch ?? 20;
  const staleMs = options.staleMs ?? 10_000;
  const jobs = new Map<bigint, QueuedMirrorJob>();
  const instruments = new Map<string, InstrumentRow>();
  let completed = 0;
  for (;;) {
    await expandMirrorJobs(db);
    const pending = await pendingJobs(db, JOBS_PER_ROUND);
    const seqs = [...pending.keys()];
    if (seqs.length === 0) return completed;
    const unknown = seqs.filter((seq) => !jobs.has(seq));
    for (const job of await loadMirrorJobs(db, unknown)) jobs.set(job.seq, job);
    let progressed = 0;
    const groups = byTrader(
      seqs.map((seq) => jobs.get(seq)!),
      jobsPerBatch,
    );
    const first = (options.place ?? 0) % groups.length;
    for (const group of [...groups.slice(first), ...groups.slice(0, first)]) {
      const symbols = [...new Set(group.map((job) => job.symbol))];
      for (const symbol of symbols)
        if (!instruments.has(symbol)) instruments.set(symbol, await instrumentOf(db, symbol));
      const quotes = await quotesFor(market, symbols);
      const left = group.reduce((sum, job) => sum + pending.get(job.seq)!, 0);
      const share = Math.min(limit, Math.max(MIN_BATCH, Math.ceil(left / workers)));
      const copyLimit = Math.max(1, Math.floor(share / group.length));
      for (;;) {
        const batch = await guarded(options, () =>
          applyMirrorBatch(db, market, group, instruments, quotes, { limit: copyLimit, staleMs }),
        );
        if (!batch) break;
        progressed += batch.completed;
        for (const task of batch.oneByOne) {
          const job = jobs.get(task.jobSeq)!;
          const outcome = await guarded(options, () =>
            applyMirrorTask(db, market, job, instruments.get(job.symbol)!, task, quotes, staleMs),
          );
          if (outcome === "mirrored" || outcome === "skipped" || outcome === "discarded") progressed += 1;
        }
        if (batch.taken < copyLimit) break;
      }
    }
    completed += progressed;
    // Everything left is held by other workers or waits for a quote: leave it to them, or to the next pass.
    if (progressed === 0) return completed;
  }
}

/**
 * The jobs (in seq order) as groups of at most `size` jobs of the same trader's account, in
 * order; the groups ordered by their first job. A trader's copies are the same for each of its
 * fills, so one batch can take them all.
 */
function byTrader(jobs: readonly QueuedMirrorJob[], size: number): QueuedMirrorJob[][] {
  const groups: QueuedMirrorJob[][] = [];
  const filling = new Map<string, QueuedMirrorJob[]>();
  for (const job of jobs) {
    let group = filling.get(job.traderAccountId);
    if (!group || group.length >= size) {
      group = [];
      groups.push(group);
      filling.set(job.traderAccountId, group);
    }
    group.push(job);
  }
  return groups;
}

/** Runs `work`; a failure goes to `onError` (the tasks stay queued) or is thrown without it. */
async function guarded<T>(options: MirrorWorkerOptions, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!options.onError) throw error;
    options.onError(error);
    return undefined;
  }
}

/** The oldest trader fills that still have copies to reach, each with its number of tasks left, in order. */
async function pendingJobs(db: Runner, limit: number): Promise<Map<bigint, number>> {
  const result = await db.execute(sql`
    select job_seq, count(*)::int as tasks from mirror_tasks group by job_seq order by job_seq limit ${limit}`);
  const rows = result.rows as { job_seq: string | number | bigint; tasks: number }[];
  return new Map(rows.map((row) => [BigInt(row.job_seq), Number(row.tasks)]));
}
