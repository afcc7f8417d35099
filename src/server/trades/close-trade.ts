import { messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import { findPlan } from "../../shared/plans";
import type { CloseResult } from "../../shared/schemas/trades";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { accountId, userAccount } from "../ledger/accounts";
import { lockAccounts } from "../ledger/post-entry";
import { toTransaction } from "../transactions/to-transaction";
import { lockActiveTrade, markTradeClosed, returnTradeAmount } from "./active-trade";

/**
 * Close trade: the way out of a trade with no profit (Claim Profit keeps the spec's 'You have no
 * profit to claim'). Returns the trade amount to the balance and closes the trade, no profit paid.
 * With profit to claim it is refused (Claim Profit closes the trade and pays it), so no profit is
 * ever left behind without a trade to claim it with.
 */
export async function closeTrade(db: Runner, actor: Actor): Promise<CloseResult> {
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "profit")]);
    const trade = await lockActiveTrade(tx, userId);
    const profit = balances.get(accountId(userAccount(userId, "profit"))) ?? 0n;
    if (profit > 0n) throw unprocessable("PROFIT_TO_CLAIM", messages.profitToClaimFirst);
    await markTradeClosed(tx, trade.id, 0n);
    const label = findPlan(trade.planId)?.label ?? trade.planId;
    const returned = await returnTradeAmount(
      tx,
      trade,
      `${label} trade closed: amount of ${formatUsd(trade.amount)} returned`,
    );
    return { returned: toTransaction(returned) };
  });
}
