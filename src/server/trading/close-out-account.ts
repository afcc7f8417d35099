import type { Quote } from "../../shared/schemas/market";
import type { Runner } from "../db/client";
import { accountFigures, fixedOf, unrealizedPnl } from "./account-figures";
import { reducePosition } from "./apply-fill";
import { markPrice } from "./quote-source";
import { cashOf, lockAccount, openPositionsOf } from "./trading-account";
import { usableQuote } from "./usable-quotes";

/** docs/design.md, Copy trading: at or below this margin level (equity / used margin) positions are closed. */
const CLOSE_OUT_LEVEL_PERCENT = 50n;

const atOrBelowCloseOut = (equity: bigint, usedMargin: bigint) =>
  usedMargin > 0n && equity * 100n <= usedMargin * CLOSE_OUT_LEVEL_PERCENT;

/**
 * Margin close-out of account `id`: while its margin level is at or below 50%, its position with the
 * biggest loss closes at the quote ('margin-close-out'). Judged exactly under the account's lock,
 * and only when every open position has a usable quote. Returns how many positions closed.
 */
export async function closeOutAccount(
  db: Runner,
  id: string,
  quotes: ReadonlyMap<string, Quote>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    if (!account) return 0;
    const mode = account.mode;
    let open = await openPositionsOf(tx, id);
    const usable = new Map<string, Quote>();
    for (const position of open) {
      const quote = usableQuote(quotes.get(position.symbol), mode);
      if (!quote) return 0;
      usable.set(position.symbol, quote);
    }
    let closed = 0;
    for (;;) {
      const figures = accountFigures(await cashOf(tx, id), open, usable);
      if (!atOrBelowCloseOut(figures.equity, figures.usedMargin)) return closed;
      const worst = open.reduce((a, b) =>
        unrealizedPnl(b, usable.get(b.symbol)) < unrealizedPnl(a, usable.get(a.symbol)) ? b : a,
      );
      const _reduced = await reducePosition(tx, {
        account,
        position: worst,
        quantity: fixedOf(worst.quantity),
        price: markPrice(usable.get(worst.symbol)!, worst.side),
        reason: "margin-close-out",
        actorId: null,
        equityBefore: () => figures.equity,
      });
      closed += 1;
      open = open.filter((position) => position.id !== worst.id);
    }
  });
}
