import type { z } from "zod";
import { belowMinNotional, insufficientMarginFor, messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import type { OrderOutput, orderInput } from "../../shared/schemas/trading";
import {
  type Fixed,
  floorToStep,
  formatFixed,
  marginCents,
  notionalCents,
  smaller,
} from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import { equityNow } from "../copies/enqueue-mirror-job";
import type { Runner } from "../db/client";
import { badRequest, forbidden, unprocessable } from "../http/errors";
import { fixedOf, type PositionRow } from "./account-figures";
import { closeByOrder, type FillRow, increasePosition, updatePosition } from "./apply-fill";
import { checkLevels } from "./check-levels";
import { instrumentOf } from "./instrument-of";
import { fillPrice, type QuoteSource, quotesFor } from "./quote-source";
import { requireCloseRemainder } from "./require-close-remainder";
import { toPosition } from "./to-position";
import { tradableQuote } from "./tradable-quote";
import {
  figuresAt,
  isActiveTrader,
  lockOwnedAccount,
  openPositionsOf,
  openSymbolsOf,
} from "./trading-account";

export type OrderData = z.output<typeof orderInput>;

/**
 * POST /api/v1/orders: a market order, filled at once at the ask (buy) or bid (sell). The quantity
 * is rounded down to the lot step and refused below the minimum notional; its margin (notional /
 * leverage) must fit in the free margin. An order against an open position reduces it first (P&L
 * realized on what it closes), and what is left opens the other way. Live accounts need a fresh
 * quote from the exchange and an active trader; nobody orders on a copy account.
 */
export async function placeOrder(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  input: OrderData,
): Promise<OrderOutput> {
  const instrument = await instrumentOf(db, input.symbol);
  if (!instrument.enabled) throw unprocessable("INSTRUMENT_DISABLED", messages.instrumentDisabled);
  if (input.leverage > instrument.maxLeverage)
    throw badRequest(messages.orderLeverageInvalid, {
      leverage: messages.orderLeverageInvalid,
    });
  const quantity = floorToStep(input.quantity, fixedOf(instrument.lotStep));

  const quotes = await quotesFor(market, [
    input.symbol,
    ...(await openSymbolsOf(db, actor, input.accountId)),
  ]);
  return db.transaction(async (tx) => {
    const account = await lockOwnedAccount(tx, actor, input.accountId);
    if (account.kind === "copy") throw forbidden(messages.copyAccountManaged, "COPY_ACCOUNT");
    if (account.mode === "live" && !(await isActiveTrader(tx, actor.userId)))
      throw forbidden(messages.notATrader, "NOT_A_TRADER");
    const quote = tradableQuote(quotes.get(input.symbol), input.symbol, account.mode);
    const price = fillPrice(quote, input.side);
    const notional = notionalCents(input.symbol, quantity, price);
    if (quantity === 0n || notional < instrument.minNotional)
      throw unprocessable("BELOW_MIN_NOTIONAL", belowMinNotional(formatUsd(instrument.minNotional)), {
        quantity: belowMinNotional(formatUsd(instrument.minNotional)),
      });

    const open = await openPositionsOf(tx, account.id);
    // A position opened by a race since the quotes were read is valued too.
    const figures = await figuresAt(tx, market, account.id, open, quotes);
    const current = open.find((row) => row.symbol === input.symbol) ?? null;

    const reducing = current && current.side !== input.side ? current : null;
    const reduceQuantity = reducing ? smaller(quantity, fixedOf(reducing.quantity)) : 0n;
    if (reducing)
      requireCloseRemainder(
        input.symbol,
        fixedOf(reducing.quantity) - reduceQuantity,
        price,
        instrument.minNotional,
      );
    const added = quantity - reduceQuantity;
    const addedMargin =
      added > 0n ? marginCents(notionalCents(input.symbol, added, price), input.leverage) : 0n;
    const releasedMargin =
      reducing && reduceQuantity > 0n ? (reducing.margin * reduceQuantity) / fixedOf(reducing.quantity) : 0n;
    if (addedMargin > figures.freeMargin + releasedMargin) {
      const free = figures.freeMargin + releasedMargin;
      throw unprocessable(
        "INSUFFICIENT_MARGIN",
        insufficientMarginFor(formatUsd(addedMargin), formatUsd(free > 0n ? free : 0n)),
      );
    }
    if (added > 0n) checkLevels(input.side, quote, input);

    let position: PositionRow | null = current;
    const fillIds: string[] = [];
    const filled = (done: { position: PositionRow; fill: FillRow }) => {
      position = done.position;
      fillIds.push(done.fill.id);
    };
    if (reducing) {
      const equityBefore = () => figures.equity;
      filled(await closeByOrder(tx, account, reducing, reduceQuantity, price, actor.userId, equityBefore));
    }
    if (added > 0n) {
      // After a reversal's close the trader holds nothing on the instrument, and the close may
      // have moved the equity (a write-off): read it again.
      const equityBefore = reducing ? () => equityNow(tx, market, account.id, quotes) : () => figures.equity;
      const increased = await increasePosition(tx, {
        account,
        position: reducing ? null : current,
        symbol: input.symbol,
        side: input.side,
        quantity: added,
        price,
        leverage: input.leverage,
        margin: addedMargin,
        actorId: actor.userId,
        equityBefore,
      });
      filled(increased);
      if (input.stopLoss !== undefined || input.takeProfit !== undefined) {
        position = await setLevels(tx, increased.position, input.stopLoss, input.takeProfit);
      }
    }
    return {
      order: {
        // The order and its fill are one row (fills); an order that reverses a position has two.
        id: fillIds[0]!,
        accountId: account.id,
        symbol: input.symbol,
        side: input.side,
        quantity: formatFixed(quantity),
        leverage: input.leverage,
        status: "filled" as const,
        createdAt: new Date().toISOString(),
      },
      fill: { price: formatFixed(price), quantity: formatFixed(quantity) },
      position: toPosition(position!, quote),
    };
  });
}

function setLevels(
  tx: Parameters<typeof openPositionsOf>[0],
  position: PositionRow,
  stopLoss: Fixed | undefined,
  takeProfit: Fixed | undefined,
): Promise<PositionRow> {
  return updatePosition(tx, position.id, {
    ...(stopLoss !== undefined ? { stopLoss: formatFixed(stopLoss) } : {}),
    ...(takeProfit !== undefined ? { takeProfit: formatFixed(takeProfit) } : {}),
  });
}
