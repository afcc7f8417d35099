import { messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import type { CloseResult } from "../../shared/schemas/trades";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { toTransaction } from "../transactions/to-transaction";
import { closeAndReturnTrade, endActiveTrade } from "./active-trade";

/**
 * Close trade: the way out of a trade with no profit (Claim Profit keeps the spec's 'You have no
 * profit to claim'). Returns the trade amount to the balance and closes the trade, no profit paid.
 * With profit to claim it is refused (Claim Profit closes the trade and pays it), so no profit is
 * ever left behind without a trade to claim it with.
 */
export async function closeTrade(db: Runner, actor: Actor): Promise<CloseResult> {
  return endActiveTrade(db, actor.userId, async (tx, trade, profit) => {
    if (profit > 0n) throw unprocessable("PROFIT_TO_CLAIM", messages.profitToClaimFirst);
    const returned = await closeAndReturnTrade(
      tx,
      trade,
      0n,
      (label) => `${label} trade closed: amount of ${formatUsd(trade.amount)} returned`,
    );
    return { returned: toTransaction(returned) };
  });
}
