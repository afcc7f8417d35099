import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import { navPerUnit } from "../../shared/nav-math";
import type { Copy, copyFundsInput } from "../../shared/schemas/copies";
import { smaller } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { unprocessable } from "../http/errors";
import { fixedOf } from "../trading/account-figures";
import type { QuoteSource } from "../trading/quote-source";
import { tradableQuote } from "../trading/tradable-quote";
import { figuresOf } from "../trading/trading-account";
import { changeOwnedCopy } from "./change-owned-copy";
import { addCopyEvent, publishCopyChange } from "./copy-store";
import { moveCopyCash } from "./move-copy-cash";
import { payExitShare } from "./pay-exit-share";
import { raiseMarkForAdded } from "./raise-mark-for-added";

export type CopyFundsData = z.output<typeof copyFundsInput>;

/**
 * An investor adding funds to (`add`) or removing funds from (`remove`) their copy, also paused; a
 * stopped one is 409. The cash moves (live: the available balance, practice: practice cash) and
 * buys or sells NAV units at the current NAV, so it is never counted as return; the net invested
 * amount follows (never below zero). Removing never goes beyond what keeps the copy's used margin
 * covered: at most min(cash, free margin), and nothing is closed for it. Money removed pays the
 * profit share due on the units that leave (payExitShare: the trader gets it out of the amount,
 * the investor the rest); money added above the high-water mark raises the mark by its weight
 * (raiseMarkForAdded), so the fee is the same whichever way, and whenever, the money leaves.
 */
export function moveCopyFunds(direction: "add" | "remove") {
  return (db: Runner, market: QuoteSource, actor: Actor, id: string, input: CopyFundsData): Promise<Copy> =>
    changeOwnedCopy(db, market, actor, id, { withQuotes: true }, async (tx, locked, quotes) => {
      const { open, figures } = await figuresOf(tx, market, locked.account.id, quotes);
      const amount = direction === "add" ? input.amount : -input.amount;
      if (direction === "remove") {
        if (input.amount > smaller(figures.cash, figures.freeMargin))
          throw unprocessable("COPY_REMOVE_BEYOND_FREE", messages.copyRemoveBeyondFree, {
            amount: messages.copyRemoveBeyondFree,
          });
        // The profit share on what leaves is priced at the NAV: on tradable quotes, as a stop.
        for (const position of open)
          tradableQuote(quotes.get(position.symbol), position.symbol, locked.copy.mode);
        const fee = await payExitShare(tx, locked, input.amount, figures.equity);
        await moveCopyCash(tx, market, locked, amount + fee, figures.equity - fee);
      } else {
        const unitsBefore = fixedOf(locked.account.units);
        await moveCopyCash(tx, market, locked, amount, figures.equity);
        await raiseMarkForAdded(tx, locked, unitsBefore, navPerUnit(figures.equity, unitsBefore));
      }
      await tx
        .update(copies)
        .set({ invested: sql`greatest(${copies.invested} + ${amount}, 0)` })
        .where(eq(copies.id, locked.copy.id));
      const kind = direction === "add" ? "funds-added" : "funds-removed";
      await addCopyEvent(tx, locked.copy.id, { kind, amount: input.amount });
      await publishCopyChange(tx, locked.copy);
    });
}
