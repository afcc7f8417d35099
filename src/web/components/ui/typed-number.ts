import { type Cents, parseCents } from "../../../shared/money";
import { type Fixed, parseFixed } from "../../../shared/trading-math";

// What a person types in a number field: a decimal comma ("0,5", as Spanish and French write it)
// reads like a point.

/** A typed quantity or price, or null when it is not one. */
export function typedDecimal(text: string): Fixed | null {
  return parseFixed(text.replace(",", "."));
}

/** A typed amount of money, or null when it is not one. */
export function typedCents(text: string): Cents | null {
  return parseCents(text.replace(",", "."));
}
