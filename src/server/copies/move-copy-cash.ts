import { eq } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import type { Quote } from "../../shared/schemas/market";
import { smaller } from "../../shared/trading-math";
import type { Runner } from "../db/client";
import { traders } from "../db/schema";
import { unprocessable } from "../http/errors";
import { tradingCash, userAccount } from "../ledger/accounts";
import { lockAvailable } from "../ledger/available-balance";
import { postMove, postRecordedMove } from "../ledger/move-money";
import { forgetCloseOutPrices } from "../trading/close-out-prices";
import type { QuoteSource } from "../trading/quote-source";
import { recordFlow } from "../trading/record-flow";
import { figuresOf, lockAccount } from "../trading/trading-account";
import { type LockedCopy, traderAccountOf } from "./copy-store";

/**
 * Moves `amount` cents into (+) or out of (-) a copy under its locks: live from or to the investor's
 * balance with a 'copy-transfer' record they see (in needs that much available: balance minus
 * hold), practice from or to their practice account's cash (in never beyond its cash or free
 * margin). Both sides buy or sell NAV units at their NAV (money moved is never return).
 */
export async function moveCopyCash(
  tx: Runner,
  market: QuoteSource,
  locked: LockedCopy,
  amount: bigint,
  copyEquityBefore: bigint,
  quotes: Map<string, Quote> = new Map(),
): Promise<void> {
  const { copy, account } = locked;
  if (amount === 0n) return;
  const investorId = copy.investorId;
  const into = amount > 0n;
  const size = into ? amount : -amount;
  if (copy.mode === "practice") {
    const own = await traderAccountOf(tx, investorId, "practice");
    const ownAccount = own ? await lockAccount(tx, own.id) : undefined;
    if (!ownAccount) throw new Error(`no practice account for ${investorId}`);
    const { figures } = await figuresOf(tx, market, ownAccount.id, quotes);
    if (into && size > smaller(figures.cash, figures.freeMargin))
      throw unprocessable("INSUFFICIENT_PRACTICE_CASH", messages.practiceCashInsufficient);
    await postMove(tx, {
      kind: "copy-transfer",
      tradingAccountId: account.id,
      actorId: investorId,
      from: tradingCash(ownAccount.id),
      to: tradingCash(account.id),
      amount,
    });
    await recordFlow(tx, ownAccount, -amount, figures.equity);
    await forgetCloseOutPrices(tx, [ownAccount.id]);
  } else {
    if (into) {
      await lockAvailable(tx, investorId, size);
    }
    const [trader] = await tx
      .select({ displayName: traders.displayName })
      .from(traders)
      .where(eq(traders.userId, copy.traderId));
    const name = trader?.displayName ?? "";
    await postRecordedMove(
      tx,
      {
        userId: investorId,
        kind: "copy-transfer",
        type: into ? "withdraw" : "credit",
        status: "success",
        amount: size,
        description: into
          ? `${formatUsd(size)} moved to your copy of ${name}`
          : `${formatUsd(size)} returned from your copy of ${name}`,
      },
      {
        tradingAccountId: account.id,
        actorId: investorId,
        from: userAccount(investorId, "balance"),
        to: tradingCash(account.id),
        amount,
      },
    );
  }
  await recordFlow(tx, account, amount, copyEquityBefore);
  // A debit of either account's cash: the engine evaluates it afresh (decision 0029).
  await forgetCloseOutPrices(tx, [account.id]);
}
