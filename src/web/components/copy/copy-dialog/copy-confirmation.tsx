import type { Cents } from "../../../../shared/money";
import type { CopySizing } from "../../../../shared/schemas/copies";
import type { TradingMode } from "../../../../shared/schemas/trading";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { type ConfirmStep, DialogButtons } from "../../ui/dialog-buttons";
import { FormError } from "../../ui/form-error";
import { LabelledValue } from "../../ui/labelled-value";
import { RiskWarning } from "./risk-warning";

interface Confirmation extends ConfirmStep {
  traderName: string;
  profitSharePercent: number;
  amount: Cents;
  mode: TradingMode;
  stopLoss: number;
  stopLossEquity: Cents;
  sizing: CopySizing;
  fixedMargin: Cents;
  copyOpen: boolean;
}

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
  onBack,
  onConfirm,
}: Confirmation) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <div className="space-y-4" data-testid="copy-confirmation">
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
        <LabelledValue look="line" label={t.dialog.confirmLines.trader} value={traderName} />
        <LabelledValue look="line" label={t.dialog.confirmLines.amount} value={fmt.usd(amount)} />
        <LabelledValue look="line" label={t.dialog.confirmLines.mode} value={t.modes[mode]} />
        <LabelledValue
          look="line"
          label={t.dialog.confirmLines.stopLoss}
          value={`${fmt.usd(stopLossEquity)} (−${stopLoss}%)`}
        />
        <LabelledValue
          look="line"
          label={t.manage.sizing.line}
          value={
            sizing === "fixed"
              ? format(t.manage.sizing.fixedLine, { amount: fmt.usd(fixedMargin) })
              : t.manage.sizing.proportional
          }
        />
        <LabelledValue
          look="line"
          label={t.dialog.confirmLines.copyOpen}
          value={copyOpen ? t.dialog.yes : t.dialog.no}
        />
        <LabelledValue
          look="line"
          label={t.dialog.confirmLines.profitShare}
          value={`${profitSharePercent}%`}
        />
      </dl>
      <RiskWarning />
      {error ? <FormError message={error} /> : null}
      <DialogButtons
        backLabel={t.dialog.edit}
        onBack={onBack}
        nextLabel={t.dialog.confirm}
        onNext={onConfirm}
        pending={pending}
      />
    </div>
  );
}
