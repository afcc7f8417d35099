import type { Copy } from "../../../../shared/schemas/copies";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";

/** A copy's status (active, paused, stopped) as a coloured pill. */
export function StatusBadge({ copy }: { copy: Copy }) {
  const t = useDict("copy", enCopy);
  const tone =
    copy.status === "active"
      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200"
      : copy.status === "paused"
        ? "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
        : "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100";
  return (
    <span
      data-testid="copy-status"
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      {t.portfolio.statuses[copy.status]}
    </span>
  );
}
