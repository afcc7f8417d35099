import pino from "pino";

/**
 * Where the server's log lines go: standard output, written in batches of about 4 KB and at least
 * every 200 ms instead of one blocking write per line. The access log writes a line per request,
 * and a write per line was most of what a cached GET /api/v1/me cost (decision 0014). Lines still
 * pending are written synchronously when the process exits (pino registers that); only a SIGKILL
 * or a crash of Node itself can lose the last 200 ms of them.
 */
export function createLogDestination(): ReturnType<typeof pino.destination> {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 });
}
