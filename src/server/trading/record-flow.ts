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
 * taking out all the equity leaves no units (and writes the snapshot before it too, see below).
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
  if (unitsAfter === 0n && units > 0n) {
    // Emptied: the snapshot after has no units and so no NAV per unit; this one keeps the NAV per
    // unit the money left at, so the return up to the movement is still measured.
    await tx.insert(navSnapshots).values({
      accountId: account.id,
      equity: equityBefore,
      units: account.units,
      reason: "flow",
    });
  }
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
