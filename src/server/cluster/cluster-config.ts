/**
 * The local database cluster of `npm run cluster:up` (decision 0023): where each piece lives and
 * the configuration files Patroni, etcd, HAProxy and pgBackRest read. Pure: nothing is started here.
 *
 * Ports (CLUSTER_PORT_BASE, default 55430; never 5432, the machine's own PostgreSQL):
 * base HAProxy (the app's DATABASE_URL: always the current primary), base+1..3 PostgreSQL,
 * base+11..13 Patroni's REST API (HAProxy's health check), base+20/21 etcd client/peer.
 */
import { join } from "node:path";

export interface ClusterNode {
  name: string;
  port: number;
  restPort: number;
  dataDir: string;
}

export interface ClusterSettings {
  dir: string;
  haproxyPort: number;
  etcdClientPort: number;
  etcdPeerPort: number;
  nodes: ClusterNode[];
  /** The database the app uses. */
  database: string;
  /** Where PostgreSQL puts its sockets (pgBackRest talks to PostgreSQL through them). */
  socketDir: string;
  databaseUrl: string;
  /** The same server, its maintenance database (create database, checks). */
  serverUrl: string;
  postgresBin: string;
}

export function clusterSettings(env: NodeJS.ProcessEnv = process.env): ClusterSettings {
  const base = Number(env.CLUSTER_PORT_BASE ?? 55430);
  const dir = env.CLUSTER_DIR ?? `/tmp/ste-cluster-${base}`;
  const database = env.CLUSTER_DATABASE ?? "ste";
  return {
    dir,
    haproxyPort: base,
    etcdClientPort: base + 20,
    etcdPeerPort: base + 21,
    nodes: [1, 2, 3].map((i) => ({
      name: `pg${i}`,
      port: base + i,
      restPort: base + 10 + i,
      dataDir: join(dir, `pg${i}`),
    })),
    database,
    socketDir: join(dir, "run"),
    databaseUrl: `postgres://postgres@127.0.0.1:${base}/${database}`,
    serverUrl: `postgres://postgres@127.0.0.1:${base}/postgres`,
    postgresBin: env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin",
  };
}

/** pgBackRest's configuration: one repository, the stanza `ste` over the three nodes' data directories. */
export function pgbackrestConf(s: ClusterSettings): string {
  const nodes = s.nodes
    .map((node, i) =>
      [
        `pg${i + 1}-path=${node.dataDir}`,
        `pg${i + 1}-port=${node.port}`,
        `pg${i + 1}-socket-path=${s.socketDir}`,
      ].join("\n"),
    )
    .join("\n");
  return `[global]
repo1-path=${join(s.dir, "backup")}
repo1-retention-full=2
log-path=${join(s.dir, "log")}
lock-path=${join(s.dir, "lock")}
spool-path=${join(s.dir, "spool")}
start-fast=y
log-level-console=warn
log-level-file=info

[ste]
${nodes}
`;
}

export const pgbackrestConfPath = (s: ClusterSettings) => join(s.dir, "pgbackrest.conf");

/**
 * Patroni's configuration of one node. Timing: a crashed primary is not restarted in place
 * (primary_start_timeout 0) but failed over at once to the synchronous standby, which has every
 * acknowledged commit (synchronous_mode_strict: with no standby in sync, commits wait rather
 * than being acknowledged by one server). loop_wait 1 s: the crash is seen within a second.
 */
export function patroniYaml(s: ClusterSettings, node: ClusterNode): string {
  const archive = `pgbackrest --config=${pgbackrestConfPath(s)} --stanza=ste --pg1-path=${node.dataDir} archive-push %p`;
  return `scope: ste
name: ${node.name}
log:
  level: INFO
restapi:
  listen: 127.0.0.1:${node.restPort}
  connect_address: 127.0.0.1:${node.restPort}
etcd3:
  hosts: 127.0.0.1:${s.etcdClientPort}
bootstrap:
  dcs:
    ttl: 15
    loop_wait: 1
    retry_timeout: 5
    maximum_lag_on_failover: 1048576
    primary_start_timeout: 0
    synchronous_mode: true
    synchronous_mode_strict: true
    postgresql:
      use_pg_rewind: true
      use_slots: true
      parameters:
        wal_level: replica
        hot_standby: "on"
        wal_log_hints: "on"
        max_connections: 200
        max_wal_senders: 10
        max_replication_slots: 10
        archive_mode: "on"
        archive_timeout: 60
  initdb:
    - encoding: UTF8
    - data-checksums
    - auth: trust
  pg_hba:
    - local all all trust
    - host replication all 127.0.0.1/32 trust
    - host all all 127.0.0.1/32 trust
postgresql:
  listen: 127.0.0.1:${node.port}
  connect_address: 127.0.0.1:${node.port}
  data_dir: ${node.dataDir}
  bin_dir: ${s.postgresBin}
  pgpass: ${join(s.dir, `pgpass-${node.name}`)}
  authentication:
    superuser:
      username: postgres
      password: postgres
    replication:
      username: replicator
      password: replicator
  parameters:
    unix_socket_directories: ${s.socketDir}
    archive_command: '${archive}'
`;
}

/**
 * HAProxy: one TCP front on the base port, sending each new connection to the node whose Patroni
 * says it is the running primary (GET /primary 200). When a node stops being primary its
 * connections are cut (on-marked-down shutdown-sessions), so no client keeps talking to a demoted
 * server; with no primary, new connections are closed at once (the app answers 503).
 */
export function haproxyCfg(s: ClusterSettings): string {
  const servers = s.nodes
    .map((node) => `  server ${node.name} 127.0.0.1:${node.port} maxconn 200 check port ${node.restPort}`)
    .join("\n");
  return `global
  maxconn 1000

defaults
  mode tcp
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 1s

listen primary
  bind 127.0.0.1:${s.haproxyPort}
  option httpchk
  http-check send meth GET uri /primary
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
${servers}
`;
}
