import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ASSESSMENT_QUESTIONS } from "../../../shared/appropriateness";
import { type Cents, cents, parseCents, readCents } from "../../../shared/money";
import { COPY_STOP_LOSS_MAX, COPY_STOP_LOSS_MIN, type CopySizing } from "../../../shared/schemas/copies";
import type { TraderSummary } from "../../../shared/schemas/traders";
import type { TradingMode } from "../../../shared/schemas/trading";
import { useMe } from "../../api/auth";
import { ApiError, errorMessage } from "../../api/client";
import { useAssessment, useCreateCopy, useSubmitAssessment } from "../../api/copies";
import { useTradingAccounts } from "../../api/trading";
import { format, useDict } from "../../i18n";
import enAppropriateness from "../../i18n/en/appropriateness";
import enCopy from "../../i18n/en/copy";
import { useFormatters } from "../../i18n/formatters";
import { useIdempotencyKey } from "../hooks/use-idempotency-key";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { DecimalField, Fieldset } from "../ui/field";
import { RadioOptions } from "../ui/radio-options";
import { useBelowLevel, VerificationGate } from "../verification/verification-gate";

/**
 * The smallest copy the server takes by default (COPY_MIN_AMOUNT). An operator may raise it: the
 * server then refuses a smaller amount with its own figure, shown on the field.
 */
const COPY_MIN_CENTS = cents(20_000n);
const DEFAULT_STOP_LOSS = 30;

type Step = "form" | "assessment" | "confirm";
type FieldErrors = Partial<Record<"amount" | "stopLossPercent" | "mode" | "fixedMargin" | "form", string>>;

/** `amount` x `percent` / 100, in cents, rounded down (the figures the dialog illustrates). */
function share(amount: Cents, percent: number): Cents {
  return cents((amount * BigInt(Math.round(percent * 100))) / 10_000n);
}

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
  const [errors, setErrors] = useState<FieldErrors>({});
  // The intent is what the copy sends: editing any of it is another action, with another key.
  const [key, renewKey] = useIdempotencyKey(
    `${trader.id}:${amountText}:${stopLoss}:${copyOpen}:${mode}:${sizing}:${fixedMarginText}`,
  );

  const status = assessment.data;
  const liveBlocked = status?.required === true && status.result === "failed";
  const needsAssessment = status?.required === true && status.result === "none";

  const amount = parseCents(amountText.replace(",", "."));
  const amountCents = amount !== null && amount > 0n ? amount : null;
  const stopLossEquity = amountCents === null ? null : share(amountCents, 100 - stopLoss);
  const exampleGain =
    amountCents !== null && amountCents >= COPY_MIN_CENTS ? share(amountCents, 10) : cents(10_000n);
  const exampleFee = share(exampleGain, trader.profitSharePercent);
  const practice = (accounts.data ?? []).find((item) => item.kind === "own" && item.mode === "practice");
  const available = mode === "live" ? me.data?.available : practice?.cash;
  const fixedMargin = parseCents(fixedMarginText.replace(",", "."));

  const reset = () => {
    setStep("form");
    setErrors({});
    renewKey();
    create.reset();
  };

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (amountCents === null || amountCents < COPY_MIN_CENTS)
      next.amount = format(t.dialog.amountBelowMinimum, { minimum: fmt.usd(COPY_MIN_CENTS) });
    if (sizing === "fixed") {
      if (fixedMargin === null || fixedMargin <= 0n) next.fixedMargin = t.manage.sizing.fixedRequired;
      else if (amountCents !== null && fixedMargin > amountCents)
        next.fixedMargin = t.manage.sizing.fixedAboveAmount;
    }
    setErrors(next);
    if (next.amount || next.fixedMargin) return;
    setStep(mode === "live" && needsAssessment ? "assessment" : "confirm");
  };

  const onConfirm = () => {
    if (amountCents === null) return;
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
          // A field the server refused goes back to the form, on that field.
          if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
            const fields = failure.fields;
            setErrors({
              amount: fields.amount,
              stopLossPercent: fields.stopLossPercent,
              mode: fields.mode,
              fixedMargin: fields.fixedMargin,
              form: fields.traderId ?? fields.copyOpenPositions,
            });
            setStep("form");
            return;
          }
          if (failure.code === "ASSESSMENT_REQUIRED") {
            void assessment.refetch();
          }
          setErrors({ form: errorMessage(failure) });
        },
      },
    );
  };

  const title = format(t.dialog.title, { name: trader.displayName });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        onOpenChange(next);
        if (!next) reset();
      }}
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
        <div className="space-y-4" data-testid="copy-confirmation">
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            <Line label={t.dialog.confirmLines.trader} value={trader.displayName} />
            <Line label={t.dialog.confirmLines.amount} value={fmt.usd(amountCents ?? cents(0n))} />
            <Line label={t.dialog.confirmLines.mode} value={t.modes[mode]} />
            <Line
              label={t.dialog.confirmLines.stopLoss}
              value={`${fmt.usd(stopLossEquity ?? cents(0n))} (−${stopLoss}%)`}
            />
            <Line
              label={t.manage.sizing.line}
              value={
                sizing === "fixed"
                  ? format(t.manage.sizing.fixedLine, { amount: fmt.usd(fixedMargin ?? cents(0n)) })
                  : t.manage.sizing.proportional
              }
            />
            <Line label={t.dialog.confirmLines.copyOpen} value={copyOpen ? t.dialog.yes : t.dialog.no} />
            <Line label={t.dialog.confirmLines.profitShare} value={`${trader.profitSharePercent}%`} />
          </dl>
          <RiskWarning />
          {errors.form ? <FormError message={errors.form} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={create.isPending} onClick={() => setStep("form")}>
              {t.dialog.edit}
            </Button>
            <Button pending={create.isPending} onClick={onConfirm}>
              {t.dialog.confirm}
            </Button>
          </div>
        </div>
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
            equity={stopLossEquity}
            error={errors.stopLossPercent}
          />

          <Fieldset legend={t.manage.sizing.legend}>
            <RadioOptions
              name="copy-sizing"
              options={["proportional", "fixed"] as const}
              value={sizing}
              onChange={setSizing}
              labelOf={(value) => t.manage.sizing[value]}
              className="flex flex-col gap-2 text-sm"
            />
            {sizing === "fixed" ? (
              <div className="mt-3">
                <DecimalField
                  label={t.manage.sizing.fixedMargin}
                  value={fixedMarginText}
                  onValueChange={(value) => {
                    setFixedMarginText(value);
                    setErrors((previous) => ({ ...previous, fixedMargin: undefined }));
                  }}
                  error={errors.fixedMargin}
                />
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t.manage.sizing.fixedHint}</p>
              </div>
            ) : null}
          </Fieldset>

          <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={copyOpen}
              onChange={(event) => setCopyOpen(event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-500"
            />
            {t.dialog.copyOpen}
          </label>

          <Fieldset legend={t.dialog.mode} aria-describedby={errors.mode ? "copy-mode-error" : undefined}>
            <RadioOptions
              name="copy-mode"
              options={["practice", "live"] as const}
              value={mode}
              onChange={setMode}
              labelOf={(value) => (value === "live" ? t.dialog.liveOption : t.dialog.practiceOption)}
              disabled={(value) => value === "live" && liveBlocked}
              className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-5"
            />
            {liveBlocked && status ? (
              <p className="mt-2 text-xs text-amber-800 dark:text-amber-300">
                {format(t.dialog.assessmentFailed, {
                  time: status.retakeAt ? fmt.mediumDateTime(status.retakeAt) : t.none,
                })}
              </p>
            ) : mode === "live" && belowLevel2 ? (
              <VerificationGate level={2} />
            ) : mode === "live" && needsAssessment ? (
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t.dialog.assessmentRequired}</p>
            ) : null}
            {errors.mode ? (
              <p id="copy-mode-error" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
                {errors.mode}
              </p>
            ) : null}
          </Fieldset>

          <div
            className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
            data-testid="profit-share-example"
          >
            <p className="font-medium text-slate-900 dark:text-white">
              {format(t.dialog.profitShareTitle, { percent: trader.profitSharePercent })}
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {trader.profitSharePercent > 0
                ? format(t.dialog.profitShareText, {
                    gain: fmt.usd(exampleGain),
                    name: trader.displayName,
                    fee: fmt.usd(exampleFee),
                  })
                : format(t.dialog.profitShareNone, { name: trader.displayName })}
            </p>
          </div>

          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="copy-price-rule">
            {format(t.detail.priceRule, { name: trader.displayName })}
          </p>

          <RiskWarning />
          {errors.form ? <FormError message={errors.form} /> : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit">{t.dialog.review}</Button>
          </div>
        </form>
      )}
    </Dialog>
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

function RiskWarning() {
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

/** A dialog's error that is not about one field (the server's answer), read out when it appears. */
export function FormError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300"
    >
      {message}
    </p>
  );
}

/** 5 to 95 %, with the equity at which the copy closes ("closes if equity falls to $X"). */
export function StopLossSlider({
  value,
  onChange,
  equity,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  equity: Cents | null;
  error?: string | undefined;
}) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {format(t.dialog.stopLoss, { percent: value })}
      </label>
      <input
        id={id}
        type="range"
        min={COPY_STOP_LOSS_MIN}
        max={COPY_STOP_LOSS_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${value}%`}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full accent-emerald-700 dark:accent-emerald-500"
      />
      <p
        id={`${id}-hint`}
        className="mt-1 text-sm text-slate-700 dark:text-slate-300"
        data-testid="stop-loss-figure"
      >
        {format(t.dialog.stopLossHint, { amount: equity === null ? t.none : fmt.usd(equity) })}{" "}
        <span className="text-slate-600 dark:text-slate-400">{t.dialog.stopLossGap}</span>
      </p>
      {error ? <p className="mt-1.5 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}

/** The appropriateness questionnaire (src/shared/appropriateness.ts); the server scores it. */
function Questionnaire({ onDone, onBack }: { onDone: (passed: boolean) => void; onBack: () => void }) {
  const t = useDict("copy", enCopy);
  const q = useDict("appropriateness", enAppropriateness);
  const fmt = useFormatters();
  const submit = useSubmitAssessment();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [failedUntil, setFailedUntil] = useState<string | null>();

  if (failedUntil !== undefined) {
    return (
      <div className="space-y-4">
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
        >
          {format(q.failed, { time: failedUntil ? fmt.mediumDateTime(failedUntil) : t.none })}
        </p>
        <div className="flex justify-end">
          <Button onClick={() => onDone(false)}>{t.dialog.usePractice}</Button>
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ASSESSMENT_QUESTIONS.some((question) => !answers[question.id])) {
      setError(t.dialog.answerAll);
      return;
    }
    setError(undefined);
    submit.mutate(
      { answers },
      {
        onSuccess: (status) => {
          if (status.result === "passed") {
            toast.success(q.passed);
            onDone(true);
          } else setFailedUntil(status.retakeAt);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="appropriateness">
      <p className="text-sm text-slate-700 dark:text-slate-300">{q.intro}</p>
      {ASSESSMENT_QUESTIONS.map((question, index) => {
        const texts = q.questions[question.id] as Record<string, string>;
        return (
          <fieldset key={question.id}>
            <legend className="text-sm font-medium text-slate-900 dark:text-white">
              {index + 1}. {texts.question}
            </legend>
            <div className="mt-2 space-y-2">
              {question.options.map((option) => (
                <label
                  key={option}
                  className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200"
                >
                  <input
                    type="radio"
                    name={`question-${question.id}`}
                    value={option}
                    checked={answers[question.id] === option}
                    onChange={() => setAnswers((previous) => ({ ...previous, [question.id]: option }))}
                    className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-500"
                  />
                  {texts[option]}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {error ? <FormError message={error} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={submit.isPending} onClick={onBack}>
          {t.back}
        </Button>
        <Button type="submit" pending={submit.isPending}>
          {q.submit}
        </Button>
      </div>
    </form>
  );
}
