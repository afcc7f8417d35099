import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Position, positionsQuery } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { positions } from "../db/schema";
import { type QuoteSource, quotesFor } from "./quote-source";
import { toPosition } from "./to-position";
import { ownedAccountId } from "./trading-account";

/** GET /api/v1/positions: the positions of one of the caller's accounts, newest first (closed: the last 200). */
export async function listPositions(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  query: z.output<typeof positionsQuery>,
): Promise<Position[]> {
  const accountId = await ownedAccountId(db, actor, query.accountId);
  const rows = await db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), eq(positions.status, query.status)))
    .orderBy(desc(query.status === "open" ? positions.openedAt : positions.closedAt), desc(positions.id))
    .limit(200);
  const quotes =
    query.status === "open"
      ? await quotesFor(
          market,
          rows.map((row) => row.symbol),
        )
      : new Map();
  return rows.map((row) => toPosition(row, quotes.get(row.symbol)));
}
