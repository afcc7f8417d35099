import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { executePrepared } from "../db/prepared";
import { EVENTS_CHANNEL } from "./event-bus";

/** How often the relay looks for changes nobody kicked it for. */
export const EVENT_RELAY_IDLE_MS = 100;

/** Publications start at most this often (under load, one per request would cost a lot). */
const KICK_COALESCE_MS = 10;

/** Changes published per statement; a full batch means more may wait, so the relay goes again. */
const BATCH = 500;

export interface EventRelay {
  /** Publish soon: something may just have committed changes (called after every mutating request). */
  kick(): void;
  close(): Promise<void>;
}

/**
 * Publishes the changes the realtime triggers record in change_events (migration 0009) on the
 * ste_events channel: one statement takes a batch (SKIP LOCKED, so instances share the work and
 * publish each change once), deletes it and notifies, so the changes and their removal commit
 * together. It runs when kicked and otherwise every `idleMs`, for changes made elsewhere (another
 * instance that stopped, a script).
 */
export function startEventRelay(db: Runner, idleMs: number, onError: (error: unknown) => void): EventRelay {
  let closed = false;
  let wanted = false;
  let lastStart = 0;
  let current: Promise<void> | undefined;
  let idle: NodeJS.Timeout | undefined;
  let delayed: NodeJS.Timeout | undefined;

  // Starts a publication when one is wanted, none is running and the last one started at least
  // KICK_COALESCE_MS ago: a lone change goes out at once, a busy server publishes in batches.
  const pump = () => {
    if (closed || current || delayed || !wanted) return;
    const wait = lastStart + KICK_COALESCE_MS - Date.now();
    if (wait > 0) {
      delayed = setTimeout(() => {
        delayed = undefined;
        pump();
      }, wait);
      return;
    }
    wanted = false;
    lastStart = Date.now();
    current = drain()
      .catch(onError)
      .finally(() => {
        current = undefined;
        pump();
        clearTimeout(idle);
        if (!closed) idle = setTimeout(kick, idleMs).unref();
      });
  };
  const kick = () => {
    wanted = true;
    pump();
  };
  const drain = async () => {
    while ((await publishBatch(db)) === BATCH && !closed) {}
  };
  idle = setTimeout(kick, idleMs).unref();
  return {
    kick,
    async close() {
      closed = true;
      clearTimeout(idle);
      clearTimeout(delayed);
      await current;
    },
  };
}

/**
 * Publishes up to BATCH recorded changes, oldest first; returns how many.
 *
 * The statement commits asynchronously (`synchronous_commit` off for its own implicit transaction
 * only): it does not wait for its WAL flush, so it neither queues behind the money transactions'
 * flushes nor adds one of its own to theirs. Nothing is lost by that: the notifications go out at
 * commit either way, and if PostgreSQL crashed before the flush, the deletion is undone and those
 * changes are published again (listeners drop caches on a reconnect anyway; a repeated change
 * only makes them refetch).
 *
 * Prepared: it runs after nearly every mutating request, and as an unnamed statement it was
 * planned afresh each time, which took longer than running it.
 */
export async function publishBatch(db: Runner): Promise<number> {
  const rows = await executePrepared(
    db,
    sql`
    with batch as (
      delete from change_events
      where id in (select id from change_events order by id limit ${BATCH} for update skip locked)
      returning id, payload
    )
    select count(*)::int as published
    from (select pg_notify(${EVENTS_CHANNEL}, payload) from batch order by id) as sent,
         (select set_config('synchronous_commit', 'off', true)) as async_commit`,
  );
  return Number((rows[0] as { published?: number } | undefined)?.published ?? 0);
}
