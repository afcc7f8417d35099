import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";

/**
 * Takes or renews the price loop's lease for `holder` (one statement, atomic under concurrency:
 * the conflicting row is locked and the condition re-checked). True when `holder` now holds it:
 * it held it already, nobody did, or the previous holder's lease has expired.
 */
export async function claimPollerLease(
  db: Runner,
  holder: string,
  ttlMs: number,
  name = "quotes",
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into market_poller_lease (name, holder, expires_at)
    values (${name}, ${holder}, now() + make_interval(secs => ${ttlMs / 1000}))
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where market_poller_lease.holder = excluded.holder or market_poller_lease.expires_at < now()
    returning holder`);
  return result.rows.length === 1;
}

/** Gives the lease up at once (orderly shutdown), so another instance takes over on its next tick. */
export async function releasePollerLease(db: Runner, holder: string, name = "quotes"): Promise<void> {
  await db.execute(sql`delete from market_poller_lease where name = ${name} and holder = ${holder}`);
}
