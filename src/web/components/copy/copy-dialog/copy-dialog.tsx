import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { cents, readCents } from "../../../../shared/money";
import type { CopySizing } from "../../../../shared/schemas/copies";
import type { TraderSummary } from "../../../../shared/schemas/traders";
import type { TradingMode } from "../../../../shared/schemas/trading";
import { useMe } from "../../../api/auth";
import { useAssessment, useCreateCopy } from "../../../api/copies";
import { useTradingAccounts } from "../../../api/trading";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { useIdempotencyKey } from "../../hooks/use-idempotency-key";
import { Dialog } from "../../ui/dialog";
import { DialogButtons } from "../../ui/dialog-buttons";
import { DecimalField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { typedCents } from "../../ui/typed-number";
import { useBelowLevel } from "../../verification/verification-gate";
import { CopyConfirmation } from "./copy-confirmation";
import { COPY_MIN_CENTS, copyFigures } from "./copy-figures";
import { type CopyFieldErrors, copyFormErrors, refusedCopy } from "./copy-form-errors";
import { ModeChoice } from "./mode-choice";
import { ProfitShareExample } from "./profit-share-example";
import { Questionnaire } from "./questionnaire";
import { RiskWarning } from "./risk-warning";
import { SizingChoice } from "./sizing-choice";
import { StopLossSlider } from "./stop-loss-slider";

const DEFAULT_STOP_LOSS = 30;

type Step = "form" | "assessment" | "confirm";

/**
 * The copy dialog: amount, copy stop-loss with the equity it means, open positions, live or
 * practice money, the profit share with a worked example, the risk warning; the appropriateness
 * questionnaire before a first live copy; then a confirmation step. One Idempotency-Key per
 * submission: a double click or a retry after a lost answer cannot create two copies.
 */
export function CopyDialog({
  trader,
  open,
  onOpenChange,
}: {
  trader: Pick<TraderSummary, "id" | "displayName" | "profitSharePercent">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const navigate = useNavigate();
  const me = useMe();
  const assessment = useAssessment(open && Boolean(me.data));
  const accounts = useTradingAccounts(open && Boolean(me.data));
  const create = useCreateCopy();

  const [step, setStep] = useState<Step>("form");
  const [amountText, setAmountText] = useState("");
  const [stopLoss, setStopLoss] = useState(DEFAULT_STOP_LOSS);
  const [copyOpen, setCopyOpen] = useState(true);
  const [mode, setMode] = useState<TradingMode>("practice");
  const [sizing, setSizing] = useState<CopySizing>("proportional");
  const [fixedMarginText, setFixedMarginText] = useState("");
  const belowLevel2 = useBelowLevel(2);
  const [errors, setErrors] = useState<CopyFieldErrors>({});
  // The intent is what the copy sends: editing any of it is another action, with another key.
  const [key, renewKey] = useIdempotencyKey(
    `${trader.id}:${amountText}:${stopLoss}:${copyOpen}:${mode}:${sizing}:${fixedMarginText}`,
  );

  const status = assessment.data;
  const liveBlocked = status?.required === true && status.result === "failed";
  const needsAssessment = status?.required === true && status.result === "none";

  const figures = copyFigures(amountText, stopLoss, trader.profitSharePercent);
  const practice = (accounts.data ?? []).find((item) => item.kind === "own" && item.mode === "practice");
  const available = mode === "live" ? me.data?.available : practice?.cash;
  const fixedMargin = typedCents(fixedMarginText);

  const reset = () => {
    setStep("form");
    setErrors({});
    renewKey();
    create.reset();
  };

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    const next = copyFormErrors({ t, fmt, amount: figures.amount, sizing, fixedMargin });
    setErrors(next);
    if (next.amount || next.fixedMargin) return;
    setStep(mode === "live" && needsAssessment ? "assessment" : "confirm");
  };

  const onConfirm = () => {
    if (figures.amount === null) return;
    setErrors({});
    create.mutate(
      {
        traderId: trader.id,
        amount: amountText.replace(",", ".").trim(),
        stopLossPercent: stopLoss,
        copyOpenPositions: copyOpen,
        mode,
        sizing,
        ...(sizing === "fixed" ? { fixedMargin: fixedMarginText.replace(",", ".").trim() } : {}),
        idempotencyKey: key,
      },
      {
        onSuccess: () => {
          toast.success(format(t.dialog.started, { name: trader.displayName }));
          onOpenChange(false);
          reset();
          navigate("/portfolio");
        },
        onError: (failure) => {
          const refused = refusedCopy(failure);
          setErrors(refused.errors);
          if (refused.toForm) setStep("form");
          else if (failure.code === "ASSESSMENT_REQUIRED") void assessment.refetch();
        },
      },
    );
  };

  const title = format(t.dialog.title, { name: trader.displayName });
  return (
    <Dialog
      open={open}
      busy={create.isPending}
      onOpenChange={onOpenChange}
      onClose={reset}
      title={
        step === "confirm" ? t.dialog.confirmTitle : step === "assessment" ? t.dialog.assessmentTitle : title
      }
      description={step === "form" ? format(t.dialog.intro, { name: trader.displayName }) : undefined}
      closeLabel={t.close}
    >
      {step === "assessment" ? (
        <Questionnaire
          onDone={(passed) => {
            if (passed) setStep("confirm");
            else {
              setMode("practice");
              setStep("form");
            }
          }}
          onBack={() => setStep("form")}
        />
      ) : step === "confirm" ? (
        <CopyConfirmation
          traderName={trader.displayName}
          profitSharePercent={trader.profitSharePercent}
          amount={figures.amount ?? cents(0n)}
          mode={mode}
          stopLoss={stopLoss}
          stopLossEquity={figures.stopLossEquity ?? cents(0n)}
          sizing={sizing}
          fixedMargin={fixedMargin ?? cents(0n)}
          copyOpen={copyOpen}
          error={errors.form}
          pending={create.isPending}
          onBack={() => setStep("form")}
          onConfirm={onConfirm}
        />
      ) : (
        <form onSubmit={onReview} noValidate className="space-y-5">
          <DecimalField
            label={t.dialog.amount}
            hint={`(${format(t.dialog.amountHint, { minimum: fmt.usd(COPY_MIN_CENTS) })})`}
            value={amountText}
            onValueChange={setAmountText}
            error={errors.amount}
          />
          {available !== undefined ? (
            <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">
              {format(t.dialog.available, { amount: fmt.usd(readCents(available)) })}
            </p>
          ) : null}

          <StopLossSlider
            value={stopLoss}
            onChange={setStopLoss}
            equity={figures.stopLossEquity}
            error={errors.stopLossPercent}
          />

          <SizingChoice
            sizing={sizing}
            onSizingChange={setSizing}
            fixedMarginText={fixedMarginText}
            onFixedMarginChange={(value) => {
              setFixedMarginText(value);
              setErrors((previous) => ({ ...previous, fixedMargin: undefined }));
            }}
            error={errors.fixedMargin}
          />

          <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={copyOpen}
              onChange={(event) => setCopyOpen(event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-500"
            />
            {t.dialog.copyOpen}
          </label>

          <ModeChoice
            mode={mode}
            onChange={setMode}
            liveBlocked={liveBlocked}
            retakeAt={status?.retakeAt ?? null}
            belowLevel2={belowLevel2}
            needsAssessment={needsAssessment}
            error={errors.mode}
          />

          <ProfitShareExample
            traderName={trader.displayName}
            percent={trader.profitSharePercent}
            gain={figures.exampleGain}
            fee={figures.exampleFee}
          />

          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="copy-price-rule">
            {format(t.detail.priceRule, { name: trader.displayName })}
          </p>

          <RiskWarning />
          {errors.form ? <FormError message={errors.form} /> : null}

          <DialogButtons
            backLabel={t.cancel}
            onBack={() => onOpenChange(false)}
            nextLabel={t.dialog.review}
          />
        </form>
      )}
    </Dialog>
  );
}
