import { and, eq, sql } from "drizzle-orm";
import { messages, profitClaimedDescription } from "../../shared/messages";
import { centsToDecimal, formatUsd } from "../../shared/money";
import { findPlan } from "../../shared/plans";
import type { Transaction } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { trades } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { accountId, systemAccount, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

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
export async function claimProfit(db: Db, actor: Actor): Promise<ClaimResult> {
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "profit")]);
    const [trade] = await tx
      .select()
      .from(trades)
      .where(and(eq(trades.userId, userId), eq(trades.status, "active")))
      .limit(1);
    if (!trade) throw unprocessable("NO_ACTIVE_TRADE", messages.noActiveTrade);
    const profit = balances.get(accountId(userAccount(userId, "profit"))) ?? 0n;
    if (profit <= 0n) throw unprocessable("NO_PROFIT", messages.noProfitToClaim);

    const closed = await tx
      .update(trades)
      .set({ status: "closed", closedAt: sql`now()`, profitClaimed: profit })
      .where(and(eq(trades.id, trade.id), eq(trades.status, "active")))
      .returning({ id: trades.id });
    if (closed.length !== 1) throw conflict("TRADE_NOT_ACTIVE", messages.noActiveTrade);

    const label = findPlan(trade.planId)?.label ?? trade.planId;
    const returned = await insertTransaction(tx, {
      userId,
      kind: "trade-return",
      type: "credit",
      status: "success",
      amount: trade.amount,
      description: `${label} trade amount of ${formatUsd(trade.amount)} returned`,
      reference: trade.id,
    });
    await postEntry(tx, {
      kind: "trade-close",
      transactionId: returned.id,
      actorId: userId,
      postings: [
        { account: systemAccount("trades-in-force"), amount: -trade.amount },
        { account: userAccount(userId, "balance"), amount: trade.amount },
      ],
    });
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
      transactionId: claimed.id,
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
