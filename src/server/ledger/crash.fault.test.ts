/**
 * Fault tests on real PostgreSQL (skipped without DATABASE_URL):
 * 1. kill -9 of the server in the middle of a load of deposits, approvals and withdrawals, a restart,
 *    then every request replayed with its Idempotency-Key: nothing acknowledged was lost, nothing
 *    happened twice (replays of acknowledged requests return the first response), every balance is
 *    what the client's log says, and `npm run ledger:verify` passes.
 * 2. PostgreSQL going away under load (a TCP proxy drops every connection and refuses new ones;
 *    FAULT_REAL_PG_RESTART=1 restarts the real cluster instead): /readyz says 503 meanwhile, the
 *    same server process serves again afterwards, with /readyz 200.
 * FAULT_OPS (default 120) bounds the load; the full run uses e.g. FAULT_OPS=2000.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgProxy } from "../test/pg-proxy";
import { type ServerProcess, signInHttp, startServer, waitFor } from "../test/server-process";
import * as fault from "./fault-test-kit";

const OPS = fault.loadSize(120);
const ADMIN = { email: "admin@example.com", password: "admin-password-123" };

interface Sent extends fault.KeyedRequest {
  op: "deposit" | "approve" | "withdraw";
  userIndex: number;
  body: Record<string, string> | null;
}
type Logged = Sent & fault.Answer;

const send = (baseUrl: string, origin: string, entry: Sent) =>
  fault.sendKeyed<{ id?: string; amount?: string }>(baseUrl, origin, entry);

const cents = (decimal: string) => BigInt(decimal.replace(".", "").padEnd(3, "0"));

describe.skipIf(!fault.PG)("kill -9 under a money load, restart, replay", () => {
  const database = fault.useDatabase("ste_fault");
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ databaseUrl: database.url, env: { AUTO_ACTIVATE: "true" } });
  }, 120_000);
  afterAll(() => server?.stop());

  it("loses no acknowledged operation and does none twice", async () => {
    const { baseUrl, origin } = server;
    const admin = await signInHttp(baseUrl, origin, ADMIN.email, ADMIN.password);
    const method = await fetch(`${baseUrl}/api/v1/admin/payment-methods`, {
      method: "POST",
      headers: { origin, cookie: admin, "content-type": "application/json" },
      body: JSON.stringify({ code: "flt", name: "Fault Coin", address: "fault-address" }),
    });
    expect(method.status).toBe(201);
    const paymentMethodId = ((await method.json()) as { id: string }).id;

    const investors: { cookie: string; id: string }[] = [];
    for (let i = 0; i < 6; i++) {
      investors.push(await fault.signUpHttp(baseUrl, origin, `fault${i}`, `Fault Investor ${i}`));
    }

    // The log every client keeps: what it sent, under which key, and what it was told.
    const log: Logged[] = [];
    const approvable: { id: string; userIndex: number }[] = [];
    let stop = false;
    let killAt = Math.floor(OPS / 2);
    const record = (entry: Sent) => fault.sendLogged(log, entry, () => send(server.baseUrl, origin, entry));
    const recordDeposit = (key: string, userIndex: number, amount: string) =>
      record({
        key,
        op: "deposit",
        cookie: investors[userIndex]!.cookie,
        userIndex,
        path: "/api/v1/deposits",
        body: { paymentMethodId, amount },
      });
    const recordApproval = (key: string, userIndex: number, transactionId: string) =>
      record({
        key,
        op: "approve",
        cookie: admin,
        userIndex,
        path: `/api/v1/admin/transactions/${transactionId}/approve`,
        body: null,
      });
    // Every investor starts with 500.00 approved, before the load.
    for (const userIndex of investors.keys()) {
      const created = await recordDeposit(`fund-${userIndex}`, userIndex, "500.00");
      expect(created.status).toBe(201);
      const createdId = (created.response as { id: string }).id;
      const approved = await recordApproval(`fund-approve-${userIndex}`, userIndex, createdId);
      expect(approved.status).toBe(200);
    }

    let issued = 0;
    const worker = async (w: number) => {
      while (!stop && issued < OPS) {
        const n = issued++;
        const userIndex = (n + w) % investors.length;
        const investor = investors[userIndex]!;
        const kind = n % 3;
        if (kind === 1 && approvable.length > 0) {
          const next = approvable.shift()!;
          await recordApproval(`approve-${n}`, next.userIndex, next.id);
        } else if (kind === 2) {
          await record({
            key: `withdraw-${n}`,
            op: "withdraw",
            cookie: investor.cookie,
            userIndex,
            path: "/api/v1/withdrawals",
            body: { paymentMethodId, amount: "1.25", walletAddress: `wallet-${userIndex}` },
          });
        } else {
          const logged = await recordDeposit(`deposit-${n}`, userIndex, `${10 + (n % 7)}.50`);
          if (logged.status === 201)
            approvable.push({ id: (logged.response as { id: string }).id, userIndex });
        }
        if (n === killAt) {
          killAt = -1;
          await server.kill9();
          stop = true;
        }
      }
    };
    // Bounded in time too: a slow machine gets its kill after 30 s, in the middle of the load.
    const killTimer = setTimeout(() => {
      if (killAt !== -1) killAt = issued + 1;
    }, 30_000);
    const deadline = setTimeout(() => {
      stop = true;
    }, 90_000);
    await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    clearTimeout(deadline);
    clearTimeout(killTimer);
    if (killAt !== -1) await server.kill9();

    const acknowledged = log.filter((entry) => typeof entry.status === "number" && entry.status < 300);
    const failed = log.filter((entry) => entry.status === "error");
    expect(acknowledged.length).toBeGreaterThan(OPS / 3);
    expect(log.filter((entry) => typeof entry.status === "number" && entry.status >= 500)).toEqual([]);

    // Restart on the same database and replay EVERY request with its key.
    server = await startServer({
      databaseUrl: database.url,
      port: server.port,
      env: { AUTO_ACTIVATE: "true" },
    });
    let replayedAcks = 0;
    for (const entry of log) {
      // Refused requests stored nothing; only acknowledged and cut-off ones are retried.
      if (typeof entry.status === "number" && entry.status >= 300) continue;
      const again = await send(server.baseUrl, origin, entry);
      if (typeof entry.status === "number" && entry.status < 300) {
        // Acknowledged before the crash: it is still there, and the replay is that same response.
        expect(again.status).toBe(entry.status);
        expect(again.replayed).toBe(true);
        expect(again.body).toEqual(entry.response);
        replayedAcks++;
      } else if (entry.status === "error") {
        // Cut off by the crash: it either committed (replayed now) or not at all (done now): once.
        expect([200, 201, 409, 422]).toContain(again.status);
        entry.status = again.status;
        entry.response = again.body;
      }
    }
    expect(replayedAcks).toBe(acknowledged.length);

    // Balances are exactly what the log says: approved deposits in, withdrawals held.
    const created = new Map(
      log
        .filter((e) => e.op === "deposit" && e.status === 201)
        .map((e) => [(e.response as { id: string }).id, e]),
    );
    for (const [userIndex, investor] of investors.entries()) {
      let balance = 0n;
      let held = 0n;
      for (const entry of log) {
        if (entry.userIndex !== userIndex || entry.status === "error" || entry.status >= 300) continue;
        if (entry.op === "approve") {
          const id = entry.path.split("/")[5]!;
          balance += cents(created.get(id)!.body!.amount!);
        }
        if (entry.op === "withdraw") held += cents(entry.body!.amount!);
      }
      const me = await fetch(`${server.baseUrl}/api/v1/me`, { headers: { cookie: investor.cookie } });
      const wallet = (await me.json()) as { balance: string; held: string };
      expect({ user: userIndex, balance: cents(wallet.balance), held: cents(wallet.held) }).toEqual({
        user: userIndex,
        balance,
        held,
      });
    }

    fault.expectLedgerVerifies(database.url);
    console.log(
      `kill -9 fault: ${log.length} requests, ${acknowledged.length} acknowledged before the crash ` +
        `(all replayed identically), ${failed.length} cut off by it (each done exactly once on replay)`,
    );
  }, 240_000);
});

describe.skipIf(!fault.PG)("PostgreSQL restarted under load", () => {
  const real = process.env.FAULT_REAL_PG_RESTART === "1";
  const database = fault.useDatabase("ste_fault");
  let server: ServerProcess;
  let proxy: ReturnType<typeof pgProxy>;
  beforeAll(async () => {
    const target = new URL(database.url);
    proxy = pgProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(database.url);
    url.port = String(await proxy.listen());
    server = await startServer({ databaseUrl: real ? database.url : url.toString() });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
  });
  /** Takes the database away or brings it back: the real cluster, or the proxy the server goes through. */
  const setDatabase = (action: "stop" | "start") => {
    if (real) {
      spawnSync("pg_ctlcluster", [
        "--skip-systemctl-redirect",
        process.env.PG_VERSION ?? "15",
        "main",
        action,
      ]);
    } else if (action === "stop") proxy.down();
    else proxy.up();
  };

  it("reports 503 on /readyz while the database is away and recovers without a restart", async () => {
    const { baseUrl, origin } = server;
    const pid = server.child.pid;
    const admin = await signInHttp(baseUrl, origin, ADMIN.email, ADMIN.password);
    const statuses: number[] = [];
    const ready: number[] = [];
    let loading = true;
    const load = (async () => {
      for (let i = 0; loading && i < 5000; i++) {
        const response = await fetch(`${baseUrl}/api/v1/me`, {
          headers: { cookie: admin },
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer();
      }
    })();
    await new Promise((r) => setTimeout(r, 500));

    setDatabase("stop");
    await waitFor(
      async () => {
        const status = (await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) })).status;
        ready.push(status);
        return status === 503;
      },
      { timeoutMs: 20_000, what: "/readyz 503" },
    );
    await new Promise((r) => setTimeout(r, 1000));
    setDatabase("start");
    await waitFor(async () => (await fetch(`${baseUrl}/readyz`)).status === 200, {
      timeoutMs: 30_000,
      what: "/readyz 200 again",
    });
    // Requests succeed again on the same process (the pool replaced its dead connections).
    await waitFor(
      async () => (await fetch(`${baseUrl}/api/v1/me`, { headers: { cookie: admin } })).status === 200,
      { timeoutMs: 15_000, what: "/api/v1/me 200 again" },
    );
    loading = false;
    await load;
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBe(null);
    expect(ready).toContain(503);
    // While the database was away, requests that needed it were refused as 503, never 500.
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    const after = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${baseUrl}/api/v1/me`, { headers: { cookie: admin } }).then((r) => r.status),
      ),
    );
    expect(after.every((status) => status === 200)).toBe(true);
    console.log(
      `database outage: ${statuses.length} requests during the run, ` +
        `${statuses.filter((s) => s !== 200).length} failed while it was away, readyz saw ${[...new Set(ready)].join("/")}`,
    );
  }, 120_000);
});
