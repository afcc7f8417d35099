import { eq } from "drizzle-orm";
import { navPerUnit, unitsFor } from "../../shared/nav-math";
import { formatFixed } from "../../shared/trading-math";
import { navSnapshots, tradingAccounts } from "../db/schema";
import type { Runner } from "../ledger/post-entry";
import { fixedOf } from "./account-figures";
import type { TradingAccountRow } from "./trading-account";

/**
 * Money moved into (+) or out of (-) a trading account buys or sells NAV units at the NAV per unit
 * of `equityBefore`, and a 'flow' snapshot records equity and units after it (DESIGN.md section 8:
 * money moved is never performance). The caller holds the account's lock and posts the money;
 * taking out all the equity leaves no units.
 */
export async function recordFlow(
  tx: Runner,
  account: TradingAccountRow,
  amount: bigint,
  equityBefore: bigint,
): Promise<void> {
  const units = fixedOf(account.units);
  const equityAfter = equityBefore + amount;
  const unitsAfter = equityAfter <= 0n ? 0n : units + unitsFor(amount, navPerUnit(equityBefore, units));
  await tx
    .update(tradingAccounts)
    .set({ units: formatFixed(unitsAfter) })
    .where(eq(tradingAccounts.id, account.id));
  account.units = formatFixed(unitsAfter);
  await tx.insert(navSnapshots).values({
    accountId: account.id,
    equity: equityAfter,
    units: formatFixed(unitsAfter),
    reason: "flow",
  });
}
