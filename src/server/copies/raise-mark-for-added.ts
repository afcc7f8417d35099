import { eq } from "drizzle-orm";
import type { Fixed } from "../../shared/trading-math";
import { formatFixed } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { fixedOf } from "../trading/account-figures";
import type { LockedCopy } from "./copy-store";

/**
 * Money added to a copy above its high-water mark buys units at a NAV per unit that is no profit of
 * theirs (issue 29 point 3): the mark becomes the units' weighted average of the old mark (the units
 * held before, `unitsBefore`) and the NAV per unit they were bought at (`nav`), rounded up. The
 * profit share due at that NAV stays what the old units owed, and the new units owe only on what
 * they gain, whichever way the money later leaves. Call after the flow (the account's units are
 * the units after it); at or below the mark nothing changes.
 */
export async function raiseMarkForAdded(
  tx: Runner,
  { copy, account }: LockedCopy,
  unitsBefore: Fixed,
  nav: Fixed,
): Promise<void> {
  const mark = fixedOf(copy.highWaterMark);
  const unitsAfter = fixedOf(account.units);
  if (unitsBefore <= 0n || nav <= mark || unitsAfter <= unitsBefore) return;
  const weighted = unitsBefore * mark + (unitsAfter - unitsBefore) * nav;
  const raised = (weighted + unitsAfter - 1n) / unitsAfter;
  copy.highWaterMark = formatFixed(raised);
  await tx.update(copies).set({ highWaterMark: copy.highWaterMark }).where(eq(copies.id, copy.id));
}
