import type { Copy } from "../../shared/schemas/copies";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import type { QuoteSource } from "../trading/quote-source";
import { findOwnedCopy } from "./copy-store";
import { loadCopy } from "./load-copies";

/** GET /api/v1/copies/:id: one of the investor's copies with its positions and log (another's is 404). */
export async function getCopy(db: Runner, market: QuoteSource, actor: Actor, id: string): Promise<Copy> {
  return loadCopy(db, market, await findOwnedCopy(db, actor, id));
}
