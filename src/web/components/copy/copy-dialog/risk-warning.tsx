import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";

/** The risk warning and the past-performance line, shown before every copy is confirmed. */
export function RiskWarning() {
  const t = useDict("copy", enCopy);
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200"
    >
      {t.riskWarning} {t.pastPerformance}
    </p>
  );
}
