/** A label and its figure. */
export type FigureRow = readonly [label: string, value: string];

/** The ticket's figures as label-value rows (the preview and the confirmation show the same rows). */
export function FigureRows({
  rows,
  testId,
  className = "space-y-1 text-sm",
}: {
  rows: readonly FigureRow[];
  testId: string;
  className?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
