import type { FastifyInstance } from "fastify";
import { runMirrorWorker } from "./run-mirror-worker";

/**
 * The mirroring loop (decision 0018), started with the app when MIRROR_POLL_MS > 0: every poll,
 * MIRROR_WORKERS passes of the worker at once, and the next poll after the last of them ends. Every
 * instance runs it (SKIP LOCKED shares the work between passes and instances); passes in flight
 * finish before the database closes.
 */
export function startMirrorLoop(app: FastifyInstance): void {
  const pollMs = app.config.mirrorPollMs;
  if (pollMs <= 0) return;
  const onError = (error: unknown) => app.log.warn({ err: error }, "mirroring");
  let closed = false;
  let current: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const workers = app.config.mirrorWorkers;
  const pass = (_: unknown, place: number) =>
    runMirrorWorker(app.db, app.market, { onError, staleMs: app.config.marketStaleMs, workers, place });
  const tick = () => {
    current = Promise.all(Array.from({ length: workers }, pass))
      .catch(onError)
      .finally(() => {
        current = undefined;
        if (!closed) timer = setTimeout(tick, pollMs).unref();
      });
  };
  timer = setTimeout(tick, pollMs).unref();
  app.addHook("preClose", async () => {
    closed = true;
    clearTimeout(timer);
    await current;
  });
}
