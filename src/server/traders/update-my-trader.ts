import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { MyTraderInput, MyTraderOutput } from "../../shared/schemas/traders";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { traders } from "../db/schema";
import { notFound } from "../http/errors";
import { forgetTraders } from "./list-traders";
import { lockTrader } from "./lock-trader";
import { type TraderRow, toTraderProfile } from "./to-trader-profile";

const toOutput = (row: TraderRow): MyTraderOutput => ({
  ...toTraderProfile(row),
  hidesRecentPrices: row.hidesRecentPrices,
});

/** GET /api/v1/me/trader: the caller's trader profile and settings; 404 when not a trader. */
export async function getMyTrader(db: Runner, actor: Actor): Promise<MyTraderOutput> {
  const [row] = await db.select().from(traders).where(eq(traders.userId, actor.userId));
  if (!row) throw notFound(messages.traderNotFound);
  return toOutput(row);
}

/**
 * PATCH /api/v1/me/trader: the trader's own choice to hide, on their public page, the prices of
 * positions filled in the last hour; 404 when not a trader (a stopped trader may still change it).
 */
export async function updateMyTrader(
  db: Runner,
  actor: Actor,
  input: MyTraderInput,
): Promise<MyTraderOutput> {
  const row = await db.transaction(async (tx) => {
    const before = await lockTrader(tx, actor.userId);
    if (!before) throw notFound(messages.traderNotFound);
    if (before.hidesRecentPrices === input.hidesRecentPrices) return before;
    const [after] = await tx
      .update(traders)
      .set({ hidesRecentPrices: input.hidesRecentPrices })
      .where(eq(traders.userId, actor.userId))
      .returning();
    return after!;
  });
  forgetTraders();
  return toOutput(row);
}
