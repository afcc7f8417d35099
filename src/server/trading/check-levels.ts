import { messages } from "../../shared/messages";
import type { Quote } from "../../shared/schemas/market";
import type { OrderSide } from "../../shared/schemas/trading";
import type { Fixed } from "../../shared/trading-math";
import { unprocessable } from "../http/errors";
import { markPrice } from "./quote-source";

/**
 * Stop-loss and take-profit sit on either side of the price the position is valued at: below it
 * and above it for a long, the other way round for a short. A level already crossed would close
 * the position at once, so it is refused.
 */
export function checkLevels(
  side: OrderSide,
  quote: Quote,
  levels: { stopLoss?: Fixed | null | undefined; takeProfit?: Fixed | null | undefined },
): void {
  const mark = markPrice(quote, side);
  const long = side === "buy";
  const { stopLoss, takeProfit } = levels;
  if (stopLoss != null && (long ? stopLoss >= mark : stopLoss <= mark))
    throw unprocessable("STOP_LOSS_WRONG_SIDE", messages.stopLossWrongSide, {
      stopLoss: messages.stopLossWrongSide,
    });
  if (takeProfit != null && (long ? takeProfit <= mark : takeProfit >= mark))
    throw unprocessable("TAKE_PROFIT_WRONG_SIDE", messages.takeProfitWrongSide, {
      takeProfit: messages.takeProfitWrongSide,
    });
}
