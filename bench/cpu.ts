/**
 * CPU time spent by a scenario, for a machine shared with other work: requests per second fall
 * with the load of other processes, CPU time per request much less. Samples /proc every 100 ms:
 * the given processes (the server, pgbench) and the PostgreSQL backends of the given database
 * (which pgbench opens and closes, hence the sampling: a process's time cannot be read after it
 * has exited). Linux only; elsewhere it measures nothing (0).
 */
import { readFileSync } from "node:fs";
import pg from "pg";

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms, or undefined when it is gone. */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime); the slice starts at field 3.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export interface CpuMeter {
  /** Ends the sampling; CPU ms of the server side (processes + backends) and of the database backends alone. */
  stop(): Promise<{ totalMs: number; databaseMs: number }>;
}

export async function meterCpu(
  serverUrl: string,
  database: string,
  pids: () => (number | undefined)[],
): Promise<CpuMeter> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const backends = new Set<number>();
  let known: number[] = [];
  const sample = async (initial: boolean) => {
    const result = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    for (const row of result.rows) backends.add(row.pid);
    known = [
      ...new Set([...known, ...backends, ...pids().filter((pid): pid is number => pid !== undefined)]),
    ];
    for (const pid of known) {
      const ms = cpuMs(pid);
      if (ms === undefined) continue;
      // A process first seen after the start began during the scenario: all its time counts.
      if (!first.has(pid)) first.set(pid, initial ? ms : 0);
      last.set(pid, ms);
    }
  };
  await sample(true);
  let running = true;
  const loop = (async () => {
    while (running) {
      await new Promise((ok) => setTimeout(ok, 100));
      await sample(false).catch(() => {});
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await sample(false).catch(() => {});
      await client.end();
      let totalMs = 0;
      let databaseMs = 0;
      for (const [pid, end] of last) {
        const spent = end - (first.get(pid) ?? 0);
        totalMs += spent;
        if (backends.has(pid)) databaseMs += spent;
      }
      return { totalMs, databaseMs };
    },
  };
}
