import type { z } from "zod";
import { messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import type { TradingAccount, transferInput } from "../../shared/schemas/trading";
import { smaller } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Runner } from "../db/client";
import { unprocessable } from "../http/errors";
import { tradingCash, userAccount } from "../ledger/accounts";
import { requireAvailable } from "../ledger/available-balance";
import { postRecordedMove } from "../ledger/move-money";
import { lockAccounts } from "../ledger/post-entry";
import { forgetCloseOutPrices } from "./close-out-prices";
import { changeOwnedAccount } from "./owned-account";
import type { QuoteSource } from "./quote-source";
import { recordFlow } from "./record-flow";
import { figuresOf } from "./trading-account";

export type TransferData = z.output<typeof transferInput>;

/**
 * POST /api/v1/trading/accounts/:id/transfers: moves money between the user's available balance
 * and their live own trading account, as a success transaction record the user sees in their
 * history. Out never beyond the free margin (nor the cash). The money buys or sells NAV units at
 * the equity before it (recordFlow), so a transfer is never performance.
 */
export async function transferFunds(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  id: string,
  input: TransferData,
): Promise<TradingAccount> {
  return changeOwnedAccount(db, market, actor, id, async (tx, account, quotes) => {
    if (account.mode !== "live" || account.kind !== "own")
      throw unprocessable("NOT_LIVE_ACCOUNT", messages.transfersLiveOnly);
    const userId = actor.userId;
    const balances = await lockAccounts(tx, [userAccount(userId, "balance"), userAccount(userId, "hold")]);
    const { amount } = input;
    // Equity before the movement prices its NAV units (docs/design.md, Copy trading), in or out.
    const { figures } = await figuresOf(tx, market, id, quotes);
    if (input.direction === "in") {
      requireAvailable(balances, userId, amount);
    } else {
      const free = smaller(figures.freeMargin, figures.cash);
      if (amount > free)
        throw unprocessable("TRANSFER_BEYOND_FREE_MARGIN", messages.transferBeyondFreeMargin);
    }
    const into = input.direction === "in";
    const signed = into ? amount : -amount;
    await postRecordedMove(
      tx,
      {
        userId,
        kind: "trading-transfer",
        type: into ? "withdraw" : "credit",
        status: "success",
        amount,
        description: into
          ? `${formatUsd(amount)} transferred to your live trading account`
          : `${formatUsd(amount)} transferred from your live trading account`,
      },
      {
        tradingAccountId: id,
        actorId: userId,
        from: userAccount(userId, "balance"),
        to: tradingCash(id),
        amount: signed,
      },
    );
    await recordFlow(tx, account, signed, figures.equity);
    if (!into) await forgetCloseOutPrices(tx, [id]);
  });
}
