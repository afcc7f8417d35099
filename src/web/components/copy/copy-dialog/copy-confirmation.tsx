import type { ReactNode } from "react";
import type { Cents } from "../../../../shared/money";
import type { CopySizing } from "../../../../shared/schemas/copies";
import type { TradingMode } from "../../../../shared/schemas/trading";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { Button } from "../../ui/button";
import { FormError } from "./form-error";
import { RiskWarning } from "./risk-warning";

/** What the copy will be, line by line, before it is created; Edit goes back to the form. */
export function CopyConfirmation({
  traderName,
  profitSharePercent,
  amount,
  mode,
  stopLoss,
  stopLossEquity,
  sizing,
  fixedMargin,
  copyOpen,
  error,
  pending,
  onEdit,
  onConfirm,
}: {
  traderName: string;
  profitSharePercent: number;
  amount: Cents;
  mode: TradingMode;
  stopLoss: number;
  stopLossEquity: Cents;
  sizing: CopySizing;
  fixedMargin: Cents;
  copyOpen: boolean;
  error: string | undefined;
  pending: boolean;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <div className="space-y-4" data-testid="copy-confirmation">
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
        <Line label={t.dialog.confirmLines.trader} value={traderName} />
        <Line label={t.dialog.confirmLines.amount} value={fmt.usd(amount)} />
        <Line label={t.dialog.confirmLines.mode} value={t.modes[mode]} />
        <Line label={t.dialog.confirmLines.stopLoss} value={`${fmt.usd(stopLossEquity)} (−${stopLoss}%)`} />
        <Line
          label={t.manage.sizing.line}
          value={
            sizing === "fixed"
              ? format(t.manage.sizing.fixedLine, { amount: fmt.usd(fixedMargin) })
              : t.manage.sizing.proportional
          }
        />
        <Line label={t.dialog.confirmLines.copyOpen} value={copyOpen ? t.dialog.yes : t.dialog.no} />
        <Line label={t.dialog.confirmLines.profitShare} value={`${profitSharePercent}%`} />
      </dl>
      <RiskWarning />
      {error ? <FormError message={error} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={pending} onClick={onEdit}>
          {t.dialog.edit}
        </Button>
        <Button pending={pending} onClick={onConfirm}>
          {t.dialog.confirm}
        </Button>
      </div>
    </div>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}
