/**
 * Backups of the cluster by pgBackRest (decision 0023): a full backup taken from the current
 * primary, plus the WAL every primary archives continuously (archive_command, cluster-config.ts);
 * and a point-in-time restore of them into a new data directory, started as a stand-alone
 * PostgreSQL beside the cluster (the restore drill, and how an operator inspects or recovers data).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { type ClusterSettings, pgbackrestConfPath } from "./cluster-config";
import { postmasterPid, restoredDataDir, runAsPostgres } from "./local-cluster";

const pgbackrest = (s: ClusterSettings, args: string[]) =>
  runAsPostgres(s, "pgbackrest", [`--config=${pgbackrestConfPath(s)}`, "--stanza=ste", ...args]);

/** A backup of the primary (pgBackRest finds which node it is); full unless `type` says otherwise. */
export function backup(s: ClusterSettings, type: "full" | "diff" | "incr" = "full"): void {
  pgbackrest(s, [`--type=${type}`, "backup"]);
}

/** Closes the current WAL segment and waits until pgBackRest has archived it (pgbackrest check). */
export function archiveNow(s: ClusterSettings): void {
  pgbackrest(s, ["check"]);
}

/** What pgBackRest holds: its `info` text (backups, WAL range). */
export function backupInfo(s: ClusterSettings): string {
  return pgbackrest(s, ["info"]);
}

export interface RestoredDatabase {
  port: number;
  dataDir: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Restores the latest backup before `target` (a timestamp PostgreSQL reads, e.g. an ISO string
 * with its zone) and replays the archived WAL up to it, into CLUSTER_DIR/restored; starts it on
 * `port` as a stand-alone server (no archiving, no synchronous standby) and promotes it there.
 */
export async function restoreToTime(
  s: ClusterSettings,
  target: string,
  port: number,
): Promise<RestoredDatabase> {
  const dataDir = restoredDataDir(s);
  await stopRestored(s);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { mode: 0o700 });
  if (process.getuid?.() === 0) spawnSync("chown", ["postgres:postgres", dataDir]);
  pgbackrest(s, [
    `--pg1-path=${dataDir}`,
    "--type=time",
    `--target=${target}`,
    "--target-action=promote",
    "--target-timeline=latest",
    "restore",
  ]);
  const options = [
    `-c port=${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${s.socketDir}`,
    "-c archive_mode=off",
    "-c synchronous_standby_names=",
    "-c cluster_name=restored",
  ].join(" ");
  runAsPostgres(s, join(s.postgresBin, "pg_ctl"), [
    "-D",
    dataDir,
    "-o",
    options,
    "-l",
    join(s.dir, "log", "restored.log"),
    "-w",
    "-t",
    "120",
    "start",
  ]);
  // pg_ctl -w returns once connections are accepted; recovery to the target ends with a promotion.
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/${s.database}`;
  await waitForPromotion(s, port);
  return { port, dataDir, databaseUrl, stop: () => stopRestored(s) };
}

async function waitForPromotion(s: ClusterSettings, port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: s.database });
    const inRecovery = await client
      .connect()
      .then(() => client.query<{ recovering: boolean }>("select pg_is_in_recovery() as recovering"))
      .then(
        (result) => result.rows[0]?.recovering,
        () => true,
      )
      .finally(() => client.end().catch(() => {}));
    if (inRecovery === false) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the restored database on ${port} did not finish its recovery`);
}

/** Stops the restored server, if one runs. */
async function stopRestored(s: ClusterSettings): Promise<void> {
  const dataDir = restoredDataDir(s);
  if (!postmasterPid(dataDir)) return;
  runAsPostgres(s, join(s.postgresBin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
}
