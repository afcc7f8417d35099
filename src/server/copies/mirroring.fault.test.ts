/**
 * Fault test of the mirroring queue on real PostgreSQL (skipped without DATABASE_URL): a trader's
 * fills are queued for FAULT_COPIES (default 20) practice copies made through the API; a server
 * process runs the mirroring loop on the same database and is killed with kill -9 while it works
 * through the tasks; a second one is started and finishes. Every (copy, trader fill) then has
 * exactly one copy event and one copy fill, the queue is empty, every copy ends flat like the
 * trader, and `npm run ledger:verify` passes.
 */
import { spawnSync } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { copies, fills, mirrorTasks } from "../db/schema";
import { post } from "../ledger/money-test-kit";
import { ROOT, type ServerProcess, startServer, waitFor } from "../test/server-process";
import { accountOf, openPosition, setPrice, useTradingApp } from "../trading/trading-test-kit";
import { investorWith, startCopy, traderWith } from "./copy-test-kit";

const PG = process.env.DATABASE_URL;
const COPIES = Number(process.env.FAULT_COPIES ?? 20);

describe.skipIf(!PG)("mirroring under kill -9 of the worker's process", () => {
  const t = useTradingApp();

  it("applies each (copy, trader fill) exactly once across the crash and the restart", async () => {
    setPrice(t.app, t.feed, "BTCUSDT", "50000.00", "50010.00");
    const trader = await traderWith(t, "1000");
    const practice = await accountOf(t.app, trader.cookie, "practice");
    const investors = await Promise.all(
      Array.from({ length: COPIES }, () => investorWith(t, "0", { assessed: false })),
    );
    const copyIds: string[] = [];
    for (const investor of investors) {
      const copy = await startCopy(t.app, investor.cookie, {
        traderId: trader.userId,
        amount: "1000",
        mode: "practice",
      });
      copyIds.push(copy.id);
    }
    const trade = (side: "buy" | "sell", quantity: string) =>
      openPosition(t.app, trader.cookie, {
        accountId: practice.id,
        symbol: "BTCUSD",
        side,
        quantity,
        leverage: 2,
      });
    const positionId = await trade("buy", "0.04");
    await trade("buy", "0.02");
    const partial = await post(t.app, trader.cookie, `/api/v1/positions/${positionId}/close`, {
      quantity: "0.03",
    });
    expect(partial.statusCode, partial.body).toBe(200);
    await trade("sell", "0.03");
    const total = COPIES * 4;

    const events = async () =>
      Number(
        (
          (
            await t.app.db.execute(
              sql`select count(*)::int as n from copy_events where trader_fill_id is not null`,
            )
          ).rows[0] as { n: number }
        ).n,
      );
    const worker = () =>
      startServer({
        databaseUrl: t.config.databaseUrl!,
        env: { MARKET_FEED_URL: t.feed.url, MARKET_POLL_MS: "0", MIRROR_POLL_MS: "20" },
        ...(process.env.FAULT_LOG ? { logFile: process.env.FAULT_LOG } : {}),
      });
    let server: ServerProcess | undefined = await worker();
    let atKill = 0;
    try {
      // Kill it once it has done some of the tasks and not all.
      await waitFor(async () => (await events()) >= total / 8, {
        timeoutMs: 120_000,
        intervalMs: 10,
        what: "the first mirrored tasks",
      });
      await server.kill9();
      atKill = await events();
      expect(atKill).toBeLessThan(total);
      server = await worker();
      await waitFor(async () => (await t.app.db.select().from(mirrorTasks)).length === 0, {
        timeoutMs: 180_000,
        intervalMs: 200,
        what: "an empty mirroring queue",
      });
    } finally {
      await server?.stop();
    }

    const rows = (
      await t.app.db.execute(sql`
        select e.copy_id, count(*)::int as events, count(distinct e.trader_fill_id)::int as fills,
               count(f.id)::int as copy_fills, sum(case when e.kind = 'mirrored' then 1 else 0 end)::int as mirrored
        from copy_events e left join fills f on f.id = e.copy_fill_id
        where e.trader_fill_id is not null
        group by e.copy_id`)
    ).rows as { events: number; fills: number; copy_fills: number; mirrored: number }[];
    expect(rows).toHaveLength(COPIES);
    for (const row of rows) expect(row).toMatchObject({ events: 4, fills: 4, copy_fills: 4, mirrored: 4 });
    for (const copyId of copyIds) {
      const [copy] = await t.app.db.select().from(copies).where(eq(copies.id, copyId));
      const made = await t.app.db.select().from(fills).where(eq(fills.accountId, copy!.accountId));
      expect(made).toHaveLength(4);
      const open = await t.app.db.execute(
        sql`select count(*)::int as n from positions where account_id = ${copy!.accountId} and status = 'open'`,
      );
      expect((open.rows[0] as { n: number }).n).toBe(0);
    }

    const verify = spawnSync(process.execPath, ["--import", "tsx", "src/server/ledger/verify-cli.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl! },
      encoding: "utf8",
    });
    expect(`${verify.stdout}${verify.stderr}`).toContain("ledger ok");
    expect(verify.status).toBe(0);
    console.log(
      `mirroring kill -9 fault: ${total} tasks over ${COPIES} copies, ${atKill} done when the worker was killed, ` +
        "each applied once after the restart",
    );
  }, 600_000);
});
