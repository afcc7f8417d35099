/**
 * Fault test of the trading closes on real PostgreSQL (skipped without DATABASE_URL), in the style
 * of src/server/ledger/crash.fault.test.ts: two server processes on one database (both run the
 * price loop against a local stub exchange; only the lease holder evaluates), a load of orders with
 * stop-losses and of closes over both, kill -9 of one instance in the middle of it, a restart, every
 * request replayed with its Idempotency-Key; then the price crosses every stop-loss and the lease
 * holder is killed while the engine closes. Every acknowledged order and close is there exactly
 * once, every position closed once, every cash balance is 1,000,000 cents plus its realized P&L,
 * and `npm run ledger:verify` passes. FAULT_OPS (default 60) bounds the load.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountId, tradingCash } from "../ledger/accounts";
import * as fault from "../ledger/fault-test-kit";
import { type StubFeed, startStubFeed } from "../market/stub-feed";
import { type ServerProcess, startServer, waitFor } from "../test/server-process";
import { PRACTICE_CASH } from "./ensure-practice-account";
import { STUB_PAIRS } from "./trading-test-kit";

const OPS = fault.loadSize(60);
const USERS = 4;
/** Every order buys with a stop-loss below the stub's bid; phase 2 moves the bids below them. */
const BOOK = {
  BTCUSD: {
    feed: "BTCUSDT",
    quantity: "0.01",
    stopLoss: "49000",
    crossed: { bid: "48000.00", ask: "48010.00" },
  },
  ETHUSD: { feed: "ETHUSDT", quantity: "0.1", stopLoss: "2900", crossed: { bid: "2800.00", ask: "2801.00" } },
} as const;
const SYMBOLS = Object.keys(BOOK) as (keyof typeof BOOK)[];

interface Sent extends fault.KeyedRequest {
  op: "order" | "close";
  userIndex: number;
  body: Record<string, unknown>;
}
type Logged = Sent & fault.Answer;

interface OrderResponse {
  order: { id: string };
  position: { id: string; status: string };
}

/** Every request has a JSON body (`{}` for a close): sent with its content type. */
const send = (server: ServerProcess, entry: Sent) =>
  fault.sendKeyed<unknown>(server.baseUrl, server.origin, entry);

describe.skipIf(!fault.PG)("trading closes under kill -9 of one of two instances", () => {
  const database = fault.useDatabase("ste_fault_trading");
  let feed: StubFeed;
  const servers: ServerProcess[] = [];
  let client: pg.Client;
  const start = async (index: number, port?: number) => {
    servers[index] = await startServer({
      databaseUrl: database.url,
      ...(port ? { port } : {}),
      env: { AUTO_ACTIVATE: "true", MARKET_FEED_URL: feed.url, MARKET_POLL_MS: "100" },
    });
  };
  beforeAll(async () => {
    feed = await startStubFeed(structuredClone(STUB_PAIRS));
    await start(0);
    await start(1);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((server) => server?.stop()));
    await feed?.close();
  });

  it("does every acknowledged order and close once and closes every position once", async () => {
    const users: { cookie: string; accountId: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const { baseUrl, origin } = servers[i % 2]!;
      const { cookie } = await fault.signUpHttp(baseUrl, origin, `trader${i}`, `Fault Trader ${i}`);
      const accounts = await fetch(`${baseUrl}/api/v1/trading/accounts`, { headers: { cookie } });
      expect(accounts.status).toBe(200);
      const practice = ((await accounts.json()) as { id: string; mode: string }[]).find(
        (account) => account.mode === "practice",
      );
      expect(practice).toBeDefined();
      users.push({ cookie, accountId: practice!.id });
    }

    // Phase 1: orders and closes over both instances; instance 0 dies by kill -9 half way.
    const log: Logged[] = [];
    const record = (server: ServerProcess, entry: Sent) =>
      fault.sendLogged(log, entry, () => send(server, entry));
    const openPositions = new Map<number, string[]>();
    let issued = 0;
    let killAt = Math.floor(OPS / 2);
    const worker = async (w: number) => {
      while (issued < OPS) {
        const n = issued++;
        const userIndex = (n + w) % USERS;
        const user = users[userIndex]!;
        const server = servers[n % 2]!;
        const known = openPositions.get(userIndex) ?? [];
        if (n % 5 === 4 && known.length > 0) {
          const positionId = known.shift()!;
          await record(server, {
            key: `close-${n}`,
            op: "close",
            cookie: user.cookie,
            userIndex,
            path: `/api/v1/positions/${positionId}/close`,
            body: {},
          });
        } else {
          const symbol = SYMBOLS[n % SYMBOLS.length]!;
          const logged = await record(server, {
            key: `order-${n}`,
            op: "order",
            cookie: user.cookie,
            userIndex,
            path: "/api/v1/orders",
            body: {
              accountId: user.accountId,
              symbol,
              side: "buy",
              quantity: BOOK[symbol].quantity,
              leverage: 1,
              stopLoss: BOOK[symbol].stopLoss,
            },
          });
          if (logged.status === 201) {
            const id = (logged.response as OrderResponse).position.id;
            if (!known.includes(id)) known.push(id);
            openPositions.set(userIndex, known);
          }
        }
        if (n === killAt) {
          killAt = -1;
          await servers[0]!.kill9();
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    if (killAt !== -1) await servers[0]!.kill9();

    const acknowledged = log.filter((e) => typeof e.status === "number" && e.status < 300);
    const cutOff = log.filter((e) => e.status === "error");
    expect(acknowledged.filter((e) => e.op === "order").length).toBeGreaterThan(OPS / 4);
    expect(acknowledged.filter((e) => e.op === "close").length).toBeGreaterThan(0);
    expect(log.filter((e) => typeof e.status === "number" && e.status >= 500)).toEqual([]);

    // Restart on the same port and database; replay EVERY request with its key, alternating.
    await start(0, servers[0]!.port);
    let replayedAcks = 0;
    for (const [i, entry] of log.entries()) {
      if (typeof entry.status === "number" && entry.status >= 300) continue;
      const again = await send(servers[i % 2]!, entry);
      if (typeof entry.status === "number") {
        expect({ key: entry.key, status: again.status, replayed: again.replayed, body: again.body }).toEqual({
          key: entry.key,
          status: entry.status,
          replayed: true,
          body: entry.response,
        });
        replayedAcks++;
      } else {
        // Cut off by the crash (or sent to the dead instance): done exactly once now or before.
        expect([200, 201, 404, 409, 422], JSON.stringify(again.body)).toContain(again.status);
        entry.status = again.status;
        entry.response = again.body;
      }
    }
    expect(replayedAcks).toBe(acknowledged.length);

    // Phase 2: every bid below every stop-loss; kill the lease holder while the engine closes.
    // Instance 1 has held the lease since instance 0 died (a live holder keeps renewing it).
    const leaseBefore = await client.query<{ holder: string }>("select holder from market_poller_lease");
    for (const symbol of SYMBOLS) feed.pairs.set(BOOK[symbol].feed, { ...BOOK[symbol].crossed });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await servers[1]!.kill9();
    await waitFor(
      async () => (await client.query("select 1 from positions where status = 'open'")).rows.length === 0,
      { timeoutMs: 30_000, what: "every stop-loss closed" },
    );
    const leaseAfter = await client.query<{ holder: string }>("select holder from market_poller_lease");
    await start(1, servers[1]!.port);

    // The client's log and the database agree: each acknowledged order is one 'open' fill (the order
    // is its fill), each acknowledged close one 'close' fill, nothing else was booked.
    const done = (op: Logged["op"], status: number) => log.filter((e) => e.op === op && e.status === status);
    const orderIds = done("order", 201).map((e) => (e.response as OrderResponse).order.id);
    expect(new Set(orderIds).size).toBe(orderIds.length);
    const openFills = await client.query<{ id: string }>("select id from fills where reason = 'open'");
    expect(openFills.rows.map((row) => row.id).sort()).toEqual([...orderIds].sort());
    const closeFills = await client.query<{ n: string }>(
      "select count(*)::text as n from fills where reason = 'close'",
    );
    expect(Number(closeFills.rows[0]!.n)).toBe(done("close", 200).length);

    // Every position is closed, by exactly one fill, and its quantity is what its fills say.
    const perPosition = await client.query<{
      id: string;
      status: string;
      quantity: string;
      opened: string;
      closed: string;
      closes: number;
      close_reason: string | null;
    }>(`
      select p.id, p.status, p.quantity::text, p.close_reason,
        coalesce(sum(f.quantity) filter (where f.reason = 'open'), 0)::text as opened,
        coalesce(sum(f.quantity) filter (where f.reason <> 'open'), 0)::text as closed,
        (count(*) filter (where f.reason <> 'open'))::int as closes
      from positions p left join fills f on f.position_id = p.id
      group by p.id`);
    expect(perPosition.rows.length).toBeGreaterThan(0);
    const stopLosses = perPosition.rows.filter((row) => row.close_reason === "stop-loss").length;
    expect(stopLosses).toBeGreaterThan(0);
    for (const row of perPosition.rows) {
      expect({ id: row.id, status: row.status, closes: row.closes, quantity: Number(row.quantity) }).toEqual({
        id: row.id,
        status: "closed",
        closes: 1,
        quantity: 0,
      });
      expect(Number(row.closed), row.id).toBe(Number(row.opened));
    }

    // Each account's cash is the practice grant plus the realized P&L of its fills.
    for (const user of users) {
      const cash = await client.query<{ balance: string }>(
        "select balance::text from ledger_accounts where id = $1",
        [accountId(tradingCash(user.accountId))],
      );
      const pnl = await client.query<{ pnl: string }>(
        "select coalesce(sum(realized_pnl), 0)::text as pnl from fills where account_id = $1",
        [user.accountId],
      );
      expect(BigInt(cash.rows[0]!.balance)).toBe(PRACTICE_CASH + BigInt(pnl.rows[0]!.pnl));
    }

    fault.expectLedgerVerifies(database.url);
    console.log(
      `trading kill -9 fault: ${log.length} requests, ${acknowledged.length} acknowledged before the ` +
        `crash (all replayed identically), ${cutOff.length} cut off (each done once on replay); ` +
        `${perPosition.rows.length} positions each closed once (${stopLosses} by stop-loss); lease ` +
        `${leaseBefore.rows[0]?.holder === leaseAfter.rows[0]?.holder ? "kept" : "taken over"} after killing instance 1`,
    );
  }, 240_000);
});
