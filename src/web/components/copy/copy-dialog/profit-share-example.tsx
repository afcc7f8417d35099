import type { Cents } from "../../../../shared/money";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";

/** The trader's profit share with a worked example on the amount typed (or none, at 0%). */
export function ProfitShareExample({
  traderName,
  percent,
  gain,
  fee,
}: {
  traderName: string;
  percent: number;
  gain: Cents;
  fee: Cents;
}) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <div
      className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
      data-testid="profit-share-example"
    >
      <p className="font-medium text-slate-900 dark:text-white">
        {format(t.dialog.profitShareTitle, { percent })}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {percent > 0
          ? format(t.dialog.profitShareText, { gain: fmt.usd(gain), name: traderName, fee: fmt.usd(fee) })
          : format(t.dialog.profitShareNone, { name: traderName })}
      </p>
    </div>
  );
}
