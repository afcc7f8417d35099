import { closeRemainderBelowMin } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import { type Fixed, notionalCents } from "../../shared/trading-math";
import { unprocessable } from "../http/errors";

/**
 * A partial close may not leave a remainder worth less than the instrument's minimum notional at
 * the close's price (issue 29 point 4: dust nobody could open, closed piece by piece): 422
 * 'CLOSE_REMAINDER_BELOW_MIN', saying to close all of it or less. Closing everything is always allowed.
 */
export function requireCloseRemainder(
  symbol: string,
  remaining: Fixed,
  price: Fixed,
  minNotional: bigint,
): void {
  if (remaining <= 0n || notionalCents(symbol, remaining, price) >= minNotional) return;
  const message = closeRemainderBelowMin(formatUsd(minNotional));
  throw unprocessable("CLOSE_REMAINDER_BELOW_MIN", message, { quantity: message });
}
