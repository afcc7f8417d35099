/**
 * Issue 30 point 5's bench rows: the same trader fill into BENCH_INSTANCE_COPIES copies (2,000)
 * mirrored by one server instance (`mirror-one-instance`) and by two (`mirror-two-instances`),
 * side by side in one run. BENCH_ONLY with either name runs both.
 *
 * Three traders are seeded as the mirror row's (bench/mirroring.ts, `instance0-trader` to
 * `instance2-trader`, each copied by investors of its own). The instances are real server
 * processes on the bench's database, with the bench server's settings and their mirroring loop on
 * (MIRROR_POLL_MS = BENCH_INSTANCE_POLL_MS, 10: the loop's wait between passes, not the mirroring,
 * is what the default 200 ms would measure). Both start, one after the other, and mirror a first
 * fill unmeasured (fresh processes compile the mirroring code on their first batch; a running
 * instance is warm), then a second fill is timed with both, one of them is stopped and a third is
 * timed with the other.
 * Timed by timeMirroring from the trader's order until the queue is empty; each copy must then hold
 * exactly one fill and one copy event for its trader's fill (the row's non-2xx column counts the
 * copies that do not), and the bench's closing `ledger:verify` covers their entries.
 */
import { loadavg } from "node:os";
import pg from "pg";
import { type ServerProcess, startServer } from "../src/server/test/server-process";
import { cpuMs, meterCpu } from "./cpu";
import { type MirrorSeed, type MirrorTimes, seedMirroring, timeMirroring } from "./mirroring";
import type { Row } from "./row";
import { quantile } from "./trading";

export const INSTANCE_ROWS = ["mirror-one-instance", "mirror-two-instances"];

interface InstanceSeeds {
  warmup: MirrorSeed;
  one: MirrorSeed;
  two: MirrorSeed;
}

export async function seedInstanceMirroring(
  databaseUrl: string,
  options: { copies: number; log: (line: string) => void },
): Promise<InstanceSeeds> {
  const seed = (name: string) =>
    seedMirroring(databaseUrl, { users: options.copies, copies: options.copies, name, log: options.log });
  return { warmup: await seed("instance0"), two: await seed("instance2"), one: await seed("instance1") };
}

interface InstanceRun {
  database: { name: string; url: string };
  /** The PostgreSQL server (for the CPU meter and the WAL counter). */
  pgUrl: string;
  /** The bench server's environment; the instances run with it, their mirroring loop on. */
  serverEnv: Record<string, string>;
  pollMs: number;
  logFile: (instance: number) => string;
  /** pgbench's tps in the same run, if measured. */
  pgbenchTps?: number;
  walBytes: () => Promise<number>;
  log: (line: string) => void;
}

interface Measured {
  instances: number;
  mirror: MirrorTimes;
  /** Copies without exactly one fill and one copy event for the trader's fill. */
  notOnce: number;
  /** CPU ms of each instance during the fill. */
  instanceCpu: number[];
  cpu: { totalMs: number; databaseMs: number };
  wal: number;
  loadAverage: number;
}

/** The rows `mirror-one-instance` and `mirror-two-instances`, in that order. */
export async function timeInstanceMirroring(seeds: InstanceSeeds, run: InstanceRun): Promise<Row[]> {
  const started = performance.now();
  // One after the other: a start is about 4 s of CPU, and two at once on a loaded machine ran past
  // startServer's minute; each one started is stopped below whatever happens next.
  const instances: ServerProcess[] = [];
  let two: Measured;
  let one: Measured;
  let startedIn = 0;
  try {
    for (const n of [1, 2])
      instances.push(
        await startServer({
          databaseUrl: run.database.url,
          env: { ...run.serverEnv, MIRROR_POLL_MS: String(run.pollMs) },
          logFile: run.logFile(n),
        }),
      );
    startedIn = (performance.now() - started) / 1000;
    const warmup = await measure(seeds.warmup, instances, run);
    run.log(
      `  instances warmed up on ${warmup.mirror.copies} copies (${warmup.notOnce} not filled exactly once), ` +
        `CPU ${warmup.instanceCpu.map((ms) => Math.round(ms)).join(" + ")} ms`,
    );
    two = await measure(seeds.two, instances, run);
    await instances[1]!.stop();
    one = await measure(seeds.one, instances.slice(0, 1), run);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
  const rows = [toRow(one, run), toRow(two, run, one)];
  run.log(
    `  instances: started in ${startedIn.toFixed(1)} s, measured in ${((performance.now() - started) / 1000 - startedIn).toFixed(1)} s`,
  );
  return rows;
}

async function measure(seed: MirrorSeed, instances: ServerProcess[], run: InstanceRun): Promise<Measured> {
  const pids = instances.map((instance) => instance.child.pid!);
  const loadAverage = loadavg()[0]!;
  const walBefore = await run.walBytes();
  const cpuBefore = pids.map((pid) => cpuMs(pid) ?? 0);
  const meter = await meterCpu(run.pgUrl, run.database.name, () => [process.pid, ...pids]);
  const mirror = await unlessExited(instances, () =>
    timeMirroring(run.database.url, seed, { workers: 0, batch: 0, jobsPerBatch: 0 }),
  );
  const cpu = await meter.stop();
  const instanceCpu = pids.map((pid, i) => (cpuMs(pid) ?? 0) - cpuBefore[i]!);
  const wal = (await run.walBytes()) - walBefore;
  const notOnce = await copiesNotFilledOnce(run.database.url, seed);
  return { instances: instances.length, mirror, notOnce, instanceCpu, cpu, wal, loadAverage };
}

/** `work`, failed as soon as one of the instances exits: the queue would never empty, the bench wait forever. */
async function unlessExited<T>(instances: ServerProcess[], work: () => Promise<T>): Promise<T> {
  let onExit: (code: number | null, signal?: NodeJS.Signals | null) => void = () => {};
  const exited = new Promise<never>((_, fail) => {
    onExit = (code, signal) => fail(new Error(`a mirroring instance exited (${signal ?? code})`));
  });
  for (const instance of instances) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      onExit(instance.child.exitCode, instance.child.signalCode);
    instance.child.once("exit", onExit);
  }
  try {
    return await Promise.race([work(), exited]);
  } finally {
    for (const instance of instances) instance.child.off("exit", onExit);
  }
}

function toRow(measured: Measured, run: InstanceRun, one?: Measured): Row {
  const { mirror, instances: n, cpu } = measured;
  const done = mirror.mirrored + mirror.skipped;
  const perSecond = (times: MirrorTimes) => (times.mirrored + times.skipped) / (times.totalMs / 1000);
  const seconds = (mirror.totalMs / 1000).toFixed(1);
  const name = INSTANCE_ROWS[n - 1]!;
  const beside = one ? `, ${(perSecond(mirror) / perSecond(one.mirror)).toFixed(2)}x one instance` : "";
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  run.log(
    `  ${name}: ${mirror.copies - measured.notOnce} of ${mirror.copies} copies filled exactly once, the last ` +
      `${seconds} s after the trader's order (the order itself ${round1(mirror.orderMs)} ms), ` +
      `${Math.round(perSecond(mirror))} copies/s${beside}; CPU of the instance${n > 1 ? "s" : ""} ` +
      `${measured.instanceCpu.map((ms) => Math.round(ms)).join(" + ")} ms`,
  );
  return {
    name,
    what:
      `mirroring: 1 trader fill into ${mirror.copies} copies on ${n} instance${n > 1 ? "s" : ""}, last filled after ` +
      `${seconds} s (copies/s${beside}, delay per copy)`,
    requestsPerSecond: Math.round(perSecond(mirror)),
    p50: round1(quantile(mirror.delays, 0.5)),
    p99: round1(quantile(mirror.delays, 0.99)),
    ratio: 0,
    vsPgbench: run.pgbenchTps ? perSecond(mirror) / run.pgbenchTps : null,
    target: null,
    met: null,
    walBytesPerRequest: done ? Math.round(measured.wal / done) : 0,
    cpuMsPerRequest: done ? cpu.totalMs / done : 0,
    dbCpuMsPerRequest: done ? cpu.databaseMs / done : 0,
    requests: done,
    // Every copy filled exactly once (none skipped, missing or twice): anything else shows here.
    non2xx: measured.notOnce,
    errors: 0,
    loadAverage: measured.loadAverage,
  };
}

/** The trader's copies without exactly one fill and one copy event for the trader's fill. */
async function copiesNotFilledOnce(databaseUrl: string, seed: MirrorSeed): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n
       from copies c
       where c.trader_id = $1
         and ((select count(*) from fills f where f.account_id = c.account_id) <> 1
           or (select count(*) from copy_events e where e.copy_id = c.id and e.trader_fill_id is not null) <> 1)`,
      [seed.trader],
    );
    const copies = await client.query<{ n: number }>(
      "select count(*)::int as n from copies where trader_id = $1",
      [seed.trader],
    );
    return result.rows[0]!.n + Math.abs(seed.copies - copies.rows[0]!.n);
  } finally {
    await client.end();
  }
}
