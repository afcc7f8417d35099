import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";

/** Jobs expanded per statement (each into one task per copy of its trader). */
const JOBS_PER_ROUND = 50;

/**
 * Turns queued trader fills (mirror_jobs) into one mirror task per copy of that trader and mode
 * that is not stopped and existed when the fill was made (a copy created later opened the trader's
 * positions as they were then, so it never gets an older fill), with one INSERT ... SELECT.
 *
 * One expander at a time (a transaction-scoped advisory lock; the others wait for it, then find
 * the jobs expanded and the tasks there to take): jobs are expanded in their order, so a copy's tasks appear in the order of the trader's fills and a
 * worker applying a copy's lowest task never overtakes a fill still being expanded. A job's tasks
 * are inserted by the statement that marks it expanded, so none is inserted twice: a plain insert
 * (with ON CONFLICT DO NOTHING each row was a speculative insertion, a third more WAL records).
 * Returns how many jobs were expanded.
 */
export async function expandMirrorJobs(db: Runner): Promise<number> {
  let total = 0;
  for (;;) {
    // Most rounds find nothing to expand: they take no lock.
    const pending = await db.execute(sql`select 1 from mirror_jobs where expanded_at is null limit 1`);
    if (pending.rows.length === 0) return total;
    const expanded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mirror_jobs_expand'))`);
      const result = await tx.execute(sql`
        with jobs as (
          select j.seq, j.created_at, a.user_id, a.mode
          from mirror_jobs j
          join fills f on f.id = j.trader_fill_id
          join trading_accounts a on a.id = f.account_id
          where j.expanded_at is null
          order by j.seq
          limit ${JOBS_PER_ROUND}
          for update of j skip locked
        ),
        tasks as (
          insert into mirror_tasks (job_seq, copy_id)
          select jobs.seq, c.id
          from jobs
          join copies c on c.trader_id = jobs.user_id and c.mode = jobs.mode
          where c.status <> 'stopped' and c.created_at <= jobs.created_at
        )
        update mirror_jobs set expanded_at = now()
        where seq in (select seq from jobs)
        returning seq`);
      return result.rows.length;
    });
    total += expanded;
    if (expanded < JOBS_PER_ROUND) return total;
  }
}
