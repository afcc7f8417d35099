import type { Cents } from "../../../shared/money";

/** The tone of a P&L in cents: green up, red down, plain at zero. */
export function pnlClass(amount: Cents): string {
  if (amount > 0n) return "text-emerald-700 dark:text-emerald-400";
  if (amount < 0n) return "text-red-700 dark:text-red-400";
  return "text-slate-700 dark:text-slate-300";
}

/** The tone of a signed figure on the wire (return, P&L): green up, red down, plain at zero or unknown. */
export function signClass(text: string | null | undefined): string {
  const value = text ? Number(text) : 0;
  if (value > 0) return "text-emerald-700 dark:text-emerald-400";
  if (value < 0) return "text-red-700 dark:text-red-400";
  return "text-slate-900 dark:text-white";
}
