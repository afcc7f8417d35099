import { eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import type { Copy } from "../../shared/schemas/copies";
import { smaller } from "../../shared/trading-math";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { AppError, conflict } from "../http/errors";
import { type QuoteSource, quotesFor } from "../trading/quote-source";
import type { CopyFundsData } from "./add-copy-funds";
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

/**
 * POST /api/v1/copies/:id/remove-funds: moves `amount` out of the copy (live to the balance,
 * practice to practice cash), never beyond what keeps its used margin covered: at most
 * min(cash, free margin), and nothing is closed for it. It sells NAV units at the current NAV (never
 * counted as return) and lowers the net invested amount (not below zero). A stopped copy is 409.
 */
export async function removeCopyFunds(
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
    if (input.amount > smaller(figures.cash, figures.freeMargin))
      throw new AppError(422, "COPY_REMOVE_BEYOND_FREE", messages.copyRemoveBeyondFree, {
        amount: messages.copyRemoveBeyondFree,
      });
    await moveCopyCash(tx, market, locked, -input.amount, figures.equity);
    await tx
      .update(copies)
      .set({ invested: sql`greatest(${copies.invested} - ${input.amount}, 0)` })
      .where(eq(copies.id, locked.copy.id));
    await addCopyEvent(tx, locked.copy.id, { kind: "funds-removed", amount: input.amount });
    await publishCopyChange(tx, locked.copy);
    return toCopy(tx, market, await reloadCopy(tx, id), true);
  });
}
