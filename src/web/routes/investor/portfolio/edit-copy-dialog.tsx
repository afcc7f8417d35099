import { type FormEvent, type ReactNode, useId, useState } from "react";
import { toast } from "sonner";
import { type Cents, cents, readCents } from "../../../../shared/money";
import { COPY_TAKE_PROFIT_MAX, COPY_TAKE_PROFIT_MIN, type Copy } from "../../../../shared/schemas/copies";
import { ApiError, errorMessage } from "../../../api/client";
import { useEditCopy } from "../../../api/copies";
import { StopLossSlider } from "../../../components/copy/copy-dialog/stop-loss-slider";
import { RowActionButton } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { DialogButtons } from "../../../components/ui/dialog-buttons";
import { TextField } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";

/** Net invested x (100 - stop-loss %) / 100, as the server computes the level. */
const stopLossLevel = (invested: Cents, percent: number) => cents((invested * BigInt(100 - percent)) / 100n);
/** Net invested x (100 + take-profit %) / 100, rounded up, as the server computes it. */
const takeProfitLevel = (invested: Cents, percent: number) =>
  cents((invested * BigInt(100 + percent) + 99n) / 100n);

/**
 * "Edit levels" on a running copy (issue 31 point 9): the copy stop-loss (the same slider as the
 * copy dialog) and an optional take-profit, each with the equity it means; a confirmation step
 * shows the levels now and after, then PATCH /api/v1/copies/:id saves them (the copy's log keeps
 * the change).
 */
export function EditCopyDialog({ copy }: { copy: Copy }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const edit = useEditCopy();
  const takeProfitId = useId();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [stopLoss, setStopLoss] = useState(copy.stopLossPercent);
  const [takeProfitOn, setTakeProfitOn] = useState(copy.takeProfitPercent !== null);
  const [takeProfitText, setTakeProfitText] = useState(String(copy.takeProfitPercent ?? 20));
  const [error, setError] = useState<string>();
  const invested = readCents(copy.invested);
  const takeProfit = takeProfitOn ? Number(takeProfitText) : null;
  const takeProfitValid =
    takeProfit === null ||
    (Number.isInteger(takeProfit) &&
      takeProfit >= COPY_TAKE_PROFIT_MIN &&
      takeProfit <= COPY_TAKE_PROFIT_MAX);
  const unchanged = stopLoss === copy.stopLossPercent && takeProfit === copy.takeProfitPercent;

  const reset = () => {
    setStep("form");
    setStopLoss(copy.stopLossPercent);
    setTakeProfitOn(copy.takeProfitPercent !== null);
    setTakeProfitText(String(copy.takeProfitPercent ?? 20));
    setError(undefined);
  };
  const levelText = (stop: number, take: number | null) => ({
    stopLoss: `${fmt.usd(stopLossLevel(invested, stop))} (−${stop}%)`,
    takeProfit: take === null ? t.manage.none : `${fmt.usd(takeProfitLevel(invested, take))} (+${take}%)`,
  });

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    if (!takeProfitValid) {
      setError(t.manage.takeProfitInvalid);
      return;
    }
    setError(unchanged ? t.manage.unchanged : undefined);
    if (!unchanged) setStep("confirm");
  };
  const onSave = async () => {
    setError(undefined);
    try {
      await edit.mutateAsync({
        id: copy.id,
        ...(stopLoss !== copy.stopLossPercent ? { stopLossPercent: stopLoss } : {}),
        ...(takeProfit !== copy.takeProfitPercent ? { takeProfitPercent: takeProfit } : {}),
      });
      toast.success(t.manage.saved);
      setOpen(false);
      reset();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields.stopLossPercent ?? failure.fields.takeProfitPercent ?? failure.message)
          : errorMessage(failure),
      );
      setStep("form");
    }
  };

  const before = levelText(copy.stopLossPercent, copy.takeProfitPercent);
  const after = levelText(stopLoss, takeProfit);
  return (
    <Dialog
      open={open}
      busy={edit.isPending}
      onOpenChange={setOpen}
      onClose={reset}
      title={step === "confirm" ? t.manage.confirmTitle : t.manage.editTitle}
      description={step === "form" ? format(t.manage.editText, { amount: fmt.usd(invested) }) : undefined}
      closeLabel={t.close}
      trigger={
        <RowActionButton
          label={t.manage.edit}
          target={format(t.portfolio.copyOf, { name: copy.trader.displayName })}
        />
      }
    >
      {step === "confirm" ? (
        <div className="space-y-4" data-testid="edit-copy-confirmation">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-slate-600 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    <span className="sr-only">{t.manage.lines.stopLoss}</span>
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    {t.manage.lines.before}
                  </th>
                  <th scope="col" className="py-1.5 font-medium">
                    {t.manage.lines.after}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                <LevelRow label={t.manage.lines.stopLoss} before={before.stopLoss} after={after.stopLoss} />
                <LevelRow
                  label={t.manage.lines.takeProfit}
                  before={before.takeProfit}
                  after={after.takeProfit}
                />
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.dialog.stopLossGap}</p>
          {error ? <FormError message={error} /> : null}
          <DialogButtons
            backLabel={t.dialog.edit}
            onBack={() => setStep("form")}
            nextLabel={t.manage.save}
            onNext={onSave}
            pending={edit.isPending}
          />
        </div>
      ) : (
        <form onSubmit={onReview} noValidate className="space-y-5" data-testid="edit-copy-form">
          <StopLossSlider
            value={stopLoss}
            onChange={setStopLoss}
            equity={stopLossLevel(invested, stopLoss)}
          />
          <div className="space-y-3">
            <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                checked={takeProfitOn}
                onChange={(event) => setTakeProfitOn(event.target.checked)}
                aria-controls={takeProfitId}
                className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-500"
              />
              {t.manage.takeProfitOn}
            </label>
            {takeProfitOn ? (
              <div id={takeProfitId}>
                <TextField
                  label={t.manage.takeProfitPercent}
                  inputMode="numeric"
                  autoComplete="off"
                  value={takeProfitText}
                  onChange={(event) => setTakeProfitText(event.target.value.trim())}
                  hint={`(${COPY_TAKE_PROFIT_MIN}–${COPY_TAKE_PROFIT_MAX})`}
                />
                <p
                  className="mt-1 text-sm text-slate-700 dark:text-slate-300"
                  data-testid="take-profit-figure"
                >
                  {format(t.manage.takeProfitHint, {
                    amount:
                      takeProfitValid && takeProfit !== null
                        ? fmt.usd(takeProfitLevel(invested, takeProfit))
                        : t.none,
                  })}
                </p>
              </div>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t.manage.takeProfitOff}</p>
            )}
          </div>
          {error ? <FormError message={error} /> : null}
          <DialogButtons backLabel={t.cancel} onBack={() => setOpen(false)} nextLabel={t.manage.review} />
        </form>
      )}
    </Dialog>
  );
}

function LevelRow({ label, before, after }: { label: string; before: ReactNode; after: ReactNode }) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-700 dark:text-slate-300">
        {label}
      </th>
      <td className="py-2 pr-3 text-slate-600 tabular-nums dark:text-slate-400">{before}</td>
      <td className="py-2 font-semibold text-slate-900 tabular-nums dark:text-white">{after}</td>
    </tr>
  );
}
