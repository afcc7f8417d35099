import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { claimPollerLease, releasePollerLease } from "../market/claim-poller-lease";
import { every } from "../scheduling/every";
import { snapshotNav } from "./snapshot-nav";

/** How often an instance tries the lease and, holding it, snapshots what the hour still lacks. */
const CHECK_MS = 60_000;
const LEASE = "nav-snapshots";

/**
 * The hourly NAV snapshots: a thin scheduler over snapshotNav on the one instance holding the
 * 'nav-snapshots' lease (like the price loop's); started with the price loop (MARKET_POLL_MS > 0),
 * released on close. snapshotNav skips accounts already snapshotted this hour, so a minute's check
 * costs one query when there is nothing to do.
 */
export function startNavSnapshots(app: FastifyInstance): void {
  if (app.config.marketPollMs <= 0) return;
  const holder = randomUUID();
  const leaseMs = CHECK_MS * 3;
  const snapshots = every(app, CHECK_MS, "nav snapshots", async () => {
    if (await claimPollerLease(app.db, holder, leaseMs, LEASE)) await snapshotNav(app.db, app.market);
  });
  app.addHook("preClose", async () => {
    snapshots.stop();
    await releasePollerLease(app.db, holder, LEASE).catch(() => {});
  });
}
