/** One row of the bench's results table (bench/run.ts prints and saves them). */
export interface Row {
  name: string;
  what: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Share of the bare route's requests/s. */
  ratio: number;
  /** Share of pgbench's tps (money scenarios and the pgbench row; null otherwise). */
  vsPgbench: number | null;
  target: string | null;
  met: boolean | null;
  /** WAL written per request (per transaction for pgbench) while it ran, whole server (pg_stat_wal). */
  walBytesPerRequest: number;
  /**
   * CPU ms per request of the server side: the server process (or pgbench, the client) and the
   * PostgreSQL backends of its database; `dbCpuMsPerRequest` the backends alone. Less sensitive to
   * other load on the machine than requests/s.
   */
  cpuMsPerRequest: number;
  dbCpuMsPerRequest: number;
  requests: number;
  non2xx: number;
  errors: number;
  loadAverage: number;
}
