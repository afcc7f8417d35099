import { type Cents, cents } from "../../../../shared/money";
import { typedCents } from "../../ui/typed-number";

/**
 * The smallest copy the server takes by default (COPY_MIN_AMOUNT). An operator may raise it: the
 * server then refuses a smaller amount with its own figure, shown on the field.
 */
export const COPY_MIN_CENTS = cents(20_000n);

/** `amount` x `percent` / 100, in cents, rounded down (the figures the dialog illustrates). */
function share(amount: Cents, percent: number): Cents {
  return cents((amount * BigInt(Math.round(percent * 100))) / 10_000n);
}

/**
 * What the dialog shows for the amount typed: the amount (null unless positive), the equity at which
 * the copy stop-loss closes it, and the profit share's worked example (10% of the amount, or $100
 * below the minimum, and the trader's share of it).
 */
export function copyFigures(amountText: string, stopLossPercent: number, profitSharePercent: number) {
  const typed = typedCents(amountText);
  const amount = typed !== null && typed > 0n ? typed : null;
  const exampleGain = amount !== null && amount >= COPY_MIN_CENTS ? share(amount, 10) : cents(10_000n);
  return {
    amount,
    stopLossEquity: amount === null ? null : share(amount, 100 - stopLossPercent),
    exampleGain,
    exampleFee: share(exampleGain, profitSharePercent),
  };
}
