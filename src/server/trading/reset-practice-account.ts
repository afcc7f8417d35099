import { messages } from "../../shared/messages";
import type { TradingAccount } from "../../shared/schemas/trading";
import type { Actor } from "../auth/session";
import { enqueueMirrorJob, equityNow, isMirrored } from "../copies/enqueue-mirror-job";
import type { Db } from "../db/client";
import { unprocessable } from "../http/errors";
import { systemAccount, tradingCash } from "../ledger/accounts";
import { postEntry } from "../ledger/post-entry";
import { fixedOf } from "./account-figures";
import { reducePosition } from "./apply-fill";
import { PRACTICE_CASH } from "./ensure-practice-account";
import { getTradingAccount } from "./get-trading-account";
import type { QuoteSource } from "./quote-source";
import { cashOf, lockOwnedAccount, openPositionsOf } from "./trading-account";

/**
 * POST /api/v1/trading/accounts/:id/reset: a practice account back to $10,000 of virtual money.
 * Its open positions are closed without P&L ('reset' fills at their entry price), then the cash
 * is topped up or trimmed against practice-money. Never touches real money.
 */
export async function resetPracticeAccount(
  db: Db,
  market: QuoteSource,
  actor: Actor,
  id: string,
): Promise<TradingAccount> {
  return db.transaction(async (tx) => {
    const account = await lockOwnedAccount(tx, actor, id);
    if (account.mode !== "practice") throw unprocessable("NOT_PRACTICE", messages.practiceOnlyReset);
    // A trader's practice copies close what the reset discards (at their own market price).
    const mirrored = await isMirrored(tx, account);
    for (const position of await openPositionsOf(tx, id)) {
      const equityBefore = mirrored ? await equityNow(tx, market, id, new Map()) : 0n;
      const reduced = await reducePosition(tx, {
        account,
        position,
        quantity: fixedOf(position.quantity),
        price: fixedOf(position.averagePrice),
        reason: "reset",
        actorId: actor.userId,
        book: false,
      });
      if (mirrored)
        await enqueueMirrorJob(tx, {
          fillId: reduced.fill.id,
          equityBefore,
          quantityBefore: fixedOf(position.quantity),
        });
    }
    const topUp = PRACTICE_CASH - (await cashOf(tx, id));
    if (topUp !== 0n) {
      await postEntry(tx, {
        kind: "practice-reset",
        tradingAccountId: id,
        actorId: actor.userId,
        postings: [
          { account: tradingCash(id), amount: topUp },
          { account: systemAccount("practice-money"), amount: -topUp },
        ],
      });
    }
    return getTradingAccount(tx, market, actor, id);
  });
}
