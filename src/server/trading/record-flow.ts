import { eq } from "drizzle-orm";
import { navPerUnit, START_NAV, unitsFor } from "../../shared/nav-math";
import { formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { navSnapshots, tradingAccounts } from "../db/schema";
import { fixedOf } from "./account-figures";
import type { TradingAccountRow } from "./trading-account";

/**
 * Money moved into (+) or out of (-) a trading account buys or sells NAV units at the NAV per unit
 * of `equityBefore`, and a 'flow' snapshot records equity and units after it (docs/design.md, Copy trading:
 * money moved is never performance). The caller holds the account's lock and posts the money;
 * taking out all the equity leaves no units (and writes the snapshot before it too, see below).
 * Money held without units counts as units at $1.00. An account whose equity is gone while it
 * still has units (blown up) ends that NAV segment at zero and restarts at $1.00 (see below).
 */
export async function recordFlow(
  tx: Runner,
  account: TradingAccountRow,
  amount: bigint,
  equityBefore: bigint,
): Promise<void> {
  // An account that holds money but no units (funded before units existed, e.g. the practice
  // account's first $10,000) counts that money as units at $1.00 first.
  const held = fixedOf(account.units);
  let units = held <= 0n && equityBefore > 0n ? unitsFor(equityBefore, START_NAV) : held;
  const equityAfter = equityBefore + amount;
  if (units > 0n && equityBefore <= 0n && equityAfter > 0n) {
    // Blown up (issue 29 point 5: a close-out took all the equity, the units remain): those units
    // are worth nothing and no price can be put on new ones. The series keeps their NAV of zero (the
    // loss stays in the returns and the drawdown), a snapshot without units ends that segment, and
    // the account restarts like an emptied one: the equity after buys units at START_NAV ($1.00).
    await tx.insert(navSnapshots).values([
      { accountId: account.id, equity: equityBefore, units: formatFixed(units), reason: "flow" },
      { accountId: account.id, equity: equityBefore, units: "0", reason: "flow" },
    ]);
    units = 0n;
  }
  const unitsAfter =
    equityAfter <= 0n
      ? 0n
      : units === 0n
        ? unitsFor(equityAfter, START_NAV)
        : units + unitsFor(amount, navPerUnit(equityBefore, units));
  if (unitsAfter === 0n && units > 0n) {
    // Emptied: the snapshot after has no units and so no NAV per unit; this one keeps the NAV per
    // unit the money left at, so the return up to the movement is still measured.
    await tx.insert(navSnapshots).values({
      accountId: account.id,
      equity: equityBefore,
      units: formatFixed(units),
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
