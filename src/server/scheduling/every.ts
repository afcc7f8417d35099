import type { FastifyInstance } from "fastify";

/**
 * Runs `task` every `ms` while the process runs, one run at a time (a tick that finds the previous
 * run still going is skipped). A failure is logged as a warning (`failure`) and the next tick tries
 * again. Returns the guarded `run` (to run it between ticks) and `stop`, which the caller calls from
 * its close hook.
 */
export function every(app: FastifyInstance, ms: number, failure: string, task: () => Promise<unknown>) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, failure);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
