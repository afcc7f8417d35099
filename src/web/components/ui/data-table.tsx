import type { ReactNode } from "react";

/** Row dividers of a table body. */
const dividedBody = "divide-y divide-slate-200 dark:divide-slate-800";

/** The admin tables' header look: small grey capitals on a tinted band. */
const adminTableHeadClass =
  "bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400";

/**
 * A table with one header row (a column header per label) and `children` as its body rows.
 * `cellClass` styles every header alike, or (a function of the column's index) tells a
 * left-aligned name column from right-aligned figures.
 */
export function DataTable({
  labels,
  cellClass,
  headClass,
  headRowClass,
  bodyClass = dividedBody,
  className = "w-full text-sm",
  label,
  children,
}: {
  labels: readonly string[];
  cellClass: string | ((index: number) => string);
  headClass?: string;
  headRowClass?: string;
  bodyClass?: string;
  className?: string;
  /** The table's accessible name, when no caption or heading names it. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} aria-label={label}>
      <thead className={headClass}>
        <tr className={headRowClass}>
          {labels.map((text, index) => (
            <th
              key={text}
              scope="col"
              className={typeof cellClass === "string" ? cellClass : cellClass(index)}
            >
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClass}>{children}</tbody>
    </table>
  );
}

/** An admin table's figure cell: right-aligned digits that never wrap. */
export const adminFigureCell = "px-3 py-2.5 text-right tabular-nums whitespace-nowrap";

/**
 * An admin table (a row per trader, per copy, ...: `row` of each of the `rows`) scrolling sideways on a phone: the first
 * `nameColumns` columns are left-aligned names, the rest right-aligned figures.
 */
export function AdminTable<T>({
  labels,
  nameColumns = 1,
  label,
  className = "overflow-x-auto",
  rows,
  row,
}: {
  labels: readonly string[];
  nameColumns?: number;
  label?: string;
  className?: string;
  rows: readonly T[];
  /** The row of one item (keyed). */
  row: (item: T) => ReactNode;
}) {
  return (
    <div className={className}>
      <DataTable
        label={label}
        labels={labels}
        cellClass={(index) => (index < nameColumns ? "px-3 py-2.5 text-left" : adminFigureCell)}
        headClass={adminTableHeadClass}
      >
        {rows.map(row)}
      </DataTable>
    </div>
  );
}
