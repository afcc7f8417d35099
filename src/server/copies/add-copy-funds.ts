import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { Copy, copyFundsInput } from "../../shared/schemas/copies";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { conflict } from "../http/errors";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import {
  addCopyEvent,
  figuresOf,
  findOwnedCopy,
  lockCopy,
  publishCopyChange,
  reloadCopy,
  symbolsOf,
} from "./copy-store";
import { moveCopyCash } from "./move-copy-cash";
import { toCopy } from "./to-copy";

export type CopyFundsData = z.output<typeof copyFundsInput>;

/**
 * POST /api/v1/copies/:id/add-funds: moves `amount` into the copy (live from the available balance,
 * practice from practice cash); it buys NAV units at the current NAV, so it is never counted as
 * return, and raises the net invested amount. Also on a paused copy; a stopped one is 409.
 */
export async function addCopyFunds(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  input: CopyFundsData,
): Promise<Copy> {
  const found = await findOwnedCopy(db, actor, id);
  const quotes = await quotesFor(market, await symbolsOf(db, found.accountId));
  return db.transaction(async (tx) => {
    const locked = await lockCopy(tx, found);
    if (locked.copy.status === "stopped") throw conflict("COPY_STOPPED", messages.copyIsStopped);
    const { figures } = await figuresOf(tx, market, locked.account.id, quotes);
    await moveCopyCash(tx, market, locked, input.amount, figures.equity);
    await tx
      .update(copies)
      .set({ invested: sql`${copies.invested} + ${input.amount}` })
      .where(eq(copies.id, locked.copy.id));
    await addCopyEvent(tx, locked.copy.id, { kind: "funds-added", amount: input.amount });
    await publishCopyChange(tx, locked.copy);
    return toCopy(tx, market, await reloadCopy(tx, id), true);
  });
}
