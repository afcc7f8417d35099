import type { z } from "zod";
import { messages } from "../../shared/messages";
import { centsToDecimal } from "../../shared/money";
import type { closePositionInput, closePositionOutput } from "../../shared/schemas/trading";
import { type Fixed, floorToStep, formatFixed } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import { equityNow } from "../copies/enqueue-mirror-job";
import type { Runner } from "../db/client";
import { badRequest, forbidden, unprocessable } from "../http/errors";
import { fixedOf } from "./account-figures";
import { closeByOrder } from "./apply-fill";
import { instrumentOf } from "./instrument-of";
import { changeOwnedPosition } from "./owned-position";
import { fillPrice, type QuoteSource } from "./quote-source";
import { requireCloseRemainder } from "./require-close-remainder";
import { toPosition } from "./to-position";
import { tradableQuote } from "./tradable-quote";

export type CloseOutput = z.infer<typeof closePositionOutput>;

/**
 * POST /api/v1/positions/:id/close: all of a position, or `quantity` of it (rounded down to the lot
 * step), at the current quote: a long sells at bid, a short buys at ask. Live closes need a fresh
 * exchange quote like live orders. A partial close never leaves less than the instrument's minimum
 * notional open (requireCloseRemainder). Two closes racing each other close it once: the second finds it
 * closed (409) or smaller.
 */
export async function closePosition(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  input: z.output<typeof closePositionInput>,
): Promise<CloseOutput> {
  return changeOwnedPosition(db, market, actor, id, async (tx, { account, position }, read) => {
    if (account.kind === "copy") throw forbidden(messages.copyAccountManaged, "COPY_ACCOUNT");
    const quote = tradableQuote(read, position.symbol, account.mode);
    const side = position.side === "buy" ? "sell" : "buy";
    const price = fillPrice(quote, side);
    const open = fixedOf(position.quantity);
    let quantity: Fixed = open;
    if (input.quantity !== undefined) {
      const instrument = await instrumentOf(tx, position.symbol);
      quantity = floorToStep(input.quantity, fixedOf(instrument.lotStep));
      if (quantity === 0n)
        throw badRequest(messages.quantityInvalid, {
          quantity: messages.quantityInvalid,
        });
      if (quantity > open)
        throw unprocessable("CLOSE_QUANTITY_TOO_LARGE", messages.closeQuantityTooLarge, {
          quantity: messages.closeQuantityTooLarge,
        });
      requireCloseRemainder(position.symbol, open - quantity, price, instrument.minNotional);
    }
    const closed = await closeByOrder(tx, account, position, quantity, price, actor.userId, () =>
      equityNow(tx, market, account.id, new Map([[position.symbol, quote]])),
    );
    return {
      fill: {
        price: formatFixed(price),
        quantity: formatFixed(quantity),
        realizedPnl: centsToDecimal(closed.fill.realizedPnl),
      },
      position: toPosition(closed.position, quote),
    };
  });
}
