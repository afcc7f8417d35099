import { eq } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { Copy, editCopyInput } from "../../shared/schemas/copies";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { copies } from "../db/schema";
import { unprocessable } from "../http/errors";
import { accountFigures } from "../trading/account-figures";
import { forgetCloseOutPrices } from "../trading/close-out-prices";
import type { QuoteSource } from "../trading/quote-source";
import { cashOf, openPositionsOf } from "../trading/trading-account";
import { changeOwnedCopy } from "./change-owned-copy";
import { addCopyEvent, publishCopyChange } from "./copy-store";
import { stopLossEquity, takeProfitEquity } from "./to-copy";

export type EditCopyData = z.output<typeof editCopyInput>;

/**
 * PATCH /api/v1/copies/:id (issue 31 point 9): changes a running (active or paused) copy's
 * stop-loss and take-profit (null removes it) under the copy's locks, and logs an 'edited' event
 * with the levels before and after. A level the copy's equity (marked at the current quotes, as
 * the copy shows it) has already reached is refused (422), so an edit never stops a copy by
 * itself; the engine's next round judges the new levels (stopCopiesOnLevels).
 */
export function editCopy(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  input: EditCopyData,
): Promise<Copy> {
  return changeOwnedCopy(
    db,
    market,
    actor,
    id,
    { withQuotes: true },
    async (tx, { copy, account }, quotes) => {
      const next = {
        stopLossPercent: input.stopLossPercent ?? copy.stopLossPercent,
        takeProfitPercent:
          input.takeProfitPercent === undefined ? copy.takeProfitPercent : input.takeProfitPercent,
      };
      const { equity } = accountFigures(
        await cashOf(tx, account.id),
        await openPositionsOf(tx, account.id),
        quotes,
      );
      const levels = { invested: copy.invested, ...next };
      if (input.stopLossPercent !== undefined && equity <= stopLossEquity(levels))
        throw unprocessable("COPY_LEVEL_REACHED", messages.copyStopLossReached);
      const takeProfitAt = takeProfitEquity(levels);
      if (input.takeProfitPercent != null && takeProfitAt !== null && equity >= takeProfitAt)
        throw unprocessable("COPY_LEVEL_REACHED", messages.copyTakeProfitReached);
      await tx.update(copies).set(next).where(eq(copies.id, copy.id));
      // The copy's watch prices were set for its old levels (decision 0029).
      await forgetCloseOutPrices(tx, [account.id]);
      await addCopyEvent(tx, copy.id, {
        kind: "edited",
        reason: editedReason(copy, next),
      });
      await publishCopyChange(tx, copy);
    },
  );
}

type Levels = { stopLossPercent: number; takeProfitPercent: number | null };

/** The 'edited' event's reason, a stable code the screen words: "stop-loss:20>30;take-profit:none>50". */
function editedReason(before: Levels, after: Levels): string {
  const tp = (level: number | null) => (level === null ? "none" : String(level));
  return `stop-loss:${before.stopLossPercent}>${after.stopLossPercent};take-profit:${tp(before.takeProfitPercent)}>${tp(after.takeProfitPercent)}`;
}
