import { z } from "zod";

/**
 * Money kinds. Amounts are integer cents in a bigint everywhere in code and in the database;
 * on the wire they are decimal strings with at most 2 decimals ("1250.00"). Never a JS float.
 */
import { type Cents, cents } from "./cents";

export { type Cents, cents, dollarsToCents, sumCents } from "./cents";

const MAX_CENTS = 100_000_000_000n * 100n; // $100 billion: far beyond any real amount

const DECIMAL = /^-?\d{1,15}(\.\d{1,2})?$/;

/** "1250.5" -> 125050n. Returns null for anything that is not a plain decimal with <= 2 decimals. */
export function parseCents(text: string): Cents | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const negative = trimmed.startsWith("-");
  const [whole = "0", fraction = ""] = trimmed.replace("-", "").split(".");
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  return cents(negative ? -value : value);
}

/** A wire amount read for display or arithmetic on the screen: "-12.50" -> -1250n; 0n when absent or unreadable. */
export function readCents(text: string | null | undefined): Cents {
  return (text ? parseCents(text) : null) ?? cents(0n);
}

/** 125050n -> "1250.50" (the wire format). */
export function centsToDecimal(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** The one display format: "$1,250.50" (en-US, 2 decimals); negative as "-$1,250.50". */
export function formatUsd(amount: bigint | string): string {
  const value = typeof amount === "string" ? (parseCents(amount) ?? 0n) : amount;
  const negative = value < 0n;
  const [whole = "0", fraction = "00"] = centsToDecimal(negative ? -value : value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${fraction}`;
}

/** A money amount on the wire: a decimal string (or a number, which is re-read as its decimal text). */
export function moneyInput(messages: { required: string; invalid: string }) {
  return z.union([z.string(), z.number()], { error: messages.required }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value;
    if (text.trim() === "") {
      ctx.addIssue({ code: "custom", message: messages.required });
      return z.NEVER;
    }
    const parsed = parseCents(text);
    if (parsed === null || parsed > MAX_CENTS || parsed < -MAX_CENTS) {
      ctx.addIssue({ code: "custom", message: messages.invalid });
      return z.NEVER;
    }
    return parsed;
  });
}

/** The wire's two-decimal numbers, may be negative ("1250.00", "-3.25"): declared once, here. */
const TWO_DECIMALS = /^-?\d+\.\d{2}$/;
/** A money amount in a response: "1250.00", "-12.50". */
export const moneyOutput = z.string().regex(TWO_DECIMALS);
/** A percent (or a ratio) in a response, two decimals, may be negative: "-3.25". */
export const percentOutput = z.string().regex(TWO_DECIMALS);

/**
 * `percent` of an amount in cents, rounded half up to the cent (the withdrawal fee). The percent
 * may have up to 2 decimals (2.5 -> 250 basis points).
 */
export function percentOf(amount: bigint, percent: number): Cents {
  const basisPoints = BigInt(Math.round(percent * 100));
  return cents((amount * basisPoints + 5_000n) / 10_000n);
}

/** An amount that must be > 0 (deposits, withdrawals, investments). */
export function positiveMoneyInput(messages: { required: string; invalid: string; notPositive: string }) {
  return moneyInput(messages).refine((value) => value > 0n, { message: messages.notPositive });
}
