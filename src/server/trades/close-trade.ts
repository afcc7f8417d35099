import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import { findPlan } from "../../shared/plans";
import { transactionOutput } from "../../shared/schemas/transactions";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { trades } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { accountId, systemAccount, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTransaction } from "../transactions/to-transaction";

export const closeOutput = z.object({ returned: transactionOutput });
export type CloseResult = z.infer<typeof closeOutput>;

/**
 * Close trade: the way out of a trade with no profit (Claim Profit keeps the spec's 'You have no
 * profit to claim'). Returns the trade amount to the balance and closes the trade, no profit paid.
 * With profit to claim it is refused (Claim Profit closes the trade and pays it), so no profit is
 * ever left behind without a trade to claim it with.
 */
export async function closeTrade(db: Db, actor: Actor): Promise<CloseResult> {
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "profit")]);
    const [trade] = await tx
      .select()
      .from(trades)
      .where(and(eq(trades.userId, userId), eq(trades.status, "active")))
      .limit(1)
      .for("update");
    if (!trade) throw unprocessable("NO_ACTIVE_TRADE", messages.noActiveTrade);
    const profit = balances.get(accountId(userAccount(userId, "profit"))) ?? 0n;
    if (profit > 0n) throw unprocessable("PROFIT_TO_CLAIM", messages.profitToClaimFirst);

    const closed = await tx
      .update(trades)
      .set({ status: "closed", closedAt: sql`now()`, profitClaimed: 0n })
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
      description: `${label} trade closed: amount of ${formatUsd(trade.amount)} returned`,
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
    return { returned: toTransaction(returned) };
  });
}
