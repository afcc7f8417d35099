import type { z } from "zod";
import { messages } from "../../shared/messages";
import { centsToDecimal, formatUsd } from "../../shared/money";
import { findPlan, isHigherPlan } from "../../shared/plans";
import { newTotalError, type UpgradeResult, type upgradeInput } from "../../shared/schemas/trades";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { trades } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { accountId, systemAccount, userAccount } from "../ledger/accounts";
import { requireAvailable } from "../ledger/available-balance";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";
import { lockActiveTrade, markTradeClosed } from "./active-trade";
import { toTrade } from "./to-trade";

export type UpgradeData = z.output<typeof upgradeInput>;

/**
 * Upgrade Plan while a trade is open: only to a higher plan (a same or lower plan keeps the spec's
 * 'You already have an ongoing trade...'). In one transaction the open trade is closed and a new
 * one opened on the new plan with its amount plus `amount`, the plan's bounds applying to that new
 * total; only the added amount moves, from the available balance into trades-in-force. The user's
 * accounts are locked first (as every trade action does), then the trade row.
 */
export async function upgradeTrade(db: Runner, actor: Actor, input: UpgradeData): Promise<UpgradeResult> {
  const plan = findPlan(input.planId);
  if (!plan) throw unprocessable("UNKNOWN_PLAN", messages.planRequired);
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [
      userAccount(userId, "balance"),
      userAccount(userId, "hold"),
      userAccount(userId, "profit"),
    ]);
    const current = await lockActiveTrade(tx, userId);
    const currentPlan = findPlan(current.planId);
    if (currentPlan && !isHigherPlan(plan, currentPlan))
      throw conflict("TRADE_ALREADY_ACTIVE", messages.tradeAlreadyActive);

    const total = current.amount + input.amount;
    const outOfRange = newTotalError(plan, total);
    if (outOfRange) throw unprocessable("AMOUNT_OUT_OF_RANGE", outOfRange, { amount: outOfRange });
    requireAvailable(balances, userId, input.amount);

    await markTradeClosed(tx, current.id);
    const [trade] = await tx
      .insert(trades)
      .values({ id: rowId(), userId, planId: plan.id, amount: total, roi: plan.roi, status: "active" })
      .returning();

    const fromLabel = currentPlan?.label ?? current.planId;
    const record = await insertTransaction(tx, {
      userId,
      kind: "trade-upgrade",
      type: "withdraw",
      status: "success",
      amount: input.amount,
      description: `Upgraded from the ${fromLabel} (${formatUsd(current.amount)}) to the ${plan.label}: ${formatUsd(input.amount)} added, new total ${formatUsd(total)}`,
      reference: trade!.id,
    });
    await postEntry(tx, {
      kind: "trade-upgrade",
      transactionRowId: record.id,
      actorId: userId,
      postings: [
        { account: userAccount(userId, "balance"), amount: -input.amount },
        { account: systemAccount("trades-in-force"), amount: input.amount },
      ],
    });
    return {
      trade: toTrade(trade!, balances.get(accountId(userAccount(userId, "profit"))) ?? 0n),
      from: { planId: current.planId, planLabel: fromLabel, amount: centsToDecimal(current.amount) },
      transaction: toTransaction(record),
    };
  });
}
