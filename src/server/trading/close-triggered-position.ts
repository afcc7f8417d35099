import { eq } from "drizzle-orm";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide } from "../../shared/schemas/trading";
import { equityNow } from "../copies/enqueue-mirror-job";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { positions } from "../db/schema";
import { fixedOf } from "./account-figures";
import { type FillReason, reducePosition } from "./apply-fill";
import { markPrice } from "./quote-source";
import { lockAccount } from "./trading-account";
import { usableQuote } from "./usable-quotes";

/** Which level `price` (the position's mark) crossed, stop-loss first; none when neither. */
function crossedLevel(
  side: OrderSide,
  price: bigint,
  stopLoss: string | null,
  takeProfit: string | null,
): "stop-loss" | "take-profit" | null {
  const long = side === "buy";
  if (stopLoss !== null && (long ? price <= fixedOf(stopLoss) : price >= fixedOf(stopLoss)))
    return "stop-loss";
  if (takeProfit !== null && (long ? price >= fixedOf(takeProfit) : price <= fixedOf(takeProfit)))
    return "take-profit";
  return null;
}

/**
 * The engine closes position `id` whose stop-loss or take-profit the quote crossed, at that quote
 * (a long sells at the bid, a short buys at the ask). Under the account's lock it re-reads the
 * position: closed meanwhile (a manual close, another instance), moved levels or an unusable
 * quote: nothing happens. The unique index on automatic closes makes it once, whatever races.
 */
export async function closeTriggeredPosition(
  db: Runner,
  id: string,
  quotes: ReadonlyMap<string, Quote>,
): Promise<FillReason | null> {
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx.select().from(positions).where(eq(positions.id, id));
      if (found?.status !== "open") return null;
      const account = await lockAccount(tx, found.accountId);
      const [position] = await tx.select().from(positions).where(eq(positions.id, id)).for("update");
      if (!account || !position || position.status !== "open") return null;
      const quote = usableQuote(quotes.get(position.symbol), account.mode as "live" | "practice");
      if (!quote) return null;
      const side = position.side as OrderSide;
      const price = markPrice(quote, side);
      const reason = crossedLevel(side, price, position.stopLoss, position.takeProfit);
      if (!reason) return null;
      await reducePosition(tx, {
        account,
        position,
        quantity: fixedOf(position.quantity),
        price,
        reason,
        actorId: null,
        equityBefore: () => equityNow(tx, null, account.id, quotes),
      });
      return reason;
    });
  } catch (error) {
    if (isUniqueViolation(error, "fills_one_automatic_close")) return null;
    throw error;
  }
}
