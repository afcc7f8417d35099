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
 * POST /api/v1/copies/:id/resume: a paused copy mirrors new positions again (the trader's fills from
 * now on; what was skipped while paused stays skipped). 409 when it is not paused.
 */
export function resumeCopy(db: Runner, market: QuoteSource, actor: Actor, id: string): Promise<Copy> {
  return changeOwnedCopy(db, market, actor, id, { withQuotes: false }, async (tx, { copy }) => {
    if (copy.status !== "paused") throw conflict("COPY_NOT_PAUSED", messages.copyNotPaused);
    await tx.update(copies).set({ status: "active" }).where(eq(copies.id, copy.id));
    await addCopyEvent(tx, copy.id, { kind: "resumed" });
    await publishCopyChange(tx, copy);
  });
}
