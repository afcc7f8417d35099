import { formatUsd, parseCents } from "../../shared/money";
import { numberFormat } from "../components/landing/number-format";
import { type Lang, localeOf, useLang } from "./index";

/**
 * Money, dates and numbers in the reader's language. English keeps the spec's formats exactly
 * ("$1,250.00", MM/DD/YYYY); Spanish and French use their locale ("1250,00 US$", "1 250,00 $US",
 * DD/MM/YYYY), like the trading screens.
 */
export interface Formatters {
  lang: Lang;
  locale: string;
  /** Cents (or a decimal string) as US dollars. */
  usd: (amount: bigint | string) => string;
  /** A calendar date: 11/25/2026 in English, 25/11/2026 in Spanish and French. */
  date: (iso: string | Date) => string;
  /** Date and time (seconds included). */
  dateTime: (iso: string | Date) => string;
  /** A whole number with the locale's grouping. */
  count: (value: number) => string;
  /** A percentage given in percent (8 -> "8%" in English, "8 %" in Spanish and French). */
  percent: (value: number | string) => string;
}

export function formattersFor(lang: Lang): Formatters {
  const locale = localeOf(lang);
  return {
    lang,
    locale,
    usd: (amount) => {
      if (lang === "en") return formatUsd(amount);
      const cents = typeof amount === "string" ? (parseCents(amount) ?? 0n) : amount;
      return numberFormat(locale, { style: "currency", currency: "USD" }).format(Number(cents) / 100);
    },
    date: (iso) =>
      new Date(iso).toLocaleDateString(locale, { month: "2-digit", day: "2-digit", year: "numeric" }),
    dateTime: (iso) => new Date(iso).toLocaleString(locale),
    count: (value) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value),
    percent: (value) =>
      lang === "en"
        ? `${value}%`
        : numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(Number(value) / 100),
  };
}

/** The formatters of the language on screen. */
export function useFormatters(): Formatters {
  return formattersFor(useLang());
}
