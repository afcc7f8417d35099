import { messages } from "../../shared/messages";
import type { Copy } from "../../shared/schemas/copies";
import { smaller } from "../../shared/trading-math";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import type { QuoteSource } from "../trading/quote-source";
import type { CopyFundsData } from "./add-copy-funds";
import { changeOwnedCopy } from "./change-owned-copy";
import { figuresOf } from "./copy-store";
import { moveCopyFunds } from "./move-copy-funds";

/**
 * POST /api/v1/copies/:id/remove-funds: moves `amount` out of the copy (live to the balance,
 * practice to practice cash), never beyond what keeps its used margin covered: at most
 * min(cash, free margin), and nothing is closed for it. It sells NAV units at the current NAV (never
 * counted as return) and lowers the net invested amount (not below zero). A stopped copy is 409.
 */
export function removeCopyFunds(
  db: Db,
  market: QuoteSource,
  actor: Actor,
  id: string,
  input: CopyFundsData,
): Promise<Copy> {
  return changeOwnedCopy(
    db,
    market,
    actor,
    id,
    async (tx, locked, quotes) => {
      const { figures } = await figuresOf(tx, market, locked.account.id, quotes);
      if (input.amount > smaller(figures.cash, figures.freeMargin))
        throw new AppError(422, "COPY_REMOVE_BEYOND_FREE", messages.copyRemoveBeyondFree, {
          amount: messages.copyRemoveBeyondFree,
        });
      await moveCopyFunds(tx, market, locked, -input.amount, figures.equity);
    },
    { withQuotes: true },
  );
}
