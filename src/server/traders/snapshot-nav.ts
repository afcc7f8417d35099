import { sql } from "drizzle-orm";
import type { Runner } from "../db/client";
import { navSnapshots } from "../db/schema";
import { fixedOf, type PositionRow, unrealizedPnl } from "../trading/account-figures";
import { type QuoteSource, quotesFor } from "../trading/quote-source";

/** Accounts snapshotted per round trip. */
const BATCH = 500;

interface AccountState {
  id: string;
  units: string;
  cash: bigint;
  open: PositionRow[];
}

/**
 * The hourly NAV snapshot (docs/design.md, Copy trading): every trading account holding units or open
 * positions that has no 'hourly' snapshot in the current UTC hour gets one (equity marked at the
 * current quotes, and its units), so a crashed or replaced lease holder catches up and a second
 * call in the same hour writes nothing. Units, cash and positions of an account are read in one
 * statement (a consistent pair even while money moves). Returns how many snapshots it wrote.
 */
export async function snapshotNav(db: Runner, market: QuoteSource): Promise<number> {
  let written = 0;
  let after = "";
  for (;;) {
    const result = await db.execute(sql`
      select ta.id, ta.units::text as units,
        coalesce((select la.balance from ledger_accounts la where la.id = 'trading:' || ta.id || ':cash'), 0)::text as cash,
        coalesce((select json_agg(json_build_object('id', p.id, 'symbol', p.symbol, 'side', p.side,
            'quantity', p.quantity::text, 'averagePrice', p.average_price::text))
          from positions p where p.account_id = ta.id and p.status = 'open'), '[]'::json) as open
      from trading_accounts ta
      where ta.id > ${after}
        and (ta.units > 0 or exists (select 1 from positions p where p.account_id = ta.id and p.status = 'open'))
        and not exists (select 1 from nav_snapshots n where n.account_id = ta.id and n.reason = 'hourly'
          and n.at >= date_trunc('hour', now()))
      order by ta.id
      limit ${BATCH}`);
    const rows = result.rows as { id: string; units: string; cash: string; open: unknown }[];
    if (rows.length === 0) return written;
    const accounts: AccountState[] = rows.map((row) => ({
      id: row.id,
      units: row.units,
      cash: BigInt(row.cash),
      open: (typeof row.open === "string" ? JSON.parse(row.open) : row.open) as PositionRow[],
    }));
    const quotes = await quotesFor(
      market,
      accounts.flatMap((account) => account.open.map((position) => position.symbol)),
    );
    await db.insert(navSnapshots).values(
      accounts.map((account) => {
        let equity = account.cash;
        for (const position of account.open)
          equity += unrealizedPnl({ ...position, status: "open" }, quotes.get(position.symbol));
        return {
          accountId: account.id,
          equity,
          units: fixedOf(account.units) > 0n ? account.units : "0",
          reason: "hourly",
        } satisfies typeof navSnapshots.$inferInsert;
      }),
    );
    written += rows.length;
    after = rows.at(-1)!.id;
  }
}
