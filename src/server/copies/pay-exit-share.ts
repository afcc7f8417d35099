import { eq, sql } from "drizzle-orm";
import { navPerUnit, unitsFor } from "../../shared/nav-math";
import { smaller } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { fixedOf } from "../trading/account-figures";
import { recordFlow } from "../trading/record-flow";
import { addCopyEvent, type LockedCopy } from "./copy-store";
import { payProfitShare, profitShareDue, profitSharePercent } from "./settle-profit-share";

/**
 * Money leaving a copy pays the profit share due on the part that leaves (issue 29 point 3), so
 * removing funds before a stop dodges nothing: `amount` cents leaving at the NAV per unit of `equity`
 * sell their units, and those units owe the trader's percent of (NAV per unit - high-water mark)
 * each, as at a stop. The fee is the share due on all the units less the share due on those that
 * stay (each rounded down as at a stop), so exits in pieces add up to what one exit pays. It is
 * paid out of the leaving money and leaves with its units (a flow at the NAV per unit): the units
 * that stay keep their NAV per unit and their mark. The caller holds the copy's locks, has checked
 * the amount, and moves the rest (amount - fee) out. Returns the fee (0 at or below the mark).
 */
export async function payExitShare(
  tx: Runner,
  locked: LockedCopy,
  amount: bigint,
  equity: bigint,
): Promise<bigint> {
  const { copy, account } = locked;
  const units = fixedOf(account.units);
  const mark = fixedOf(copy.highWaterMark);
  if (units <= 0n || equity <= 0n || amount <= 0n) return 0n;
  const nav = navPerUnit(equity, units);
  if (nav <= mark) return 0n;
  const percent = await profitSharePercent(tx, copy.traderId);
  const staying = units - smaller(unitsFor(amount, nav), units);
  const due = profitShareDue(units, nav, mark, percent) - profitShareDue(staying, nav, mark, percent);
  const fee = smaller(due, amount);
  if (fee <= 0n) return 0n;
  await payProfitShare(tx, locked, fee);
  await recordFlow(tx, account, -fee, equity);
  await tx
    .update(copies)
    .set({ feesPaid: sql`${copies.feesPaid} + ${fee}` })
    .where(eq(copies.id, copy.id));
  copy.feesPaid += fee;
  await addCopyEvent(tx, copy.id, { kind: "profit-share", amount: fee });
  return fee;
}
