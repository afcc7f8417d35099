import { messages } from "../../shared/messages";
import type { TradingAccount } from "../../shared/schemas/trading";
import type { Actor } from "../auth/session";
import { enqueueMirrorJob, isMirrored } from "../copies/enqueue-mirror-job";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { systemAccount, tradingCash } from "../ledger/accounts";
import { postEntry } from "../ledger/post-entry";
import { accountFigures, fixedOf } from "./account-figures";
import { reducePosition } from "./apply-fill";
import { PRACTICE_CASH } from "./ensure-practice-account";
import { getTradingAccount } from "./get-trading-account";
import { type QuoteSource, quotesFor } from "./quote-source";
import { recordFlow } from "./record-flow";
import { cashOf, lockOwnedAccount, openPositionsOf, openSymbolsOf } from "./trading-account";

/**
 * POST /api/v1/trading/accounts/:id/reset: a practice account back to $10,000 of virtual money.
 * Its open positions are closed without P&L ('reset' fills at their entry price), then the cash
 * is topped up or trimmed against practice-money. Never touches real money.
 */
export async function resetPracticeAccount(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
): Promise<TradingAccount> {
  const quotes = await quotesFor(market, await openSymbolsOf(db, actor, id));
  return db.transaction(async (tx) => {
    const account = await lockOwnedAccount(tx, actor, id);
    if (account.mode !== "practice") throw unprocessable("NOT_PRACTICE", messages.practiceOnlyReset);
    const open = await openPositionsOf(tx, id);
    for (const [symbol, quote] of await quotesFor(
      market,
      open.filter((row) => !quotes.has(row.symbol)).map((row) => row.symbol),
    ))
      quotes.set(symbol, quote);
    // A reset is a flow (DESIGN.md section 8): all the equity, marked at the quotes, moves out (no
    // units left), then the $10,000 moves in at $1.00 per unit; neither is performance.
    const { equity } = accountFigures(await cashOf(tx, id), open, quotes);
    await recordFlow(tx, account, -equity, equity);
    // A trader's practice copies close what the reset discards (at their own market price).
    const mirrored = await isMirrored(tx, account);
    for (const position of open) {
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
          equityBefore: equity,
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
    await recordFlow(tx, account, PRACTICE_CASH, 0n);
    return getTradingAccount(tx, market, actor, id);
  });
}
