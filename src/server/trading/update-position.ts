import { eq } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { OrderSide, Position, updatePositionInput } from "../../shared/schemas/trading";
import { formatFixed } from "../../shared/trading-math";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { positions } from "../db/schema";
import { conflict } from "../http/errors";
import { checkLevels } from "./check-levels";
import { findOwnedPosition, lockOwnedPosition } from "./owned-position";
import { type QuoteSource, quotesFor } from "./quote-source";
import { toPosition } from "./to-position";

/** PATCH /api/v1/positions/:id: sets or removes (null) the stop-loss and take-profit of an open position. */
export async function updatePosition(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  input: z.output<typeof updatePositionInput>,
): Promise<Position> {
  const found = await findOwnedPosition(db, actor, id);
  const quote = (await quotesFor(market, [found.symbol])).get(found.symbol)!;
  return db.transaction(async (tx) => {
    const { position } = await lockOwnedPosition(tx, actor, found);
    if (position.status !== "open") throw conflict("POSITION_CLOSED", messages.positionClosed);
    checkLevels(position.side as OrderSide, quote, input);
    const text = (value: bigint | null | undefined) =>
      value === undefined ? undefined : value === null ? null : formatFixed(value);
    const [row] = await tx
      .update(positions)
      .set({
        ...(input.stopLoss !== undefined ? { stopLoss: text(input.stopLoss) } : {}),
        ...(input.takeProfit !== undefined ? { takeProfit: text(input.takeProfit) } : {}),
      })
      .where(eq(positions.id, position.id))
      .returning();
    return toPosition(row!, quote);
  });
}
