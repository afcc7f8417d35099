/**
 * Exact arithmetic of trading (docs/design.md, Copy trading), shared by the server and the order ticket so
 * that the margin and cost shown before confirming are the ones the server charges.
 *
 * Quantities and prices are `Fixed`: a bigint counting 1e-8 units (the finest lot step and price
 * tick we list). Money is `Cents` (src/shared/money.ts). Never a JS float.
 */
import { type Cents, cents } from "./cents";

export type Fixed = bigint;
const FIXED_DECIMALS = 8;
const ONE: Fixed = 10n ** BigInt(FIXED_DECIMALS);

const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;

/** "0.00125" -> 125000n. Null for anything but a plain non-negative decimal with at most 8 decimals. */
export function parseFixed(text: string): Fixed | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return BigInt(whole) * ONE + BigInt(fraction.padEnd(FIXED_DECIMALS, "0"));
}

/**
 * The one price rule (issue 29): a quote's decimal text as the order path reads it, digits past the
 * 8th cut; null when it is unreadable, out of range (over 12 whole digits) or not positive after the
 * cut ("0.000000001"). Quotes are checked with it where they enter, so an order never meets a price
 * it cannot read.
 */
export function parseQuotePrice(text: string): Fixed | null {
  const [whole = "", fraction, ...more] = text.trim().split(".");
  // Only digits are cut: "1.000000000003e-312" is not 1, nor "1.5.2" 1.5.
  if (more.length > 0 || (fraction !== undefined && !/^\d*$/.test(fraction))) return null;
  const parsed = parseFixed(
    fraction === undefined ? whole : `${whole}.${fraction.slice(0, FIXED_DECIMALS) || "0"}`,
  );
  return parsed !== null && parsed > 0n ? parsed : null;
}

/** 125000n -> "0.00125" (no trailing zeros); `decimals` pads to at least that many decimals. */
export function formatFixed(value: Fixed, decimals = 0): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / ONE;
  let fraction = (abs % ONE).toString().padStart(FIXED_DECIMALS, "0").replace(/0+$/, "");
  if (fraction.length < decimals) fraction = fraction.padEnd(decimals, "0");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Rounds `quantity` down to a multiple of `step` (never up: an order is never bigger than asked). */
export function floorToStep(quantity: Fixed, step: Fixed): Fixed {
  return (quantity / step) * step;
}

/** Integer division rounding half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/**
 * Whether the instrument is quoted in another currency per US dollar (USDJPY: the price is yen per
 * dollar, the quantity is dollars). Everything else we list is quoted in US dollars.
 */
function isUsdBase(symbol: string): boolean {
  return symbol.startsWith("USD") && symbol.length === 6;
}

/** What `quantity` of `symbol` is worth at `price`, in US cents (rounded to the cent). */
export function notionalCents(symbol: string, quantity: Fixed, price: Fixed): Cents {
  if (isUsdBase(symbol)) return cents(divRound(quantity * 100n, ONE));
  return cents(divRound(quantity * price * 100n, ONE * ONE));
}

/** Margin an open position of that notional needs at `leverage` (cents, rounded up). */
export function marginCents(notional: Cents, leverage: number): Cents {
  const lev = BigInt(leverage);
  return cents((notional + lev - 1n) / lev);
}

/** Integer division rounding down (toward minus infinity); `denominator` is positive. */
function divFloor(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator < 0n ? quotient - 1n : quotient;
}

/**
 * Profit or loss of `quantity` bought (side 'buy') or sold at `entry` and valued at `exit`, in US
 * cents: (exit - entry) x quantity, sign by side; for a USD-base pair converted at the exit price.
 * Rounded toward the house (down: a profit loses its fraction of a cent, a loss gains it; decision
 * 0021), so partial closes never add up to more than one close of the same quantity and prices.
 */
export function pnlCents(
  symbol: string,
  side: "buy" | "sell",
  quantity: Fixed,
  entry: Fixed,
  exit: Fixed,
): Cents {
  const move = (side === "buy" ? exit - entry : entry - exit) * quantity;
  if (isUsdBase(symbol)) return cents(divFloor(move * 100n, exit * ONE));
  return cents(divFloor(move * 100n, ONE * ONE));
}

/**
 * The average entry after adding `added` at `price` to `quantity` at `average`, rounded to the
 * nearest 1e-8 (its effect on P&L is far below a cent).
 */
export function averageEntry(quantity: Fixed, average: Fixed, added: Fixed, price: Fixed): Fixed {
  return divRound(quantity * average + added * price, quantity + added);
}

/** The quantity `amountCents` buys at `price` (for "amount in USD" on the ticket), before the lot step. */
export function quantityForAmount(symbol: string, amountCents: Cents, price: Fixed): Fixed {
  if (isUsdBase(symbol)) return (amountCents * ONE) / 100n;
  if (price <= 0n) return 0n;
  return (amountCents * ONE * ONE) / (100n * price);
}

/** Margin level in percent, 2 decimals ("152.30"), or null without used margin. */
export function marginLevelPercent(equity: bigint, usedMargin: bigint): string | null {
  if (usedMargin <= 0n) return null;
  return formatFixed(divRound(equity * 10_000n, usedMargin) * (ONE / 100n), 2);
}

/** The smaller of two bigints of one kind (Math.min takes numbers only). */
export function smaller<T extends bigint>(a: T, b: T): T {
  return a < b ? a : b;
}

/**
 * docs/design.md, Copy trading, mirroring: a copy opens trader quantity x (copy equity / trader equity
 * before the fill), rounded down to the lot step (never up); 0 when either equity is not positive.
 */
export function copyQuantity(
  traderQuantity: Fixed,
  copyEquity: bigint,
  traderEquity: bigint,
  step: Fixed,
): Fixed {
  if (copyEquity <= 0n || traderEquity <= 0n) return 0n;
  return floorToStep((traderQuantity * copyEquity) / traderEquity, step);
}

/**
 * Fixed-amount copying (issue 31 point 12): the quantity whose margin at `leverage` is at most
 * `marginCents` at `price` (notional = margin x leverage), floored to the lot step.
 */
export function fixedMarginQuantity(
  symbol: string,
  marginCents: bigint,
  leverage: number,
  price: Fixed,
  step: Fixed,
): Fixed {
  if (marginCents <= 0n || price <= 0n) return 0n;
  const notional = marginCents * BigInt(leverage);
  if (isUsdBase(symbol)) return floorToStep((notional * ONE) / 100n, step);
  return floorToStep((notional * ONE * ONE) / (price * 100n), step);
}

/**
 * A trader close of `closed` out of `traderOpen` closes the same fraction of the copy's `copyOpen`,
 * rounded down to the lot step; all of it when the trader closed everything.
 */
export function copyCloseQuantity(closed: Fixed, traderOpen: Fixed, copyOpen: Fixed, step: Fixed): Fixed {
  if (closed >= traderOpen) return copyOpen;
  return smaller(copyOpen, floorToStep((copyOpen * closed) / traderOpen, step));
}
