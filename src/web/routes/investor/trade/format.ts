import { marketSymbols } from "../../../../shared/market-symbols";
import { messages } from "../../../../shared/messages";
import { parseCents } from "../../../../shared/money";
import type { Quote } from "../../../../shared/schemas/market";
import type { Position } from "../../../../shared/schemas/trading";
import { type Fixed, formatFixed, parseFixed, pnlCents } from "../../../../shared/trading-math";
import { ApiError } from "../../../api/client";
import { numberFormat } from "../../../components/landing/number-format";
import { format } from "../../../i18n";
import type { TradeDict } from "../../../i18n/en/trade";

/** "-12.50" -> -1250n; 0n for anything unreadable (figures only, never sent back). */
export function cents(text: string | null | undefined): bigint {
  return text ? (parseCents(text) ?? 0n) : 0n;
}

/** Cents as money in the reader's locale: "$1,250.50", "1.250,50 US$". */
export function money(locale: string, amount: bigint): string {
  return numberFormat(locale, { style: "currency", currency: "USD" }).format(Number(amount) / 100);
}

/** A P&L with its sign always shown: "+$12.50", "-$3.00". */
export function signedMoney(locale: string, amount: bigint): string {
  return numberFormat(locale, { style: "currency", currency: "USD", signDisplay: "exceptZero" }).format(
    Number(amount) / 100,
  );
}

export function pnlClass(amount: bigint): string {
  if (amount > 0n) return "text-emerald-700 dark:text-emerald-400";
  if (amount < 0n) return "text-red-700 dark:text-red-400";
  return "text-slate-700 dark:text-slate-300";
}

function priceDecimals(symbol: string): number {
  return (marketSymbols as Record<string, { decimals: number } | undefined>)[symbol]?.decimals ?? 2;
}

/** A price (decimal string) in the reader's locale with the instrument's decimals. */
export function price(locale: string, symbol: string, text: string | null | undefined): string {
  if (!text) return "—";
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  const decimals = priceDecimals(symbol);
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** An instrument's name in the reader's language (the English one the server has, for one we do not know). */
export function instrumentName(
  t: Pick<TradeDict, "instrumentNames">,
  instrument: { symbol: string; name: string },
) {
  return t.instrumentNames[instrument.symbol] ?? instrument.name;
}

/** A quantity exactly as the server counts it, grouped for the reader: "0.015", "1,000". */
export function quantity(locale: string, text: string): string {
  const [whole = "0", fraction] = text.split(".");
  const grouped = numberFormat(locale, { maximumFractionDigits: 0 }).format(Number(whole));
  if (!fraction) return grouped;
  const separator = numberFormat(locale, { minimumFractionDigits: 1 }).format(1.5).charAt(1);
  return `${grouped}${separator}${fraction}`;
}

/** The user typed a decimal: accepts "0,5" as well as "0.5". */
export function readDecimal(text: string): Fixed | null {
  return parseFixed(text.replace(",", "."));
}

export function fixedText(value: Fixed): string {
  return formatFixed(value);
}

/** Where a position is marked: bid for longs, ask for shorts. */
export function markPrice(position: Pick<Position, "side">, quote: Quote | undefined): string | undefined {
  if (!quote) return undefined;
  return position.side === "buy" ? quote.bid : quote.ask;
}

/** Unrealized P&L of an open position at the streamed quote (the server's figure without one). */
export function livePnl(position: Position, quote: Quote | undefined): bigint {
  const mark = markPrice(position, quote);
  const qty = parseFixed(position.quantity);
  const entry = parseFixed(position.averagePrice);
  const exit = mark ? parseFixed(mark) : null;
  if (position.status !== "open" || qty === null || entry === null || exit === null || exit <= 0n) {
    return cents(position.unrealizedPnl);
  }
  return pnlCents(position.symbol, position.side, qty, entry, exit);
}

/** A server error in the reader's language: by code when it carries a value, else by message. */
export function tradeError(
  t: TradeDict,
  error: unknown,
  values: Record<string, string> = {},
  locale = "en-US",
): string {
  if (error instanceof ApiError) {
    const template = t.codes[error.code as keyof TradeDict["codes"]];
    if (template) {
      const symbol = /for (\S+) are simulated/.exec(error.message)?.[1] ?? values.symbol ?? "";
      const minimum = /at least (\S+)$/.exec(error.message)?.[1] ?? values.minimum ?? "";
      // "needs $12,502.50 of margin and $10,000.00 is free": both amounts in the reader's locale.
      const margin = /needs \$([\d,]+\.\d{2}) of margin and \$([\d,]+\.\d{2}) is free/.exec(error.message);
      const needed = margin ? money(locale, cents(margin[1]!.replaceAll(",", ""))) : "";
      const free = margin ? money(locale, cents(margin[2]!.replaceAll(",", ""))) : "";
      if (error.code === "INSUFFICIENT_MARGIN" && !margin) return translate(t, error.message);
      return format(template, { symbol, minimum, needed, free });
    }
    const field = Object.values(error.fields)[0];
    return translate(t, field ?? error.message);
  }
  return translate(t, error instanceof Error ? error.message : messages.internal);
}

function translate(t: TradeDict, text: string): string {
  const key = (Object.keys(t.messages) as (keyof TradeDict["messages"])[]).find(
    (candidate) => (messages as Record<string, string>)[candidate] === text,
  );
  return key ? t.messages[key] : text;
}
