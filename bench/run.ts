/**
 * `npm run bench`: the platform under load, against a bare Fastify route on the same machine.
 *
 * 1. creates a fresh PostgreSQL database (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432),
 *    starts the real server on it as a child process and a bare Fastify server beside it;
 * 2. seeds BENCH_USERS users (10,000) and BENCH_TRANSACTIONS transactions (1,000,000) in bulk;
 * 3. runs autocannon against each scenario for BENCH_DURATION seconds (10) with
 *    BENCH_CONNECTIONS connections (16), after BENCH_WARMUP seconds (2) of unmeasured load for the
 *    read scenarios; approvals decide BENCH_APPROVALS pending deposits (10,000), all measured;
 * 4. runs `pgbench` TPC-B (scale BENCH_PGBENCH_SCALE, 10) with the same connection count on a
 *    scratch database of the same PostgreSQL server, right before the money scenarios (see
 *    bench/pgbench.ts; BENCH_PGBENCH=off skips it, BENCH_PGBENCH=/path picks the executable);
 * 5. prints requests/s, p50, p99, the share of the bare route (reads) and of pgbench's tps (money),
 *    each against its target (TARGETS below), runs `npm run ledger:verify` on the database, and
 *    writes everything to bench/results/bench-<time>.json.
 * 6. issue 12: seeds BENCH_POSITIONS open positions (100,000) over BENCH_TRADING_ACCOUNTS trading
 *    accounts (20,000; practice and live) and times the engine's evaluation of BENCH_ENGINE_ROUNDS
 *    quote rounds (50) over them, plus one round that crosses ~1,000 stop-losses (bench/trading.ts),
 *    timed until the closes are mirrored into the copies of BENCH_TRIGGER_TRADERS (10) of their
 *    practice accounts made traders, BENCH_TRIGGER_COPIES (100) copies each holding the same positions;
 *    orders: POST /api/v1/orders on the practice accounts of the signed-in investors.
 * 7. issue 13: seeds BENCH_COPIES practice copies (10,000) of one trader and times one trader fill
 *    mirrored into all of them by BENCH_MIRROR_WORKERS (4) workers, until the last copy is filled
 *    (BENCH_MIRROR_BATCH (2500) tasks per transaction at most, each batch a 1/workers share of
 *    those left, BENCH_MIRROR_JOBS (20) trader fills of one trader per batch at most, for this row
 *    and the trigger row's copies)
 *    (bench/mirroring.ts), reported beside the pgbench row (measured first if no money scenario ran).
 * 8. issue 30 point 5: one trader fill into BENCH_INSTANCE_COPIES copies (2,000) mirrored by one
 *    server process, and another trader's by two, each copy exactly once (bench/mirroring-instances.ts).
 * The server runs without its price loop (MARKET_POLL_MS=0) and feed (practice trades on simulated
 * quotes): the bench process drives the engine itself, and no background evaluation disturbs the rows.
 * The databases are dropped at the end unless BENCH_KEEP_DB=1 (the pgbench one always is).
 * A default run takes about four minutes, most of it the seed.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import {
  createDatabase,
  freePort,
  ROOT,
  type ServerProcess,
  signInHttp,
  startServer,
  waitFor,
} from "../src/server/test/server-process";
import { meterCpu } from "./cpu";
import { seedMirroring, timeMirroring } from "./mirroring";
import { INSTANCE_ROWS, seedInstanceMirroring, timeInstanceMirroring } from "./mirroring-instances";
import { findPgbench, initPgbench, type PgbenchResult, runPgbench } from "./pgbench";
import type { Row } from "./row";
import { pendingDepositIds, seedBench } from "./seed";
import { quantile, seedTrading, timeEngine } from "./trading";

const env = process.env;
const num = (name: string, fallback: number) => Number(env[name] ?? fallback);
export const settings = {
  pgUrl: env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  users: num("BENCH_USERS", 10_000),
  transactions: num("BENCH_TRANSACTIONS", 1_000_000),
  approvals: num("BENCH_APPROVALS", 10_000),
  duration: num("BENCH_DURATION", 10),
  /** Seconds of unmeasured load before each read scenario (warm JIT, plan and buffer caches). */
  warmup: num("BENCH_WARMUP", 2),
  connections: num("BENCH_CONNECTIONS", 16),
  pgbench: findPgbench(env.BENCH_PGBENCH),
  pgbenchScale: num("BENCH_PGBENCH_SCALE", 10),
  /** Issue 12: open positions the engine evaluates on each round of quotes, and their accounts. */
  positions: num("BENCH_POSITIONS", 100_000),
  tradingAccounts: num("BENCH_TRADING_ACCOUNTS", 20_000),
  engineRounds: num("BENCH_ENGINE_ROUNDS", 50),
  /** Of the accounts holding the trigger round's stop-losses, the practice ones made traders, and their copies each. */
  triggerTraders: num("BENCH_TRIGGER_TRADERS", 10),
  triggerCopies: num("BENCH_TRIGGER_COPIES", 100),
  /** Issue 13: copies one trader fill is mirrored into, and the workers that apply it. */
  copies: num("BENCH_COPIES", 10_000),
  mirrorWorkers: num("BENCH_MIRROR_WORKERS", 4),
  /** Tasks each worker applies per transaction, at most (issue 30: set-based mirroring). */
  mirrorBatch: num("BENCH_MIRROR_BATCH", 2500),
  /** Trader fills of one trader a batch applies together, at most (decision 0026). */
  mirrorJobs: num("BENCH_MIRROR_JOBS", 20),
  /** Issue 30 point 5: copies of the fill mirrored by one, then two server instances, and their MIRROR_POLL_MS. */
  instanceCopies: num("BENCH_INSTANCE_COPIES", 2000),
  instancePollMs: num("BENCH_INSTANCE_POLL_MS", 10),
  /** Signed-in investors the requests rotate over. */
  sessions: num("BENCH_SESSIONS", 50),
  logLevel: env.BENCH_LOG_LEVEL ?? "info",
  keepDb: env.BENCH_KEEP_DB === "1",
  /** Only some scenarios (comma-separated names), e.g. BENCH_ONLY=bare,me. */
  only: env.BENCH_ONLY?.split(",").filter(Boolean),
};

const ADMIN = { email: "admin@example.com", password: "admin-password-123" };

/**
 * Issue 15: money scenarios as a share of pgbench's tps, the 1,000,000-row searches by p99, and
 * GET /api/v1/me as a share of the bare route.
 */
export const TARGETS: Record<string, { text: string; met: (row: Row) => boolean }> = {
  me: { text: ">= 50% of bare", met: (row) => row.ratio >= 0.5 },
  "admin-search-id": { text: "p99 < 50 ms", met: (row) => row.p99 < 50 },
  "admin-search-word": { text: "p99 < 50 ms", met: (row) => row.p99 < 50 },
  "admin-search-rare": { text: "p99 < 50 ms", met: (row) => row.p99 < 50 },
  withdrawals: {
    text: ">= 25% of pgbench",
    met: (row) => (row.vsPgbench ?? 0) >= 0.25,
  },
  approvals: {
    text: ">= 50% of pgbench",
    met: (row) => (row.vsPgbench ?? 0) >= 0.5,
  },
  // Issue 30 point 4: a tick that triggers nothing at most 50 ms at p99 (250 ms before, issue 12).
  "positions-tick": { text: "p99 <= 50 ms", met: (row) => row.p99 <= 50 },
  // Issue 30 point 4: 1,000 stop-losses crossed by one quote, all closed, and their copies mirrored, within 1 s.
  "positions-trigger": { text: "<= 1000 ms", met: (row) => row.p99 <= 1000 },
};

/** The answers that were not 2xx, by status, e.g. "422: 12". */
function otherStatuses(result: autocannon.Result): string {
  const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.entries(stats)
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(", ");
}

type Request = NonNullable<autocannon.Options["requests"]>[number];

async function cannon(url: string, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  // `amount` (a fixed number of requests) takes precedence over `duration`.
  return autocannon({
    url,
    connections: settings.connections,
    duration: settings.duration,
    ...options,
  } as autocannon.Options);
}

function startBare(): Promise<{ url: string; stop: () => void }> {
  return freePort().then(async (port) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: "ignore",
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${url}/bare`)).ok, {
      what: "bare server",
    });
    return { url, stop: () => child.kill("SIGTERM") };
  });
}

function rotate<T>(items: T[]) {
  let i = 0;
  return () => items[i++ % items.length]!;
}

export async function runBench(log: (line: string) => void = console.log) {
  const started = new Date();
  const database = await createDatabase(settings.pgUrl, "ste_bench");
  const resultsDir = join(ROOT, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, "-");
  let server: ServerProcess | undefined;
  let bare: { url: string; stop: () => void } | undefined;
  let pgbenchDb: Awaited<ReturnType<typeof initPgbench>> | undefined;
  try {
    log(
      `database ${database.name}; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    const serverEnv = {
      LOG_LEVEL: settings.logLevel,
      AUTO_ACTIVATE: "true",
      MARKET_POLL_MS: "0",
      // The bench drives the mirroring workers itself (bench/mirroring.ts).
      MIRROR_POLL_MS: "0",
      MARKET_FEED_URL: "off",
      TRUST_PROXY: "true",
    };
    server = await startServer({
      databaseUrl: database.url,
      env: serverEnv,
      logFile: join(resultsDir, `server-${stamp}.log`),
    });
    bare = await startBare();

    log(`seeding ${settings.users} users, ${settings.transactions} transactions ...`);
    const seed = await seedBench(database.url, {
      users: settings.users,
      transactions: settings.transactions,
      pending: Math.min(settings.approvals, settings.transactions),
      passwordFrom: ADMIN.email,
      log,
    });
    log(`seeded in ${seed.seconds.toFixed(1)} s`);
    const wantTrading =
      !settings.only || settings.only.some((name) => name.startsWith("positions") || name === "orders");
    const trading = wantTrading
      ? await seedTrading(database.url, {
          users: settings.users,
          accounts: settings.tradingAccounts,
          positions: settings.positions,
          triggerTraders: settings.triggerTraders,
          copiesPerTrader: settings.triggerCopies,
          log,
        })
      : undefined;
    if (trading)
      log(
        `seeded ${trading.positions} positions over ${trading.accounts} trading accounts ` +
          `(${trading.practiceAccounts} practice) and ${trading.triggerCopies} copies holding ` +
          `${trading.triggerCopyPositions} positions in ${trading.seconds.toFixed(1)} s`,
      );
    const wantMirror = !settings.only || settings.only.includes("mirror");
    const mirrorSeed = wantMirror
      ? await seedMirroring(database.url, { users: settings.users, copies: settings.copies, log })
      : undefined;
    const instanceSeeds =
      !settings.only || settings.only.some((name) => INSTANCE_ROWS.includes(name))
        ? await seedInstanceMirroring(database.url, { copies: settings.instanceCopies, log })
        : undefined;
    const money = ["withdrawals", "approvals", "orders"];
    const wantPgbench =
      settings.pgbench !== undefined &&
      (!settings.only ||
        settings.only.some(
          (name) => name === "pgbench" || name.startsWith("mirror") || money.includes(name),
        ));
    const pgbenchOptions = {
      command: settings.pgbench ?? "pgbench",
      scale: settings.pgbenchScale,
      clients: settings.connections,
      threads: Math.max(1, Math.min(settings.connections, cpus().length)),
      seconds: settings.duration,
    };
    if (wantPgbench) {
      log(`pgbench: loading scale ${settings.pgbenchScale} ...`);
      pgbenchDb = await initPgbench(settings.pgUrl, pgbenchOptions);
    } else {
      log("pgbench: skipped (BENCH_PGBENCH=off, not found, or no money scenario in BENCH_ONLY)");
    }
    // Start the measurements without a pending checkpoint of the seed and the pgbench load.
    await checkpoint(settings.pgUrl);

    const origin = server.origin;
    const admin = await signInHttp(server.baseUrl, origin, ADMIN.email, ADMIN.password);
    const investors: string[] = [];
    for (let i = 0; i < Math.min(settings.sessions, settings.users); i++) {
      investors.push(await signInHttp(server.baseUrl, origin, seed.userEmails(i), ADMIN.password));
    }
    const searchTerm = `TNX-1${String(Math.floor(settings.transactions / 2)).padStart(7, "0")}`;
    const get = (path: string, cookies: () => string): Request => ({
      method: "GET",
      path,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, cookie: cookies() },
      }),
    });
    let withdrawalSeq = 0;
    let orderSeq = 0;
    const nextInvestor = rotate(investors);
    // Investor i is bench user i + 1, whose practice account the trading seed made.
    const nextTrader = rotate(
      investors.map((cookie, i) => ({
        cookie,
        accountId: `bench-pa-${i + 1}`,
      })),
    );
    const scenarios: {
      name: string;
      what: string;
      url: string;
      options: Partial<autocannon.Options>;
    }[] = [
      {
        name: "bare",
        what: "GET /bare (bare Fastify, baseline)",
        url: `${bare.url}/bare`,
        options: {},
      },
      {
        name: "me",
        what: "GET /api/v1/me",
        url: server.baseUrl,
        options: { requests: [get("/api/v1/me", nextInvestor)] },
      },
      {
        name: "transactions",
        what: "GET /api/v1/transactions (first page)",
        url: server.baseUrl,
        options: { requests: [get("/api/v1/transactions", nextInvestor)] },
      },
      {
        name: "transactions-search",
        what: "GET /api/v1/transactions?search=ethereum",
        url: server.baseUrl,
        options: {
          requests: [get("/api/v1/transactions?search=ethereum", nextInvestor)],
        },
      },
      {
        name: "admin-search-id",
        what: `GET /api/v1/admin/transactions?search=${searchTerm} (1M rows)`,
        url: server.baseUrl,
        options: {
          requests: [get(`/api/v1/admin/transactions?search=${searchTerm}`, () => admin)],
        },
      },
      {
        name: "admin-search-word",
        what: "GET /api/v1/admin/transactions?search=litecoin (1M rows)",
        url: server.baseUrl,
        options: {
          requests: [get("/api/v1/admin/transactions?search=litecoin", () => admin)],
        },
      },
      {
        name: "admin-search-rare",
        what: "GET /api/v1/admin/transactions?search=usdt&status=pending (1M rows)",
        url: server.baseUrl,
        options: {
          requests: [get("/api/v1/admin/transactions?search=usdt&status=pending", () => admin)],
        },
      },
      {
        name: "withdrawals",
        what: "POST /api/v1/withdrawals (Idempotency-Key)",
        url: server.baseUrl,
        options: {
          requests: [
            {
              method: "POST",
              path: "/api/v1/withdrawals",
              setupRequest: (request) => ({
                ...request,
                headers: {
                  ...request.headers,
                  cookie: nextInvestor(),
                  origin,
                  "content-type": "application/json",
                  "idempotency-key": `bench-w-${started.getTime()}-${withdrawalSeq++}`,
                },
                body: JSON.stringify({
                  paymentMethodId: seed.paymentMethodId,
                  amount: "1.00",
                  walletAddress: "bc1-bench-wallet",
                }),
              }),
            },
          ],
        },
      },
    ];
    if (trading) {
      scenarios.push({
        name: "orders",
        what: "POST /api/v1/orders (practice, market order)",
        url: server.baseUrl,
        options: {
          requests: [
            {
              method: "POST",
              path: "/api/v1/orders",
              setupRequest: (request) => {
                const trader = nextTrader();
                const seq = orderSeq++;
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    cookie: trader.cookie,
                    origin,
                    "content-type": "application/json",
                    "idempotency-key": `bench-o-${started.getTime()}-${seq}`,
                    // Orders are rate-limited per client address (120 a minute): each request
                    // comes from its own address, so this measures the server, not one client's allowance.
                    "x-forwarded-for": `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
                  },
                  // Buys and sells in turn: opens, adds to, reduces and flips positions.
                  body: JSON.stringify({
                    accountId: trader.accountId,
                    symbol: "ETHUSD",
                    side: seq % 3 === 0 ? "sell" : "buy",
                    quantity: "0.01",
                    leverage: 2,
                  }),
                };
              },
            },
          ],
        },
      });
    }
    const ids = await pendingDepositIds(database.url, settings.approvals);
    const nextId = rotate(ids);
    scenarios.push({
      name: "approvals",
      what: `POST /api/v1/admin/transactions/:id/approve (${ids.length} deposits)`,
      url: server.baseUrl,
      options: {
        amount: ids.length,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => ({
              ...request,
              path: `/api/v1/admin/transactions/${nextId()}/approve`,
              headers: { ...request.headers, cookie: admin, origin },
            }),
          },
        ],
      },
    });

    const rows: Row[] = [];
    let bareRps = 0;
    let pgbench: PgbenchResult | undefined;
    // pgbench TPC-B on the same server, once, right before the first scenario compared with it.
    const measurePgbench = async (scratch: NonNullable<typeof pgbenchDb>) => {
      // Right before the money scenarios, so that both see the same machine.
      const loadAverage = loadavg()[0]!;
      const walBefore = await walBytes(settings.pgUrl);
      let pgbenchPid: number | undefined;
      const meter = await meterCpu(settings.pgUrl, scratch.name, () => [pgbenchPid]);
      pgbench = await runPgbench(scratch.url, pgbenchOptions, (pid) => {
        pgbenchPid = pid;
      });
      const cpu = await meter.stop();
      const wal = (await walBytes(settings.pgUrl)) - walBefore;
      rows.push({
        name: "pgbench",
        what: `pgbench TPC-B (scale ${pgbenchOptions.scale}, ${pgbenchOptions.clients} connections)`,
        requestsPerSecond: Math.round(pgbench.tps),
        p50: pgbench.p50,
        p99: pgbench.p99,
        ratio: bareRps ? pgbench.tps / bareRps : 0,
        vsPgbench: 1,
        target: null,
        met: null,
        walBytesPerRequest: pgbench.transactions ? Math.round(wal / pgbench.transactions) : 0,
        cpuMsPerRequest: pgbench.transactions ? cpu.totalMs / pgbench.transactions : 0,
        dbCpuMsPerRequest: pgbench.transactions ? cpu.databaseMs / pgbench.transactions : 0,
        requests: pgbench.transactions,
        non2xx: pgbench.failed,
        errors: 0,
        loadAverage,
      });
      log(
        `  pgbench: ${Math.round(pgbench.tps)} tps, p50 ${pgbench.p50} ms, p99 ${pgbench.p99} ms (${pgbench.command})`,
      );
    };
    for (const scenario of scenarios) {
      if (settings.only && !settings.only.includes(scenario.name) && scenario.name !== "bare") continue;
      if (money.includes(scenario.name) && pgbenchDb && !pgbench) await measurePgbench(pgbenchDb);
      const readsOnly = !scenario.options.amount && !money.includes(scenario.name);
      if (readsOnly && settings.warmup > 0) {
        await cannon(scenario.url, {
          ...scenario.options,
          duration: settings.warmup,
        });
      }
      const loadAverage = loadavg()[0]!;
      const walBefore = await walBytes(settings.pgUrl);
      const serverPid = scenario.name === "bare" ? undefined : server.child.pid;
      const meter = await meterCpu(settings.pgUrl, database.name, () => [serverPid]);
      const result = await cannon(scenario.url, scenario.options);
      const cpu = await meter.stop();
      const wal = (await walBytes(settings.pgUrl)) - walBefore;
      const perRequest = (ms: number) => (result.requests.total ? ms / result.requests.total : 0);
      // Completed requests over the elapsed time, as pgbench counts its tps. autocannon's
      // `requests.average` is the mean of per-second samples, the last one partial: a fixed-amount
      // run (the approvals) came out as amount / whole seconds, up to a second's worth too low.
      const rps = result.duration > 0 ? result.requests.total / result.duration : 0;
      if (scenario.name === "bare") bareRps = rps;
      const row: Row = {
        name: scenario.name,
        what: scenario.what,
        requestsPerSecond: Math.round(rps),
        p50: result.latency.p50,
        p99: result.latency.p99,
        ratio: bareRps ? rps / bareRps : 0,
        vsPgbench: money.includes(scenario.name) && pgbench ? rps / pgbench.tps : null,
        target: null,
        met: null,
        walBytesPerRequest: Math.round(perRequest(wal)),
        cpuMsPerRequest: scenario.name === "bare" ? 0 : perRequest(cpu.totalMs),
        dbCpuMsPerRequest: scenario.name === "bare" ? 0 : perRequest(cpu.databaseMs),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        loadAverage,
      };
      const target = TARGETS[scenario.name];
      if (target && (!money.includes(scenario.name) || pgbench)) {
        row.target = target.text;
        row.met = target.met(row);
      }
      rows.push(row);
      log(
        `  ${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms` +
          `${row.non2xx ? `, ${row.non2xx} non-2xx (${otherStatuses(result)})` : ""}` +
          `${row.errors ? `, ${row.errors} errors` : ""}`,
      );
    }

    if (trading && (!settings.only || settings.only.some((name) => name.startsWith("positions")))) {
      const loadAverage = loadavg()[0]!;
      const walBefore = await walBytes(settings.pgUrl);
      const meter = await meterCpu(settings.pgUrl, database.name, () => [process.pid]);
      const engine = await timeEngine(database.url, trading, {
        rounds: settings.engineRounds,
        warmup: 3,
        workers: settings.mirrorWorkers,
        batch: settings.mirrorBatch,
        jobsPerBatch: settings.mirrorJobs,
      });
      const cpu = await meter.stop();
      const wal = (await walBytes(settings.pgUrl)) - walBefore;
      const rounds = engine.quiet.length + 1;
      const mean = engine.quiet.reduce((a, b) => a + b, 0) / Math.max(1, engine.quiet.length);
      const round1 = (ms: number) => Math.round(ms * 10) / 10;
      const tick: Row = {
        name: "positions-tick",
        what: `engine: one quote round over ${trading.positions} open positions (${engine.quiet.length} rounds)`,
        requestsPerSecond: mean ? Math.round(1000 / mean) : 0,
        p50: round1(quantile(engine.quiet, 0.5)),
        p99: round1(quantile(engine.quiet, 0.99)),
        ratio: 0,
        vsPgbench: null,
        target: TARGETS["positions-tick"]!.text,
        met: null,
        // Shared by the quiet rounds and the trigger round (the meter spans both).
        walBytesPerRequest: Math.round(wal / rounds),
        cpuMsPerRequest: cpu.totalMs / rounds,
        dbCpuMsPerRequest: cpu.databaseMs / rounds,
        requests: engine.quiet.length,
        // Anything a quiet round closed is a seed or engine bug: shown in the non-2xx column.
        non2xx: engine.quietClosed,
        errors: 0,
        loadAverage,
      };
      tick.met = TARGETS["positions-tick"]!.met(tick);
      const closed =
        engine.trigger.round.stopLosses + engine.trigger.round.takeProfits + engine.trigger.round.closeOuts;
      rows.push(tick, {
        ...tick,
        name: "positions-trigger",
        what:
          `engine: one round closing ${closed} positions (${engine.trigger.round.stopLosses} stop-losses; ${trading.tight} seeded), ` +
          `and their ${trading.triggerCopyPositions} copy positions mirrored`,
        requestsPerSecond: Math.round(1000 / engine.trigger.ms),
        p50: round1(engine.trigger.ms),
        p99: round1(engine.trigger.ms),
        target: TARGETS["positions-trigger"]!.text,
        met: TARGETS["positions-trigger"]!.met({ ...tick, p99: round1(engine.trigger.ms) }),
        requests: 1,
        // Every seeded stop-loss closed, and every copy's position closed by its mirrored task.
        non2xx:
          Math.abs(closed - trading.tight) + Math.abs(engine.trigger.mirrored - trading.triggerCopyPositions),
      });
      log(
        `  positions-tick: p50 ${tick.p50} ms, p99 ${tick.p99} ms over ${engine.quiet.length} rounds` +
          `${engine.quietClosed ? `, ${engine.quietClosed} closed (unexpected)` : ""}; ` +
          `trigger round: ${round1(engine.trigger.ms)} ms (closes ${round1(engine.trigger.closedMs)} ms, then ` +
          `${engine.trigger.mirrored} copy tasks of ${trading.triggerCopies} copies), ${JSON.stringify(engine.trigger.round)}`,
      );
    }

    if (mirrorSeed) {
      if (pgbenchDb && !pgbench) await measurePgbench(pgbenchDb);
      const loadAverage = loadavg()[0]!;
      const walBefore = await walBytes(settings.pgUrl);
      const meter = await meterCpu(settings.pgUrl, database.name, () => [process.pid]);
      const mirror = await timeMirroring(database.url, mirrorSeed, {
        workers: settings.mirrorWorkers,
        batch: settings.mirrorBatch,
        jobsPerBatch: settings.mirrorJobs,
      });
      const cpu = await meter.stop();
      const wal = (await walBytes(settings.pgUrl)) - walBefore;
      const done = mirror.mirrored + mirror.skipped;
      const perSecond = done / (mirror.totalMs / 1000);
      const round1 = (ms: number) => Math.round(ms * 10) / 10;
      rows.push({
        name: "mirror",
        what:
          `mirroring: 1 trader fill into ${mirror.copies} copies, last filled after ` +
          `${(mirror.totalMs / 1000).toFixed(1)} s (${settings.mirrorWorkers} workers; copies/s, delay per copy)`,
        requestsPerSecond: Math.round(perSecond),
        p50: round1(quantile(mirror.delays, 0.5)),
        p99: round1(quantile(mirror.delays, 0.99)),
        ratio: 0,
        vsPgbench: pgbench ? perSecond / pgbench.tps : null,
        target: null,
        met: null,
        walBytesPerRequest: done ? Math.round(wal / done) : 0,
        cpuMsPerRequest: done ? cpu.totalMs / done : 0,
        dbCpuMsPerRequest: done ? cpu.databaseMs / done : 0,
        requests: done,
        // Every copy should be mirrored (none skipped, none missing): anything else shows here.
        non2xx: mirror.copies - mirror.mirrored,
        errors: 0,
        loadAverage,
      });
      log(
        `  mirror: ${mirror.mirrored} of ${mirror.copies} copies filled ${(mirror.totalMs / 1000).toFixed(1)} s ` +
          `after the trader's order (the order itself ${round1(mirror.orderMs)} ms), ${Math.round(perSecond)} copies/s` +
          `${mirror.skipped ? `, ${mirror.skipped} skipped` : ""}`,
      );
    }

    if (instanceSeeds) {
      if (pgbenchDb && !pgbench) await measurePgbench(pgbenchDb);
      const rowsOfInstances = await timeInstanceMirroring(instanceSeeds, {
        database,
        pgUrl: settings.pgUrl,
        serverEnv,
        pollMs: settings.instancePollMs,
        logFile: (instance) => join(resultsDir, `server-${stamp}-instance-${instance}.log`),
        pgbenchTps: pgbench?.tps,
        walBytes: () => walBytes(settings.pgUrl),
        log,
      });
      rows.push(...rowsOfInstances);
    }

    const verify = spawnSync("npm", ["run", "--silent", "ledger:verify"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
    const ledger = `${verify.stdout}${verify.stderr}`.trim();

    const table = formatTable(rows);
    log("");
    log(table);
    log(`ledger:verify -> ${ledger} (exit ${verify.status})`);
    const report = {
      startedAt: started.toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        node: process.version,
      },
      settings: { ...settings, pgUrl: undefined },
      seedSeconds: seed.seconds,
      pgbench: pgbench ?? null,
      rows,
      ledgerVerify: { exitCode: verify.status, output: ledger },
    };
    const file = join(resultsDir, `bench-${stamp}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`results: ${file}`);
    return report;
  } finally {
    bare?.stop();
    await server?.stop();
    await pgbenchDb?.drop();
    if (!settings.keepDb) await database.drop();
  }
}

export function formatTable(rows: Row[]): string {
  const header = [
    "scenario",
    "req/s",
    "p50 ms",
    "p99 ms",
    "vs bare",
    "vs pgbench",
    "target",
    "met",
    "non-2xx",
    "WAL/req",
    "CPU ms/req (db)",
    "load",
  ];
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const lines = rows.map((row) => [
    row.what,
    String(row.requestsPerSecond),
    String(row.p50),
    String(row.p99),
    row.name === "pgbench" || row.name.startsWith("positions") || row.name.startsWith("mirror")
      ? "-"
      : percent(row.ratio),
    row.vsPgbench === null ? "" : percent(row.vsPgbench),
    row.target ?? "",
    row.met === null ? "" : row.met ? "yes" : "NO",
    String(row.non2xx + row.errors),
    row.walBytesPerRequest >= 100 ? `${(row.walBytesPerRequest / 1024).toFixed(1)} kB` : "",
    row.cpuMsPerRequest > 0 ? `${row.cpuMsPerRequest.toFixed(2)} (${row.dbCpuMsPerRequest.toFixed(2)})` : "",
    row.loadAverage.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const left = (i: number) => i === 0 || i === 6;
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (left(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((w, i) => `${left(i) ? ":" : ""}${"-".repeat(w)}${left(i) ? "-" : ":"}`).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}

/** WAL bytes the server has written so far (all databases: other work on it shows up too). */
async function walBytes(serverUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query<{ bytes: string }>("select wal_bytes::text as bytes from pg_stat_wal");
    return Number(result.rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

async function checkpoint(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query("checkpoint");
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runBench().then(
    (report) => process.exit(report.ledgerVerify.exitCode === 0 ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
