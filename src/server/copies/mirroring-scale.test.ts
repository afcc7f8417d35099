/**
 * Issue 30 points 5-6 on real PostgreSQL (skipped without DATABASE_URL): copies seeded in bulk
 * (seedCopies), a trader's fills mirrored into all of them by the set-based workers.
 * - Two instances (two connection pools, as two servers would have) split a 2,000-copy fill,
 *   each copy exactly once.
 * - A server process mirroring SCALE_COPIES (10,000) copies is killed with kill -9 mid-way and
 *   another finishes: every (copy, trader fill) exactly once, the queue empty, ledger:verify ok.
 */
import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { post } from "../ledger/money-test-kit";
import { ROOT, type ServerProcess, startServer, waitFor } from "../test/server-process";
import { accountOf, openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { traderWith } from "./copy-test-kit";
import { runMirrorWorker } from "./run-mirror-worker";
import { seedCopies } from "./seed-copies";

const PG = process.env.DATABASE_URL;
const SCALE_COPIES = Number(process.env.SCALE_COPIES ?? 10_000);

describe.skipIf(!PG)("mirroring at scale (issue 30)", () => {
  const t = useTradingApp();

  /** A trader with a practice account and `count` practice copies of $1,000 each, made in bulk. */
  async function traderWithCopies(prefix: string, count: number) {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await traderWith(t, "1000");
    const practice = await accountOf(t.app, trader.cookie, "practice");
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      await client.query("begin");
      await client.query("set local session_replication_role = replica");
      await seedCopies(client, {
        traderId: trader.userId,
        count,
        prefix,
        cashCents: 100_000,
        withInvestors: true,
      });
      await client.query("commit");
      await client.query("analyze copies, trading_accounts, ledger_accounts");
    } finally {
      await client.end();
    }
    const trade = (side: "buy" | "sell", quantity: string) =>
      openPosition(t.app, trader.cookie, {
        accountId: practice.id,
        symbol: "BTCUSD",
        side,
        quantity,
        leverage: 2,
      });
    return { trader, practice, trade };
  }

  /** Per copy of `prefix`: its copy events for trader fills, distinct fills, and copy fills. */
  async function perCopy(prefix: string) {
    const result = await t.app.db.execute(sql`
      select e.copy_id, count(*)::int as events, count(distinct e.trader_fill_id)::int as fills,
             count(f.id)::int as copy_fills
      from copy_events e left join fills f on f.id = e.copy_fill_id
      where e.trader_fill_id is not null and e.copy_id like ${`${prefix}-copy-%`}
      group by e.copy_id`);
    return result.rows as { events: number; fills: number; copy_fills: number }[];
  }

  function expectLedgerVerified() {
    const verify = spawnSync(process.execPath, ["--import", "tsx", "src/server/ledger/verify-cli.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl! },
      encoding: "utf8",
    });
    expect(`${verify.stdout}${verify.stderr}`).toContain("ledger ok");
    expect(verify.status).toBe(0);
  }

  it("two instances split a 2,000-copy fill, each copy exactly once", async () => {
    const { trade } = await traderWithCopies("two", 2000);
    await trade("buy", "0.04");
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 }));
    try {
      const started = performance.now();
      const done = await Promise.all(
        pools.map((pool) =>
          runMirrorWorker(drizzle(pool, { schema }) as unknown as Db, t.app.market, { batch: 250 }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      expect(done[0]! + done[1]!).toBe(2000);
      // Both took part (SKIP LOCKED hands each batch of copies to one of them).
      expect(Math.min(...done)).toBeGreaterThan(0);
      console.log(`two instances: ${done.join(" + ")} copies in ${seconds.toFixed(2)} s`);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    const rows = await perCopy("two");
    expect(rows).toHaveLength(2000);
    for (const row of rows)
      expect(row).toEqual(expect.objectContaining({ events: 1, fills: 1, copy_fills: 1 }));
    expectLedgerVerified();
  }, 300_000);

  it(`applies a ${SCALE_COPIES}-copy fill exactly once across kill -9 of the worker's process and a restart`, async () => {
    const { trader, trade } = await traderWithCopies("kill", SCALE_COPIES);
    const positionId = await trade("buy", "0.04");
    const partial = await post(t.app, trader.cookie, `/api/v1/positions/${positionId}/close`, {
      quantity: "0.01",
    });
    expect(partial.statusCode, partial.body).toBe(200);
    await trade("sell", "0.03");
    const total = SCALE_COPIES * 3;
    const events = async () =>
      Number(
        (
          (
            await t.app.db.execute(
              sql`select count(*)::int as n from copy_events where copy_id like 'kill-copy-%' and trader_fill_id is not null`,
            )
          ).rows[0] as { n: number }
        ).n,
      );
    const worker = () =>
      startServer({
        databaseUrl: t.config.databaseUrl!,
        env: { MARKET_FEED_URL: t.feed.url, MARKET_POLL_MS: "0", MIRROR_POLL_MS: "20" },
      });
    let server: ServerProcess | undefined = await worker();
    let atKill = 0;
    try {
      await waitFor(async () => (await events()) >= total / 6, {
        timeoutMs: 240_000,
        intervalMs: 20,
        what: "the first mirrored batches",
      });
      await server.kill9();
      atKill = await events();
      expect(atKill).toBeLessThan(total);
      server = await worker();
      await waitFor(
        async () => (await t.app.db.execute(sql`select 1 from mirror_tasks limit 1`)).rows.length === 0,
        {
          timeoutMs: 300_000,
          intervalMs: 200,
          what: "an empty mirroring queue",
        },
      );
    } finally {
      await server?.stop();
    }
    const rows = await perCopy("kill");
    expect(rows).toHaveLength(SCALE_COPIES);
    for (const row of rows)
      expect(row).toEqual(expect.objectContaining({ events: 3, fills: 3, copy_fills: 3 }));
    const open = await t.app.db.execute(
      sql`select count(*)::int as n from positions where account_id like 'kill-ca-%' and status = 'open'`,
    );
    expect((open.rows[0] as { n: number }).n).toBe(0);
    expectLedgerVerified();
    console.log(`mirroring kill -9: ${total} tasks over ${SCALE_COPIES} copies, ${atKill} done at the kill`);
  }, 900_000);
});
