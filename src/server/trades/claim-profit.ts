import { messages, profitClaimedDescription } from "../../shared/messages";
import { centsToDecimal, formatUsd } from "../../shared/money";
import { findPlan } from "../../shared/plans";
import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { accountId, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";
import { lockActiveTrade, markTradeClosed, returnTradeAmount } from "./active-trade";

export interface ClaimResult {
  /** The two success credits: the trade amount returned, and 'A profit of $X was claimed'. */
  returned: Transaction;
  profit: Transaction;
  claimedProfit: string;
}

/**
 * Claim Profit: needs an active trade and profit > 0. Returns the trade amount to the balance,
 * moves the whole profit into the balance (profit becomes 0) and closes the trade.
 */
export async function claimProfit(db: Runner, actor: Actor): Promise<ClaimResult> {
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "profit")]);
    const trade = await lockActiveTrade(tx, userId);
    const profit = balances.get(accountId(userAccount(userId, "profit"))) ?? 0n;
    if (profit <= 0n) throw unprocessable("NO_PROFIT", messages.noProfitToClaim);
    await markTradeClosed(tx, trade.id, profit);
    const label = findPlan(trade.planId)?.label ?? trade.planId;
    const returned = await returnTradeAmount(
      tx,
      trade,
      `${label} trade amount of ${formatUsd(trade.amount)} returned`,
    );
    const claimed = await insertTransaction(tx, {
      userId,
      kind: "profit-claim",
      type: "credit",
      status: "success",
      amount: profit,
      description: profitClaimedDescription(formatUsd(profit)),
      reference: trade.id,
    });
    await postEntry(tx, {
      kind: "profit-claim",
      transactionRowId: claimed.id,
      actorId: userId,
      postings: [
        { account: userAccount(userId, "profit"), amount: -profit },
        { account: userAccount(userId, "balance"), amount: profit },
      ],
    });
    return {
      returned: toTransaction(returned),
      profit: toTransaction(claimed),
      claimedProfit: centsToDecimal(profit),
    };
  });
}
