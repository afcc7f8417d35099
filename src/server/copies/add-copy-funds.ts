import type { z } from "zod";
import type { Copy, copyFundsInput } from "../../shared/schemas/copies";
import type { Actor } from "../auth/session";
import type { Db } from "../db/client";
import type { QuoteSource } from "../trading/quote-source";
import { changeOwnedCopy } from "./change-owned-copy";
import { figuresOf } from "./copy-store";
import { moveCopyFunds } from "./move-copy-funds";

export type CopyFundsData = z.output<typeof copyFundsInput>;

/**
 * POST /api/v1/copies/:id/add-funds: moves `amount` into the copy (live from the available balance,
 * practice from practice cash); it buys NAV units at the current NAV, so it is never counted as
 * return, and raises the net invested amount. Also on a paused copy; a stopped one is 409.
 */
export function addCopyFunds(
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
      await moveCopyFunds(tx, market, locked, input.amount, figures.equity);
    },
    { withQuotes: true },
  );
}
