import { and, eq } from "drizzle-orm";
import type { Trade } from "../../shared/schemas/trades";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { trades } from "../db/schema";
import { getWallet } from "../ledger/get-wallet";
import { toTrade } from "./to-trade";

/** The user's active trade with their current profit, or null. */
async function findActiveTrade(db: Runner, userId: string, profit?: bigint): Promise<Trade | null> {
  const [row] = await db
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.status, "active")))
    .limit(1);
  if (!row) return null;
  return toTrade(row, profit ?? (await getWallet(db, userId)).profit);
}

export async function getCurrentTrade(db: Runner, actor: Actor): Promise<{ trade: Trade | null }> {
  return { trade: await findActiveTrade(db, actor.userId) };
}
