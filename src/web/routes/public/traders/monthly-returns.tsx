import type { TraderDetail } from "../../../../shared/schemas/traders";
import { PastPerformance } from "../../../components/copy/trader-bits";
import { Card } from "../../../components/ui/card";
import { signClass } from "../../../components/ui/sign-tone";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { SectionTitle } from "./section-title";

/** The trader's return month by month. */
export function MonthlyReturns({ trader }: { trader: TraderDetail }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <Card aria-labelledby="monthly-title">
      <SectionTitle id="monthly-title">{t.detail.monthlyTitle}</SectionTitle>
      {trader.monthlyReturns.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t.detail.monthlyEmpty}</p>
      ) : (
        <ul
          className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6"
          data-testid="monthly-returns"
        >
          {trader.monthlyReturns.map((item) => (
            <li
              key={item.month}
              className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
            >
              <p className="text-xs text-slate-600 dark:text-slate-400">{fmt.month(item.month)}</p>
              <p className={`text-sm font-semibold tabular-nums ${signClass(item.return)}`}>
                {fmt.rate(item.return, true)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PastPerformance className="mt-4" />
    </Card>
  );
}
