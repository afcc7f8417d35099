import { desc, eq } from "drizzle-orm";
import type { Copy } from "../../shared/schemas/copies";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import type { QuoteSource } from "../trading/quote-source";
import { loadCopies } from "./load-copies";

/** GET /api/v1/copies: the investor's copies, newest first, figures at the current quotes (no positions or log). */
export function listCopies(db: Runner, market: QuoteSource, actor: Actor): Promise<Copy[]> {
  return copiesOf(db, market, actor.userId);
}

/**
 * The copies of investor `investorId`, newest first. Callers decide who may see them: the investor
 * (listCopies) or an admin (GET /api/v1/admin/users/:id/copies).
 */
export async function copiesOf(db: Runner, market: QuoteSource, investorId: string): Promise<Copy[]> {
  const rows = await db
    .select()
    .from(copies)
    .where(eq(copies.investorId, investorId))
    .orderBy(desc(copies.createdAt), desc(copies.id));
  return loadCopies(db, market, rows, false);
}
