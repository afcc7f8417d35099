import { format } from "../../i18n";
import type { CopyDict } from "../../i18n/en/copy";
import { numberFormat } from "../landing/number-format";

/** A percent on the wire ("12.50", "-3.25") in the reader's locale: "12.50%", "-3,25 %". */
export function percentText(locale: string, text: string | null | undefined, signed = false): string {
  if (text === null || text === undefined) return "—";
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  return numberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value / 100);
}

/** The tone of a signed figure (return, P&L): green up, red down, plain at zero or unknown. */
export function signClass(text: string | null | undefined): string {
  const value = text ? Number(text) : 0;
  if (value > 0) return "text-emerald-700 dark:text-emerald-400";
  if (value < 0) return "text-red-700 dark:text-red-400";
  return "text-slate-900 dark:text-white";
}

/** A date (ISO) as "Nov 25, 2026" in the reader's locale. */
export function dateText(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** A date and time (ISO) in the reader's locale and time zone. */
export function dateTimeText(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** "2026-11" as "Nov 2026". */
export function monthText(locale: string, month: string): string {
  const [year, number] = month.split("-").map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A holding time in seconds as "45 min", "6 h", "3 d" (the largest unit that fits). */
export function durationText(t: CopyDict, seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return t.none;
  if (seconds < 3_600) return format(t.duration.minutes, { count: Math.max(1, Math.round(seconds / 60)) });
  if (seconds < 86_400) return format(t.duration.hours, { count: Math.round(seconds / 3_600) });
  return format(t.duration.days, { count: Math.round(seconds / 86_400) });
}
