import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import { findPlan } from "../../shared/plans";
import type { Trade, tradeInput } from "../../shared/schemas/trades";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { rowId } from "../db/row-id";
import { trades } from "../db/schema";
import { conflict, unprocessable } from "../http/errors";
import { accountId, systemAccount, userAccount } from "../ledger/accounts";
import { requireAvailable } from "../ledger/available-balance";
import { lockAccounts, postEntry } from "../ledger/post-entry";
import { insertTransaction } from "../transactions/insert-transaction";
import { toTrade } from "./to-trade";

export type TradeData = z.output<typeof tradeInput>;

/**
 * Invest in a plan: one active trade at a time, covered by the available balance (balance minus
 * pending withdrawals). The amount moves from the balance into trades-in-force, with a success
 * 'withdraw' record in the user's history.
 */
export async function createTrade(db: Runner, actor: Actor, input: TradeData): Promise<Trade> {
  const plan = findPlan(input.planId);
  if (!plan) throw unprocessable("UNKNOWN_PLAN", messages.planRequired);
  const userId = actor.userId;
  try {
    return await db.transaction(async (tx) => {
      const balances = await lockAccounts(tx, [
        userAccount(userId, "balance"),
        userAccount(userId, "hold"),
        userAccount(userId, "profit"),
      ]);
      const [active] = await tx
        .select({ id: trades.id })
        .from(trades)
        .where(and(eq(trades.userId, userId), eq(trades.status, "active")))
        .limit(1);
      if (active) throw conflict("TRADE_ALREADY_ACTIVE", messages.tradeAlreadyActive);
      requireAvailable(balances, userId, input.amount);

      const [trade] = await tx
        .insert(trades)
        .values({
          id: rowId(),
          userId,
          planId: plan.id,
          amount: input.amount,
          roi: plan.roi,
          status: "active",
        })
        .returning();
      const record = await insertTransaction(tx, {
        userId,
        kind: "investment",
        type: "withdraw",
        status: "success",
        amount: input.amount,
        description: `Invested ${formatUsd(input.amount)} in the ${plan.label}`,
        reference: trade!.id,
      });
      await postEntry(tx, {
        kind: "trade-open",
        transactionRowId: record.id,
        actorId: actor.userId,
        postings: [
          { account: userAccount(userId, "balance"), amount: -input.amount },
          { account: systemAccount("trades-in-force"), amount: input.amount },
        ],
      });
      return toTrade(trade!, balances.get(accountId(userAccount(userId, "profit"))) ?? 0n);
    });
  } catch (error) {
    if (isUniqueViolation(error, "trades_one_active_per_user"))
      throw conflict("TRADE_ALREADY_ACTIVE", messages.tradeAlreadyActive);
    throw error;
  }
}
