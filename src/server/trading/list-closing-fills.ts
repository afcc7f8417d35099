import { and, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { centsToDecimal } from "../../shared/money";
import type { ClosingFill, closingFillsQuery } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { fills, positions } from "../db/schema";
import { decimalText } from "./account-figures";
import { ownedAccountId } from "./trading-account";

/** Closing fills shown (newest first). */
const SHOWN = 200;

/**
 * GET /api/v1/positions/closes: the closing fills of one of the caller's accounts, newest first,
 * one line per fill (issue 31 point 6): a partial close and the stop that closed the rest are two
 * lines, each with its own quantity, price and realized P&L.
 */
export async function listClosingFills(
  db: Runner,
  actor: Actor,
  query: z.output<typeof closingFillsQuery>,
): Promise<ClosingFill[]> {
  const accountId = await ownedAccountId(db, actor, query.accountId);
  const rows = await db
    .select({ fill: fills, position: positions })
    .from(fills)
    .innerJoin(positions, eq(positions.id, fills.positionId))
    .where(and(eq(fills.accountId, accountId), ne(fills.reason, "open")))
    .orderBy(desc(fills.createdAt), desc(fills.id))
    .limit(SHOWN);
  return rows.map(({ fill, position }) => ({
    id: fill.id,
    positionId: position.id,
    symbol: fill.symbol,
    side: position.side,
    quantity: decimalText(fill.quantity),
    entryPrice: decimalText(position.averagePrice),
    exitPrice: decimalText(fill.price),
    realizedPnl: centsToDecimal(fill.realizedPnl),
    reason: fill.reason,
    closedAt: fill.createdAt.toISOString(),
  }));
}
