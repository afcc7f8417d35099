import { marketSymbols } from "../../shared/market-symbols";
import { type Cents, formatUsd, readCents } from "../../shared/money";
import { oncePerKey } from "../../shared/once-per-key";
import { type Lang, localeOf, useLang } from "./index";

/**
 * The one place the web app turns money, prices, numbers and dates into text for the reader
 * (one-way.test.ts fails on Intl number or date formats anywhere else). English keeps the spec's
 * formats exactly ("$1,250.00", MM/DD/YYYY); Spanish and French use their locale ("1250,00 US$",
 * "1 250,00 $US", DD/MM/YYYY).
 */
export interface Formatters {
  lang: Lang;
  locale: string;
  /** Cents (or a wire amount, "1250.00") as US dollars: "$1,250.00", "-$3.00". */
  usd: (amount: Cents | string) => string;
  /** A P&L with its sign always shown: "+$12.50", "-$3.00", "$0.00". */
  signedUsd: (amount: Cents) => string;
  /** Whole dollars without cents (the plan catalogue): "$1,000". */
  wholeUsd: (dollars: number) => string;
  /** A price (decimal text) with the instrument's decimals; "—" without one. */
  price: (symbol: string, text: string | null | undefined) => string;
  /** A quantity exactly as the server counts it, grouped: "0.015", "1,000". */
  quantity: (text: string) => string;
  /** A number with `digits` decimals (or between [min, max]); `grouping` false for chart axes. */
  decimal: (value: number, digits: number | readonly [number, number], grouping?: boolean) => string;
  /** A change in percent points with 2 decimals and its sign: "+1.25", "-0.50", "0.00". */
  change: (value: number) => string;
  /** A whole number with the locale's grouping. */
  count: (value: number) => string;
  /** A percentage given in percent (8 -> "8%" in English, "8 %" in Spanish and French). */
  percent: (value: number | string) => string;
  /** A percent on the wire ("12.50", "-3.25") with 2 decimals: "12.50%", "-3,25 %"; "—" without one. */
  rate: (text: string | null | undefined, signed?: boolean) => string;
  /** A calendar date: 11/25/2026 in English, 25/11/2026 in Spanish and French. */
  date: (iso: string | Date) => string;
  /** Date and time (seconds included). */
  dateTime: (iso: string | Date) => string;
  /** A time of day with seconds: "03:04:05 PM". */
  time: (iso: string | Date) => string;
  /** A date as "Nov 25, 2026" (UTC). */
  mediumDate: (iso: string) => string;
  /** A date and time as "Nov 25, 2026, 3:04 PM" (the reader's time zone). */
  mediumDateTime: (iso: string) => string;
  /** A date in words: "November 25, 2026" (UTC). */
  longDate: (date: Date) => string;
  /** "2026-11" as "Nov 2026". */
  month: (month: string) => string;
}

// Creating an Intl format is slow (the ticker formats many numbers): one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function priceDecimals(symbol: string): number {
  return (marketSymbols as Record<string, { decimals: number } | undefined>)[symbol]?.decimals ?? 2;
}

function build(lang: Lang): Formatters {
  const locale = localeOf(lang);
  const currency = (amount: Cents, signed: boolean) =>
    numberFormat(locale, {
      style: "currency",
      currency: "USD",
      ...(signed ? { signDisplay: "exceptZero" } : {}),
    }).format(Number(amount) / 100);
  const decimal: Formatters["decimal"] = (value, digits, grouping = true) => {
    const [min, max] = typeof digits === "number" ? [digits, digits] : digits;
    return numberFormat(locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      ...(grouping ? {} : { useGrouping: false }),
    }).format(value);
  };
  return {
    lang,
    locale,
    usd: (amount) => {
      if (lang === "en") return formatUsd(amount);
      return currency(typeof amount === "string" ? readCents(amount) : amount, false);
    },
    signedUsd: (amount) => currency(amount, true),
    wholeUsd: (dollars) =>
      numberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(dollars),
    price: (symbol, text) => {
      if (!text) return "—";
      const value = Number(text);
      return Number.isFinite(value) ? decimal(value, priceDecimals(symbol)) : text;
    },
    quantity: (text) => {
      const [whole = "0", fraction] = text.split(".");
      const grouped = numberFormat(locale, { maximumFractionDigits: 0 }).format(Number(whole));
      if (!fraction) return grouped;
      const separator = numberFormat(locale, { minimumFractionDigits: 1 }).format(1.5).charAt(1);
      return `${grouped}${separator}${fraction}`;
    },
    decimal,
    change: (value) =>
      numberFormat(locale, {
        signDisplay: "exceptZero",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value),
    count: (value) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value),
    percent: (value) =>
      lang === "en"
        ? `${value}%`
        : numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(Number(value) / 100),
    rate: (text, signed = false) => {
      if (text === null || text === undefined) return "—";
      const value = Number(text);
      if (!Number.isFinite(value)) return text;
      return numberFormat(locale, {
        style: "percent",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: signed ? "exceptZero" : "auto",
      }).format(value / 100);
    },
    date: (iso) =>
      new Intl.DateTimeFormat(locale, { month: "2-digit", day: "2-digit", year: "numeric" }).format(
        new Date(iso),
      ),
    dateTime: (iso) => new Date(iso).toLocaleString(locale),
    time: (iso) =>
      new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(
        new Date(iso),
      ),
    mediumDate: (iso) => {
      const date = validDate(iso);
      return date
        ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date)
        : iso;
    },
    mediumDateTime: (iso) => {
      const date = validDate(iso);
      return date
        ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date)
        : iso;
    },
    longDate: (date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date),
    month: (month) => {
      const [year, number] = month.split("-").map(Number);
      if (!year || !number) return month;
      return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(Date.UTC(year, number - 1, 1)),
      );
    },
  };
}

/** The formatters of a language (for code outside a component, and tests). */
export const formattersFor: (lang: Lang) => Formatters = oncePerKey(build);

/** The formatters of the language on screen. */
export function useFormatters(): Formatters {
  return formattersFor(useLang());
}
