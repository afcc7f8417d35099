import { and, asc, desc, eq, gt, inArray, lte } from "drizzle-orm";
import { cents } from "../../shared/money";
import { navPerUnit } from "../../shared/nav-math";
import type { Runner } from "../db/client";
import { ledgerAccounts, navSnapshots, positions, tradingAccounts } from "../db/schema";
import { accountId, tradingCash } from "../ledger/accounts";
import { fixedOf, type PositionRow } from "../trading/account-figures";
import type { NavInputs } from "./to-copy";

/**
 * What the NAV per unit of each trading account of `ids` rests on (navAt), in four queries whatever
 * the number of accounts: units, cash, open positions (oldest first) and, for accounts holding no
 * units, the NAV of their latest snapshot with units.
 */
export async function loadNavInputs(db: Runner, ids: readonly string[]): Promise<Map<string, NavInputs>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const accounts = await db
    .select({ id: tradingAccounts.id, units: tradingAccounts.units })
    .from(tradingAccounts)
    .where(inArray(tradingAccounts.id, wanted));
  const cash = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.id,
        wanted.map((id) => accountId(tradingCash(id))),
      ),
    );
  const open = await db
    .select()
    .from(positions)
    .where(and(inArray(positions.accountId, wanted), eq(positions.status, "open")))
    .orderBy(asc(positions.openedAt), asc(positions.id));
  const emptied = db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(and(inArray(tradingAccounts.id, wanted), lte(tradingAccounts.units, "0")));
  const last = await db
    .selectDistinctOn([navSnapshots.accountId], {
      accountId: navSnapshots.accountId,
      equity: navSnapshots.equity,
      units: navSnapshots.units,
    })
    .from(navSnapshots)
    .where(and(inArray(navSnapshots.accountId, emptied), gt(navSnapshots.units, "0")))
    .orderBy(navSnapshots.accountId, desc(navSnapshots.at), desc(navSnapshots.id));

  const cashOf = new Map(cash.map((row) => [row.id, row.balance]));
  const lastNavOf = new Map(last.map((row) => [row.accountId, navPerUnit(row.equity, fixedOf(row.units))]));
  const openOf = new Map<string, PositionRow[]>();
  for (const row of open) openOf.set(row.accountId, [...(openOf.get(row.accountId) ?? []), row]);
  return new Map(
    accounts.map((account) => [
      account.id,
      {
        cash: cents(cashOf.get(accountId(tradingCash(account.id))) ?? 0n),
        open: openOf.get(account.id) ?? [],
        units: account.units,
        lastNav: lastNavOf.get(account.id) ?? null,
      },
    ]),
  );
}
