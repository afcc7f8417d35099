import { asc, eq, inArray, sql } from "drizzle-orm";
import type { TradingAccount } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { ledgerAccounts, positions, tradingAccounts } from "../db/schema";
import { accountFigures, type PositionRow } from "./account-figures";
import { ensurePracticeAccount } from "./ensure-practice-account";
import { type QuoteSource, quotesFor } from "./quote-source";
import { toTradingAccount } from "./to-trading-account";

/**
 * GET /api/v1/trading/accounts: the caller's trading accounts (live own first, then practice, then
 * copies), each marked at the current quotes. Makes the practice account on first call.
 */
export async function listTradingAccounts(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
): Promise<TradingAccount[]> {
  await ensurePracticeAccount(db, actor.userId);
  const accounts = await db
    .select({ account: tradingAccounts, cash: ledgerAccounts.balance })
    .from(tradingAccounts)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, sql`'trading:' || ${tradingAccounts.id} || ':cash'`))
    .where(eq(tradingAccounts.userId, actor.userId))
    .orderBy(
      sql`case when ${tradingAccounts.kind} = 'own' and ${tradingAccounts.mode} = 'live' then 0
               when ${tradingAccounts.kind} = 'own' then 1 else 2 end`,
      asc(tradingAccounts.createdAt),
    );
  const ids = accounts.map((row) => row.account.id);
  const open: PositionRow[] =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(positions)
          .where(sql`${inArray(positions.accountId, ids)} and ${positions.status} = 'open'`);
  const quotes = await quotesFor(
    market,
    open.map((row) => row.symbol),
  );
  return accounts.map(({ account, cash }) =>
    toTradingAccount(
      account,
      accountFigures(
        cash,
        open.filter((row) => row.accountId === account.id),
        quotes,
      ),
    ),
  );
}
