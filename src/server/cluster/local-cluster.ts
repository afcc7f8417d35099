/**
 * Starts and stops the local cluster (`npm run cluster:up` / `cluster:down`, the failover test):
 * one etcd, three Patroni-managed PostgreSQL nodes, HAProxy in front, pgBackRest's stanza. All of
 * it runs as the unprivileged `postgres` user when started by root (PostgreSQL refuses root), in
 * CLUSTER_DIR; each process's id is kept in CLUSTER_DIR/pids so that `down` ends exactly those.
 */
import { type SpawnOptions, spawn, spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import pg from "pg";
import {
  type ClusterNode,
  type ClusterSettings,
  haproxyCfg,
  patroniYaml,
  pgbackrestConf,
  pgbackrestConfPath,
} from "./cluster-config";

const RUN_AS = "postgres";
const asRoot = process.getuid?.() === 0;

function ownerIds(): { uid: number; gid: number } {
  const uid = Number(spawnSync("id", ["-u", RUN_AS], { encoding: "utf8" }).stdout.trim());
  const gid = Number(spawnSync("id", ["-g", RUN_AS], { encoding: "utf8" }).stdout.trim());
  return { uid, gid };
}

/** The command line, run as `postgres` when we are root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (!asRoot) return [command, args];
  return ["setpriv", [`--reuid=${RUN_AS}`, `--regid=${RUN_AS}`, "--init-groups", "--", command, ...args]];
}

/** Runs a command to its end as `postgres`; throws with its output when it fails. */
export function runAsPostgres(s: ClusterSettings, command: string, args: string[]): string {
  const [file, argv] = asPostgres(command, args);
  const result = spawnSync(file, argv, { cwd: s.dir, encoding: "utf8", env: processEnv(s) });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status}): ${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

function processEnv(s: ClusterSettings): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: s.dir, LANG: "C.UTF-8", PGHOST: s.socketDir };
}

/** Starts a long-running process as `postgres`, detached, its output in log/<name>.log. */
function startDaemon(s: ClusterSettings, name: string, command: string, args: string[]): number {
  const log = openSync(join(s.dir, "log", `${name}.log`), "a");
  const [file, argv] = asPostgres(command, args);
  const options: SpawnOptions = {
    cwd: s.dir,
    detached: true,
    stdio: ["ignore", log, log],
    env: processEnv(s),
  };
  const child = spawn(file, argv, options);
  child.unref();
  if (!child.pid) throw new Error(`could not start ${name}`);
  writeFileSync(join(s.dir, "pids", `${name}.pid`), String(child.pid));
  return child.pid;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`cluster: timed out after ${timeoutMs} ms waiting for ${what}`);
}

interface Member {
  name: string;
  role: string;
  state: string;
  port: number;
  timeline?: number;
}

/** The members as Patroni sees them (GET /cluster on any node that answers). */
async function members(s: ClusterSettings): Promise<Member[]> {
  for (const node of s.nodes) {
    try {
      const response = await fetch(`http://127.0.0.1:${node.restPort}/cluster`, {
        signal: AbortSignal.timeout(1000),
      });
      if (response.ok) return ((await response.json()) as { members: Member[] }).members;
    } catch {
      // next node
    }
  }
  return [];
}

/** The node whose Patroni says it is the running primary, if any. */
export async function primaryNode(s: ClusterSettings): Promise<ClusterNode | undefined> {
  const states = await Promise.all(
    s.nodes.map((node) =>
      fetch(`http://127.0.0.1:${node.restPort}/primary`, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.status === 200,
        () => false,
      ),
    ),
  );
  return s.nodes.find((_, i) => states[i]);
}

/** Primary running, a synchronous standby streaming and the third node streaming too. */
export async function isHealthy(s: ClusterSettings): Promise<boolean> {
  const list = await members(s);
  const running = (role: string) =>
    list.some((m) => m.role === role && (m.state === "running" || m.state === "streaming"));
  return list.length === 3 && running("leader") && running("sync_standby") && running("replica");
}

/** Where the restore drill (backup.ts) restores a backup to and starts it. */
export const restoredDataDir = (s: ClusterSettings) => join(s.dir, "restored");

/** The postmaster's process id of a data directory (first line of postmaster.pid), if it runs. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, "postmaster.pid");
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  return pid > 0 && isAlive(pid) ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function clusterUp(
  s: ClusterSettings,
  log: (line: string) => void = console.log,
): Promise<void> {
  if (existsSync(join(s.dir, "pids")))
    throw new Error(`${s.dir} holds a running cluster: npm run cluster:down first`);
  rmSync(s.dir, { recursive: true, force: true });
  for (const sub of ["", "pids", "log", "run", "backup", "lock", "spool", "etcd"])
    mkdirSync(join(s.dir, sub), { recursive: true });
  writeFileSync(pgbackrestConfPath(s), pgbackrestConf(s));
  writeFileSync(join(s.dir, "haproxy.cfg"), haproxyCfg(s));
  for (const node of s.nodes) writeFileSync(join(s.dir, `${node.name}.yml`), patroniYaml(s, node));
  if (asRoot) {
    const { uid, gid } = ownerIds();
    const chownAll = (path: string) => {
      chownSync(path, uid, gid);
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        const child = join(path, entry.name);
        if (entry.isDirectory()) chownAll(child);
        else chownSync(child, uid, gid);
      }
    };
    chownAll(s.dir);
  }

  const etcdUrl = `http://127.0.0.1:${s.etcdClientPort}`;
  const peerUrl = `http://127.0.0.1:${s.etcdPeerPort}`;
  startDaemon(s, "etcd", "etcd", [
    "--name=etcd1",
    `--data-dir=${join(s.dir, "etcd")}`,
    `--listen-client-urls=${etcdUrl}`,
    `--advertise-client-urls=${etcdUrl}`,
    `--listen-peer-urls=${peerUrl}`,
    `--initial-advertise-peer-urls=${peerUrl}`,
    `--initial-cluster=etcd1=${peerUrl}`,
    "--initial-cluster-state=new",
    "--enable-v2=true",
  ]);
  await waitUntil("etcd", 20_000, async () => (await fetch(`${etcdUrl}/health`)).ok);
  log("etcd up");

  // The first node bootstraps the cluster (initdb), the others copy it once it is the primary.
  const [first, ...others] = s.nodes as [ClusterNode, ...ClusterNode[]];
  startDaemon(s, first.name, "patroni", [join(s.dir, `${first.name}.yml`)]);
  await waitUntil(
    `${first.name} as primary`,
    60_000,
    async () => (await primaryNode(s))?.name === first.name,
  );
  log(`${first.name} primary`);
  for (const node of others) startDaemon(s, node.name, "patroni", [join(s.dir, `${node.name}.yml`)]);
  startDaemon(s, "haproxy", "haproxy", ["-db", "-f", join(s.dir, "haproxy.cfg")]);
  await waitUntil("a synchronous standby and a replica", 120_000, () => isHealthy(s));
  log("replicas streaming");

  await waitUntil("HAProxy to the primary", 20_000, async () => {
    const client = new pg.Client({ connectionString: s.serverUrl, connectionTimeoutMillis: 1000 });
    await client.connect();
    try {
      const exists = await client.query("select 1 from pg_database where datname = $1", [s.database]);
      if (exists.rows.length === 0) await client.query(`create database ${pg.escapeIdentifier(s.database)}`);
      return true;
    } finally {
      await client.end();
    }
  });
  runAsPostgres(s, "pgbackrest", [`--config=${pgbackrestConfPath(s)}`, "--stanza=ste", "stanza-create"]);
  log("pgBackRest stanza ste created");
}

/** Stops what `clusterUp` started (Patroni stops its PostgreSQL), then removes CLUSTER_DIR. */
export async function clusterDown(
  s: ClusterSettings,
  log: (line: string) => void = console.log,
): Promise<void> {
  const pidsDir = join(s.dir, "pids");
  const pidOf = (name: string) => {
    const file = join(pidsDir, `${name}.pid`);
    return existsSync(file) ? Number(readFileSync(file, "utf8")) : undefined;
  };
  const stop = async (names: string[]) => {
    const pids = names.map(pidOf).filter((pid): pid is number => pid !== undefined && isAlive(pid));
    for (const pid of pids) process.kill(pid, "SIGTERM");
    const deadline = Date.now() + 20_000;
    while (pids.some(isAlive) && Date.now() < deadline) await sleep(200);
    for (const pid of pids.filter(isAlive)) process.kill(pid, "SIGKILL");
  };
  await stop(["haproxy"]);
  // The primary first, while its standbys still run: a primary stopping at the same time as its
  // synchronous standby waits for it in vain (strict synchronous mode) until the kill.
  const primary = await primaryNode(s);
  if (primary) await stop([primary.name]);
  await stop(s.nodes.map((node) => node.name));
  // A postmaster whose Patroni died first (kill -9 in a test) is stopped here.
  for (const dataDir of [...s.nodes.map((node) => node.dataDir), restoredDataDir(s)]) {
    const pid = postmasterPid(dataDir);
    if (pid) {
      process.kill(pid, "SIGQUIT");
      const deadline = Date.now() + 10_000;
      while (isAlive(pid) && Date.now() < deadline) await sleep(200);
      if (isAlive(pid)) process.kill(pid, "SIGKILL");
    }
  }
  await stop(["etcd"]);
  rmSync(s.dir, { recursive: true, force: true });
  log(`cluster down, ${s.dir} removed`);
}
