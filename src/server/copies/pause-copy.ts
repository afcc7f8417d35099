import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Copy } from "../../shared/schemas/copies";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { conflict } from "../http/errors";
import type { QuoteSource } from "../trading/quote-source";
import { changeOwnedCopy } from "./change-owned-copy";
import { addCopyEvent, publishCopyChange } from "./copy-store";

/**
 * POST /api/v1/copies/:id/pause: no new positions are mirrored (closes still are). 409 when the
 * copy is already paused or stopped.
 */
export function pauseCopy(db: Runner, market: QuoteSource, actor: Actor, id: string): Promise<Copy> {
  return changeOwnedCopy(db, market, actor, id, { withQuotes: false }, async (tx, { copy }) => {
    if (copy.status === "paused") throw conflict("COPY_ALREADY_PAUSED", messages.copyAlreadyPaused);
    await tx.update(copies).set({ status: "paused" }).where(eq(copies.id, copy.id));
    await addCopyEvent(tx, copy.id, { kind: "paused" });
    await publishCopyChange(tx, copy);
  });
}
