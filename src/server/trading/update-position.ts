import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Position, updatePositionInput } from "../../shared/schemas/trading";
import { formatFixed } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { positions } from "../db/schema";
import { checkLevels } from "./check-levels";
import { changeOwnedPosition } from "./owned-position";
import type { QuoteSource } from "./quote-source";
import { toPosition } from "./to-position";

/** PATCH /api/v1/positions/:id: sets or removes (null) the stop-loss and take-profit of an open position. */
export async function updatePosition(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  input: z.output<typeof updatePositionInput>,
): Promise<Position> {
  return changeOwnedPosition(db, market, actor, id, async (tx, { position }, quote) => {
    checkLevels(position.side, quote, input);
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
