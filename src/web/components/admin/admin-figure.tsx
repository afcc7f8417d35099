import type { ReactNode } from "react";

/** A labelled figure on the admin's user page: the label in small grey capitals, the value under it. */
export function AdminFigure({
  label,
  children,
  className,
  valueClass,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** What the value adds to the bold default (size, digits, wrapping). */
  valueClass: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className={`mt-1 font-semibold text-slate-900 dark:text-white ${valueClass}`}>{children}</dd>
    </div>
  );
}
