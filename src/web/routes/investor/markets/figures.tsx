import type { Cents } from "../../../../shared/money";
import { pnlClass } from "../../../components/ui/sign-tone";
import { useFormatters } from "../../../i18n/formatters";

/** A profit or loss in cents, signed and coloured, named for screen readers by `label`. */
export function PnlHeadline({
  pnl,
  label,
  size = "text-lg",
  testId,
}: {
  pnl: Cents;
  label: string;
  /** The text size class: a row's headline is large, a closed row's smaller. */
  size?: string;
  testId?: string;
}) {
  const fmt = useFormatters();
  return (
    <p className={`${size} font-semibold tabular-nums ${pnlClass(pnl)}`} data-testid={testId}>
      <span className="sr-only">{label} </span>
      {fmt.signedUsd(pnl)}
    </p>
  );
}

/**
 * One labelled figure of a <dl> (margin, equity, a trader's return...): the label small and grey,
 * the value in tabular digits, coloured by `tone` (a P&L's sign) when given.
 */
export function Figure({
  label,
  value,
  tone = "text-slate-900 dark:text-white",
  hint,
  weight = "font-semibold",
}: {
  label: string;
  value: string;
  tone?: string;
  /** A tooltip on the label explaining the figure. */
  hint?: string;
  /** The value's weight (and size) classes. */
  weight?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400" title={hint}>
        {label}
      </dt>
      <dd className={`${weight} break-words tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}
