import { and, eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { findPlan } from "../../shared/plans";
import type { Runner, Tx } from "../db/client";
import { trades } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { accountId, systemAccount, userAccount } from "../ledger/accounts";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";

export type TradeRow = typeof trades.$inferSelect;

/** The user's active trade, locked for the rest of the transaction (422 when there is none). */
export async function lockActiveTrade(tx: Tx, userId: string): Promise<TradeRow> {
  const [trade] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.status, "active")))
    .limit(1)
    .for("update");
  if (!trade) throw unprocessable("NO_ACTIVE_TRADE", messages.noActiveTrade);
  return trade;
}

/** Closes an active trade; 409 if something else closed it first. */
export async function markTradeClosed(tx: Tx, tradeId: string, profitClaimed?: bigint): Promise<void> {
  const closed = await tx
    .update(trades)
    .set({
      status: "closed",
      closedAt: sql`now()`,
      ...(profitClaimed === undefined ? {} : { profitClaimed }),
    })
    .where(and(eq(trades.id, tradeId), eq(trades.status, "active")))
    .returning({ id: trades.id });
  if (closed.length !== 1) throw conflict("TRADE_NOT_ACTIVE", messages.noActiveTrade);
}

/**
 * A way out of the user's active trade (Claim Profit, Close trade), in one transaction: locks their
 * balance and profit accounts, then the trade (422 without one), and runs `end` with the profit
 * they hold.
 */
export function endActiveTrade<T>(
  db: Runner,
  userId: string,
  end: (tx: Tx, trade: TradeRow, profit: bigint) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "profit")]);
    const trade = await lockActiveTrade(tx, userId);
    return end(tx, trade, balances.get(accountId(userAccount(userId, "profit"))) ?? 0n);
  });
}

/**
 * Closes the trade (409 if something else closed it first) and gives its amount back to the
 * balance: a record described by `returnedText(plan label)` and its ledger entry.
 */
export async function closeAndReturnTrade(
  tx: Tx,
  trade: TradeRow,
  profitClaimed: bigint,
  returnedText: (label: string) => string,
) {
  await markTradeClosed(tx, trade.id, profitClaimed);
  const returned = await insertTransaction(tx, {
    userId: trade.userId,
    kind: "trade-return",
    type: "credit",
    status: "success",
    amount: trade.amount,
    description: returnedText(findPlan(trade.planId)?.label ?? trade.planId),
    reference: trade.id,
  });
  await postEntry(tx, {
    kind: "trade-close",
    transactionRowId: returned.id,
    actorId: trade.userId,
    postings: [
      { account: systemAccount("trades-in-force"), amount: -trade.amount },
      { account: userAccount(trade.userId, "balance"), amount: trade.amount },
    ],
  });
  return returned;
}
