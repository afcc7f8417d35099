import { and, eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { positions, tradingAccounts } from "../db/schema";
import { notFound } from "../http/errors";
import type { PositionRow } from "./account-figures";
import { lockOwnedAccount, type TradingAccountRow } from "./trading-account";

/** The caller's position `id` (another user's is 404), read without locks. */
export async function findOwnedPosition(tx: Runner, actor: Actor, id: string): Promise<PositionRow> {
  const [row] = await tx
    .select({ position: positions })
    .from(positions)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, positions.accountId))
    .where(and(eq(positions.id, id), eq(tradingAccounts.userId, actor.userId)));
  if (!row) throw notFound(messages.positionNotFound);
  return row.position;
}

/**
 * Locks the position's account, then the position (the order every writer uses), and re-reads it:
 * what a racing close or the engine did before is seen here.
 */
export async function lockOwnedPosition(
  tx: Runner,
  actor: Actor,
  position: PositionRow,
): Promise<{ account: TradingAccountRow; position: PositionRow }> {
  const account = await lockOwnedAccount(tx, actor, position.accountId);
  const [locked] = await tx.select().from(positions).where(eq(positions.id, position.id)).for("update");
  return { account, position: locked! };
}
