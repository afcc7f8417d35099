import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { traders, users } from "../db/schema";
import type { TraderRow } from "./to-trader-profile";

/** The user's trader row, locked for the rest of the transaction (lock the user row first). */
export async function lockTrader(tx: Tx, userId: string): Promise<TraderRow | undefined> {
  const [row] = await tx.select().from(traders).where(eq(traders.userId, userId)).for("update");
  return row;
}

/**
 * Marks the user as changed, so the live-updates stream refreshes the screens that show them
 * (the realtime triggers watch users, not traders; see migrations 0003 and 0009).
 */
export async function touchUser(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
}
