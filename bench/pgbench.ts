/**
 * The database's own limit, measured in the same run: `pgbench` TPC-B (the built-in `tpcb-like`
 * script: three updates, a select and an insert in one transaction, simple query protocol) on a
 * scratch database of the same PostgreSQL server, with the same number of connections as the
 * money scenarios. The money scenarios are reported as a share of its transactions per second.
 *
 * `initPgbench` creates the database and loads it (`pgbench -i -s <scale>`), `runPgbench` measures
 * and reads the per-transaction log for p50/p99, `drop` removes the database.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "../src/server/test/server-process";

export interface PgbenchOptions {
  /** `pgbench` executable. */
  command: string;
  /** Scale factor: 100,000 pgbench_accounts rows per unit. */
  scale: number;
  clients: number;
  threads: number;
  seconds: number;
}

export interface PgbenchResult {
  tps: number;
  transactions: number;
  failed: number;
  p50: number;
  p99: number;
  /** What was run, for the report (without the connection string). */
  command: string;
}

/** The pgbench executable: BENCH_PGBENCH, else the one on PATH, else Debian's /usr/bin/pgbench. */
export function findPgbench(fromEnv: string | undefined): string | undefined {
  if (fromEnv === "off") return undefined;
  if (fromEnv) return fromEnv;
  for (const dir of (process.env.PATH ?? "").split(":").filter(Boolean)) {
    if (existsSync(join(dir, "pgbench"))) return join(dir, "pgbench");
  }
  return existsSync("/usr/bin/pgbench") ? "/usr/bin/pgbench" : undefined;
}

function run(
  command: string,
  args: string[],
  onPid?: (pid: number | undefined) => void,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    onPid?.(child.pid);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code === 0) ok({ stdout, stderr });
      else fail(new Error(`${command} ${args.join(" ")} exited ${code}: ${stderr.trim()}`));
    });
  });
}

/** Creates the scratch database on the server of `serverUrl` and loads pgbench's tables into it. */
export async function initPgbench(serverUrl: string, options: PgbenchOptions) {
  const database = await createDatabase(serverUrl, "ste_pgbench");
  try {
    await run(options.command, ["-i", "-q", "-s", String(options.scale), database.url]);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/** p-th percentile (0..100) of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `onPid` gets pgbench's process id as it starts (for the CPU meter). */
export async function runPgbench(
  databaseUrl: string,
  options: PgbenchOptions,
  onPid?: (pid: number | undefined) => void,
): Promise<PgbenchResult> {
  const logDir = mkdtempSync(join(tmpdir(), "ste-pgbench-"));
  const args = [
    "-b",
    "tpcb-like",
    "-c",
    String(options.clients),
    "-j",
    String(options.threads),
    "-T",
    String(options.seconds),
    "--log",
    `--log-prefix=${join(logDir, "tx")}`,
  ];
  try {
    const { stdout } = await run(options.command, [...args, databaseUrl], onPid);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`no tps in pgbench output:\n${stdout}`);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Per-transaction log lines: client_id transaction_no time_us script_no time_epoch time_us_part.
    const latencies: number[] = [];
    for (const file of readdirSync(logDir)) {
      for (const line of readFileSync(join(logDir, file), "utf8").split("\n")) {
        const micros = Number(line.split(" ")[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      tps: Number(tps),
      transactions,
      failed,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      command: `pgbench -i -s ${options.scale}; pgbench ${args.filter((arg) => !arg.startsWith("--log")).join(" ")}`,
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
