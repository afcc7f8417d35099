import { messages } from "../../shared/messages";
import type { TradingAccount } from "../../shared/schemas/trading";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { systemAccount, tradingCash } from "../ledger/accounts";
import { postMove } from "../ledger/move-money";
import { fixedOf } from "./account-figures";
import { reducePosition } from "./apply-fill";
import { PRACTICE_CASH } from "./ensure-practice-account";
import { changeOwnedAccount } from "./owned-account";
import { markPrice, type QuoteSource } from "./quote-source";
import { recordFlow } from "./record-flow";
import { cashOf, figuresOf } from "./trading-account";
import { usableQuote } from "./usable-quotes";

/**
 * POST /api/v1/trading/accounts/:id/reset: a practice account back to $10,000 of virtual money.
 * Its open positions close at the market ('reset' fills at the bid for a long, the ask for a short),
 * their P&L booked like any close so the history says what each made (issue 31 point 6); one
 * without a usable quote closes at its entry without P&L. Then the cash is topped up or trimmed
 * against practice-money. Never touches real money.
 */
export async function resetPracticeAccount(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
): Promise<TradingAccount> {
  return changeOwnedAccount(db, market, actor, id, async (tx, account, quotes) => {
    if (account.mode !== "practice") throw unprocessable("NOT_PRACTICE", messages.practiceOnlyReset);
    // A reset is a flow (docs/design.md, Copy trading): all the equity, marked at the quotes, moves out (no
    // units left), then the $10,000 moves in at $1.00 per unit; neither is performance.
    const {
      open,
      figures: { equity },
    } = await figuresOf(tx, market, id, quotes);
    await recordFlow(tx, account, -equity, equity);
    // A trader's practice copies close what the reset discards (at their own market price).
    for (const position of open) {
      const quote = usableQuote(quotes.get(position.symbol), "practice");
      await reducePosition(tx, {
        account,
        position,
        quantity: fixedOf(position.quantity),
        price: quote ? markPrice(quote, position.side) : fixedOf(position.averagePrice),
        reason: "reset",
        actorId: actor.userId,
        book: quote !== undefined,
        equityBefore: () => equity,
      });
    }
    const topUp = PRACTICE_CASH - (await cashOf(tx, id));
    if (topUp !== 0n) {
      // Practice money pays the top-up (a negative top-up trims the cash back to it).
      await postMove(tx, {
        kind: "practice-reset",
        tradingAccountId: id,
        actorId: actor.userId,
        from: tradingCash(id),
        to: systemAccount("practice-money"),
        amount: -topUp,
      });
    }
    await recordFlow(tx, account, PRACTICE_CASH, 0n);
  });
}
