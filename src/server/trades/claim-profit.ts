import { messages, profitClaimedDescription } from "../../shared/messages";
import { centsToDecimal, formatUsd } from "../../shared/money";
import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { userAccount } from "../ledger/accounts";
import { postRecordedMove } from "../ledger/move-money";
import { toTransaction } from "../transactions/to-transaction";
import { closeAndReturnTrade, endActiveTrade } from "./active-trade";

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
  return endActiveTrade(db, userId, async (tx, trade, profit) => {
    if (profit <= 0n) throw unprocessable("NO_PROFIT", messages.noProfitToClaim);
    const returned = await closeAndReturnTrade(
      tx,
      trade,
      profit,
      (label) => `${label} trade amount of ${formatUsd(trade.amount)} returned`,
    );
    const claimed = await postRecordedMove(
      tx,
      {
        userId,
        kind: "profit-claim",
        type: "credit",
        status: "success",
        amount: profit,
        description: profitClaimedDescription(formatUsd(profit)),
        reference: trade.id,
      },
      {
        actorId: userId,
        from: userAccount(userId, "profit"),
        to: userAccount(userId, "balance"),
        amount: profit,
      },
    );
    return {
      returned: toTransaction(returned),
      profit: toTransaction(claimed),
      claimedProfit: centsToDecimal(profit),
    };
  });
}
