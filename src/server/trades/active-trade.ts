import { and, eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Tx } from "../db/client";
import { trades } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { systemAccount, userAccount } from "../ledger/accounts";
import { postEntry } from "../ledger/post-entry";
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

/** The record and ledger entry that give a closed trade's amount back to the balance. */
export async function returnTradeAmount(tx: Tx, trade: TradeRow, description: string) {
  const returned = await insertTransaction(tx, {
    userId: trade.userId,
    kind: "trade-return",
    type: "credit",
    status: "success",
    amount: trade.amount,
    description,
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
