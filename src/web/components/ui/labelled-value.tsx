import type { ReactNode } from "react";

/** How a description list sets out its pairs: its row, its label (dt) and its value (dd). */
const looks = {
  /** A line of a bordered list of lines (a confirmation's figures). */
  line: {
    row: "flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2",
    label: "text-slate-600 dark:text-slate-400",
    value: "font-medium text-slate-900 tabular-nums dark:text-white",
  },
  /** A tinted tile with the label above the figure (the dashboard's trade figures). */
  tile: {
    row: "rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60",
    label: "text-xs text-slate-500 dark:text-slate-400",
    value: "mt-1 font-semibold text-slate-900 tabular-nums dark:text-white",
  },
  /** A plain line of text whose value may be long (a name, an address, a document number). */
  text: {
    row: "flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5 text-sm",
    label: "text-slate-600 dark:text-slate-400",
    value: "font-medium break-all text-slate-900 dark:text-white",
  },
} satisfies Record<string, { row: string; label: string; value: string }>;

export type LabelledValueLook = keyof typeof looks;

/** One label and its value in a description list (`<dl>`), set out as `look` says. */
export function LabelledValue({
  label,
  value,
  look,
}: {
  label: string;
  value: ReactNode;
  look: LabelledValueLook;
}) {
  const { row, label: labelClass, value: valueClass } = looks[look];
  return (
    <div className={row}>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass}>{value}</dd>
    </div>
  );
}
