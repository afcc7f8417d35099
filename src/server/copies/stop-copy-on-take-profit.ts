import { centsToDecimal, formatUsd } from "../../shared/money";
import type { Quote } from "../../shared/schemas/market";
import type { Tx } from "../db/client";
import { queueUserEmail } from "../mail/queue-user-email";
import { addNotification } from "../notifications/add-notification";
import type { QuoteSource } from "../trading/quote-source";
import { closeCopy } from "./close-copy";
import type { LockedCopy } from "./copy-store";
import { traderName } from "./settle-profit-share";
import { takeProfitEquity } from "./to-copy";

/** Whether a copy's equity (marked at usable quotes) has reached its take-profit level. */
export function takeProfitReached(copy: LockedCopy["copy"], equity: bigint): boolean {
  const level = takeProfitEquity(copy);
  return level !== null && equity >= level;
}

/**
 * Copy take-profit (issue 31 point 9): called by the engine's pass (stopCopiesOnLoss) under the
 * copy's locks once its equity reached invested x (1 + takeProfitPercent/100). The copy stops as
 * at its stop-loss: positions close at the quotes (fills 'take-profit'), the profit share is
 * settled, the cash goes back, a 'stopped' event with reason 'take-profit', an in-app notification
 * and an email. Returns the amount returned.
 */
export async function stopCopyOnTakeProfit(
  tx: Tx,
  market: QuoteSource,
  locked: LockedCopy,
  quotes: Map<string, Quote>,
): Promise<bigint> {
  const { copy } = locked;
  const level = takeProfitEquity(copy) ?? 0n;
  const takeProfitPercent = copy.takeProfitPercent ?? 0;
  const returned = await closeCopy(tx, market, locked, quotes, "take-profit", null);
  const trader = await traderName(tx, copy.traderId);
  await addNotification(
    tx,
    copy.investorId,
    "copy-take-profit",
    {
      copyId: copy.id,
      traderName: trader,
      returned: centsToDecimal(returned),
      mode: copy.mode,
    },
    `take-profit:${copy.id}`,
  );
  await queueUserEmail(tx, copy.investorId, (investor) => ({
    kind: "copy-take-profit",
    to: investor.email,
    props: {
      userName: investor.name,
      traderName: trader,
      takeProfitPercent,
      level: formatUsd(level),
      invested: formatUsd(copy.invested),
      returned: formatUsd(returned),
      mode: copy.mode,
    },
  }));
  return returned;
}
