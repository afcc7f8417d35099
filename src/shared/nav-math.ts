/**
 * NAV units (docs/design.md, Copy trading): a trading account's money is counted in units; NAV per unit is
 * equity / units, so money moved in or out changes the units and never the NAV per unit, and a
 * return is the change of NAV per unit (time-weighted). NAV per unit is cents as `Fixed`.
 */
import type { Fixed } from "./trading-math";

const ONE = 10n ** 8n;

/** NAV per unit of an account that holds no units yet: $1.00. */
export const START_NAV: Fixed = 100n * ONE;

/** Equity (cents) / units, as cents per unit (Fixed); START_NAV when there are no units. */
export function navPerUnit(equity: bigint, units: Fixed): Fixed {
  if (units <= 0n) return START_NAV;
  return (equity * ONE * ONE) / units;
}

/** The units `amount` cents buy (or sell) at `nav` cents per unit (rounded toward zero). */
export function unitsFor(amount: bigint, nav: Fixed): Fixed {
  if (nav <= 0n) throw new Error("NAV per unit must be positive to move money");
  return (amount * ONE * ONE) / nav;
}

/** The value of `units` at `nav`, in cents (rounded toward zero). */
export function unitsValue(units: Fixed, nav: Fixed): bigint {
  return (units * nav) / (ONE * ONE);
}

/** (to / from - 1) as a percent with two decimals, "12.34"; null when `from` is not positive. */
export function returnPercent(from: Fixed, to: Fixed): string | null {
  if (from <= 0n) return null;
  const basisPoints = ((to - from) * 10_000n) / from;
  const negative = basisPoints < 0n;
  const abs = negative ? -basisPoints : basisPoints;
  return `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}
