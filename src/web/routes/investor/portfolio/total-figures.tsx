import type { CopyTotals } from "../../../components/copy/copy-totals";
import { ModeMark } from "../../../components/copy/trader-marks";
import { Card } from "../../../components/ui/card";
import { pnlClass } from "../../../components/ui/sign-tone";
import { useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";

/** A mode's copy equity and P&L: two figures, each labelled with its mode. */
export function TotalFigures({ total }: { total: CopyTotals }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <>
      <Card as="div" padding="none" className="p-4 sm:p-5" data-mode={total.mode}>
        <dt className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {t.portfolio.totalEquity} <ModeMark mode={total.mode} />
        </dt>
        <dd className="mt-1 text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums min-[400px]:text-lg sm:text-2xl dark:text-white">
          {fmt.usd(total.equity)}
        </dd>
      </Card>
      <Card as="div" padding="none" className="p-4 sm:p-5" data-mode={total.mode}>
        <dt className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {t.portfolio.totalPnl} <ModeMark mode={total.mode} />
        </dt>
        <dd
          className={`mt-1 text-base font-semibold whitespace-nowrap tabular-nums min-[400px]:text-lg sm:text-2xl ${pnlClass(total.pnl)}`}
        >
          {fmt.signedUsd(total.pnl)}
        </dd>
      </Card>
    </>
  );
}
