import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Jobs expanded per statement (each into one task per copy of its trader). */
const JOBS_PER_ROUND = 50;

/**
 * Turns queued trader fills (mirror_jobs) into one mirror task per copy of that trader and mode
 * that is not stopped and existed when the fill was made (a copy created later opened the trader's
 * positions as they were then, so it never gets an older fill), with one INSERT ... SELECT.
 *
 * One expander at a time (a transaction-scoped advisory lock; the others skip this step): jobs are
 * expanded in their order, so a copy's tasks appear in the order of the trader's fills and a
 * worker applying a copy's lowest task never overtakes a fill still being expanded. Returns how
 * many jobs were expanded.
 */
export async function expandMirrorJobs(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const expanded = await db.transaction(async (tx) => {
      const lock = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext('mirror_jobs_expand')) as got`,
      );
      if (!(lock.rows[0] as { got: boolean }).got) return 0;
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
          on conflict do nothing
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
