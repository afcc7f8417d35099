import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { practiceUser } from "../trading/trading-test-fixtures";
import { useTradingApp } from "../trading/trading-test-kit";
import { verifyLedger } from "./verify-ledger";
import { verifyReferences } from "./verify-references";

describe("references without foreign keys (decision 0031)", () => {
  const t = useTradingApp();

  it("are all found on a trading app's rows, and a row naming nothing is reported, whichever table", async () => {
    const trader = await practiceUser(t.app);
    await trader.open({ symbol: "BTCUSD", side: "buy", quantity: "0.001", leverage: 2 });
    expect(await verifyReferences(t.app.db)).toEqual([]);

    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`
        insert into fills (id, account_id, position_id, symbol, side, quantity, price, leverage, reason, realized_pnl)
        values ('orphan-fill', ${trader.practice.id}, 'no-position', 'BTCUSD', 'buy', 1, 1, 1, 'open', 0)`);
        await tx.execute(sql`
        insert into positions (id, account_id, symbol, side, quantity, average_price, leverage, margin, realized_pnl, status, opened_at)
        values ('orphan-position', 'no-account', 'NOPE', 'buy', 0, 1, 1, 0, 0, 'closed', now())`);
        await tx.execute(sql`
        insert into copy_events (id, copy_id, kind, trader_fill_id) values ('orphan-event', 'no-copy', 'skipped', 'no-fill')`);
        expect((await verifyLedger(tx)).problems).toEqual([
          "positions.account_id no-account of orphan-position: no such trading_accounts",
          "positions.symbol NOPE of orphan-position: no such instruments",
          "fills.position_id no-position of orphan-fill: no such positions",
          "copy_events.copy_id no-copy of orphan-event: no such copies",
          "copy_events.trader_fill_id no-fill of orphan-event: no such fills",
        ]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!String(error).includes("Rollback")) throw error;
      });
    expect(await verifyReferences(t.app.db)).toEqual([]);
  });
});
