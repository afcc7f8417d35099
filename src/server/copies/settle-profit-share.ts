import { eq, sql } from "drizzle-orm";
import { centsToDecimal, formatUsd } from "../../shared/money";
import { navPerUnit, unitsValue } from "../../shared/nav-math";
import { type Fixed, formatFixed, smaller } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { copies, navSnapshots, traders } from "../db/schema";
import { systemAccount, tradingCash, userAccount } from "../ledger/accounts";
import { postMove, postRecordedMove } from "../ledger/move-money";
import { addNotification } from "../notifications/add-notification";
import { fixedOf } from "../trading/account-figures";
import { forgetCloseOutPrices } from "../trading/close-out-prices";
import { cashOf } from "../trading/trading-account";
import { addCopyEvent, type LockedCopy } from "./copy-store";

/**
 * Profit share with a high-water mark (docs/design.md, Copy trading): when the copy's NAV per unit is above
 * its mark, the trader earns profitSharePercent of (NAV per unit - mark) x units, paid from the
 * copy's cash (never more than it holds): live to the trader's balance with a record they see,
 * practice back to practice-money (virtual money never pays a real trader). The mark then rises to
 * the NAV after the fee, so the same profit is never charged twice and money added never raises a
 * fee (it buys units at the NAV). Logs a 'profit-share' event and a 'settlement' snapshot; sets
 * settledAt. The caller holds the copy's locks and passes its equity at usable quotes. Returns the fee.
 */
export async function settleProfitShare(tx: Runner, locked: LockedCopy, equity: bigint): Promise<bigint> {
  const { copy, account } = locked;
  const units = fixedOf(account.units);
  const mark = fixedOf(copy.highWaterMark);
  const nav = navPerUnit(equity, units);
  let fee = 0n;
  let newMark = mark;
  if (units > 0n && nav > mark) {
    const percent = await profitSharePercent(tx, copy.traderId);
    fee = smaller(profitShareDue(units, nav, mark, percent), await cashOf(tx, account.id));
    if (fee < 0n) fee = 0n;
    newMark = navPerUnit(equity - fee, units);
    if (newMark < mark) newMark = mark;
    if (fee > 0n) await payProfitShare(tx, locked, fee);
  }
  await tx
    .update(copies)
    .set({
      highWaterMark: formatFixed(newMark),
      feesPaid: sql`${copies.feesPaid} + ${fee}`,
      settledAt: new Date(),
    })
    .where(eq(copies.id, copy.id));
  copy.highWaterMark = formatFixed(newMark);
  copy.feesPaid += fee;
  if (fee > 0n) {
    await addCopyEvent(tx, copy.id, { kind: "profit-share", amount: fee });
    await addNotification(tx, copy.investorId, "profit-share-settled", {
      copyId: copy.id,
      traderName: await traderName(tx, copy.traderId),
      amount: centsToDecimal(fee),
      mode: copy.mode,
    });
  }
  if (units > 0n) {
    await tx
      .insert(navSnapshots)
      .values({ accountId: account.id, equity: equity - fee, units: account.units, reason: "settlement" });
  }
  return fee;
}

/** The trader's display name, for the investor's notifications. */
export async function traderName(tx: Runner, traderId: string): Promise<string> {
  const [trader] = await tx
    .select({ displayName: traders.displayName })
    .from(traders)
    .where(eq(traders.userId, traderId));
  return trader?.displayName ?? "";
}

/** The trader's profit-share percent (0 when they are no longer a trader). */
export async function profitSharePercent(tx: Runner, traderId: string): Promise<bigint> {
  const [trader] = await tx
    .select({ percent: traders.profitSharePercent })
    .from(traders)
    .where(eq(traders.userId, traderId));
  return BigInt(trader?.percent ?? 0);
}

/**
 * The profit share `units` owe at NAV per unit `nav` over the mark: percent of (nav - mark) x units,
 * in cents rounded down (0 at or below the mark).
 */
export function profitShareDue(units: Fixed, nav: Fixed, mark: Fixed, percent: bigint): bigint {
  if (units <= 0n || nav <= mark) return 0n;
  return (unitsValue(units, nav - mark) * percent) / 100n;
}

/** Pays `fee` from the copy's cash: live to the trader's balance with a record, practice to practice-money. */
export async function payProfitShare(tx: Runner, { copy, account }: LockedCopy, fee: bigint) {
  const move = { tradingAccountId: account.id, actorId: null, from: tradingCash(account.id), amount: fee };
  // A debit of the copy's cash: the engine evaluates its account afresh (decision 0029).
  await forgetCloseOutPrices(tx, [account.id]);
  if (copy.mode === "practice") {
    await postMove(tx, { kind: "profit-share", ...move, to: systemAccount("practice-money") });
    return;
  }
  await postRecordedMove(
    tx,
    {
      userId: copy.traderId,
      kind: "profit-share",
      type: "credit",
      status: "success",
      amount: fee,
      description: `${formatUsd(fee)} profit share from a copy of your trades`,
    },
    { ...move, to: userAccount(copy.traderId, "balance") },
  );
}
