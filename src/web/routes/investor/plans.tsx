import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { UNLIMITED_PLAN_MAX } from "../../../shared/content";
import { type Cents, cents, centsToDecimal, readCents } from "../../../shared/money";
import { findPlan, isHigherPlan, type Plan } from "../../../shared/plans";
import { newTotalError, type Trade, tradeInput, upgradeInput } from "../../../shared/schemas/trades";
import { useMe } from "../../api/auth";
import { ApiError, errorMessage } from "../../api/client";
import { usePlans } from "../../api/plans";
import { useCreateTrade, useUpgradeTrade } from "../../api/trades";
import { useIdempotencyKeys } from "../../components/hooks/use-idempotency-key";
import { Icon } from "../../components/icons";
import { progressToast } from "../../components/progress-toast";
import { CardTitle } from "../../components/ui/card";
import { Dialog, DialogActions } from "../../components/ui/dialog";
import { Page } from "../../components/ui/page";
import { QueryBlock } from "../../components/ui/query-block";
import { registeredField } from "../../components/ui/registered-field";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { type Formatters, useFormatters } from "../../i18n/formatters";
import { translateMessage } from "../../i18n/translate";
import { PlanAmountForm } from "./plan-amount-form";

/** /plans for signed-in users: 'Trading Plans' / 'Choose a Plan', one card per plan with Invest Now. */
export function Component() {
  const plans = usePlans();
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).plans;
  return (
    <Page title={t.title} intro={t.intro} width="max-w-7xl">
      <QueryBlock query={plans} loading={t.loading}>
        {(data) => (
          <>
            <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
              {data.items.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </ul>
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
              {localRiskNote(common, data.riskNote)}
            </p>
          </>
        )}
      </QueryBlock>
    </Page>
  );
}

/** The server's refusal of the amount (a field error, or not enough balance), if that is why it failed. */
function refusedAmount(error: unknown): string | undefined {
  if (error instanceof ApiError && (error.code === "INSUFFICIENT_BALANCE" || error.fields.amount)) {
    return error.fields.amount ?? error.message;
  }
  return undefined;
}

/** The risk note in the language on screen (the API's is English). */
function localRiskNote(common: typeof enCommon, note: string): string {
  return note === enCommon.plans.riskNote ? common.plans.riskNote : note;
}

/** A plan's label, range and offer lines: English as the API gives them, else from the dictionary. */
function planTexts(plan: Plan, common: typeof enCommon, f: Formatters) {
  const t = common.plans;
  const label = t.labels[plan.id as keyof typeof t.labels] ?? plan.label;
  if (f.lang === "en")
    return { label: plan.label, range: plan.range, offer: plan.offer as readonly string[] };
  return {
    label,
    range: format(t.range, {
      min: f.wholeUsd(plan.min),
      max: plan.max >= UNLIMITED_PLAN_MAX ? t.unlimited : f.wholeUsd(plan.max),
    }),
    offer: t.offer.map((line) => format(line, { roi: plan.roi, days: plan.durationDays })),
  };
}

function PlanCard({ plan }: { plan: Plan }) {
  const common = useDict("common", enCommon);
  const f = useFormatters();
  const texts = planTexts(plan, common, f);
  const { data: me } = useMe();
  const trade = me?.activeTrade ?? null;
  const currentPlan = trade ? findPlan(trade.planId) : undefined;
  // With a trade open, Invest Now on a higher plan upgrades it (the trade moves there).
  const upgrading = trade && currentPlan && isHigherPlan(plan, currentPlan) ? trade : null;
  const available = readCents(me?.available);
  const headingId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.isRecommended
          ? "border-emerald-500 ring-2 ring-emerald-500/40 dark:border-emerald-400"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      {plan.isRecommended ? (
        <span className="absolute -top-3 left-6 rounded-full bg-emerald-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
          {common.plans.recommended}
        </span>
      ) : null}
      <CardTitle id={headingId}>{texts.label}</CardTitle>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-emerald-700 dark:text-emerald-400">
        {texts.range}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {texts.offer.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {item}
          </li>
        ))}
      </ul>
      {upgrading ? (
        <UpgradeForm plan={plan} trade={upgrading} available={available} />
      ) : (
        <InvestForm plan={plan} available={available} />
      )}
    </li>
  );
}

/**
 * The amount form of a plan card (invest, or add to the ongoing trade) read with `schema`;
 * `amountField` is the amount field's props.
 * `overBalance(amount)` marks an amount above the available balance and says so on the field;
 * `refused(error)` marks the amount the server refused, if it was the amount.
 */
function usePlanAmountForm(schema: typeof tradeInput | typeof upgradeInput, plan: Plan, available: Cents) {
  const messages = useDict("common", enCommon).messages;
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { planId: plan.id, amount: "" } });
  const overBalance = (amount: Cents) => {
    if (amount <= available) return false;
    form.setError(
      "amount",
      { type: "balance", message: messages.insufficientBalance },
      { shouldFocus: true },
    );
    return true;
  };
  const refused = (error: unknown) => {
    const message = refusedAmount(error);
    if (message === undefined) return false;
    form.setError("amount", { type: "server", message }, { shouldFocus: true });
    return true;
  };
  return { ...form, amountField: registeredField(form, "amount"), overBalance, refused };
}

/** Invest Now: opens a trade on the plan (with a trade open, the server answers the spec's message). */
function InvestForm({ plan, available }: { plan: Plan; available: Cents }) {
  const createTrade = useCreateTrade();
  const keys = useIdempotencyKeys();
  const navigate = useNavigate();
  const common = useDict("common", enCommon);
  const all = useDict("investor", enInvestor);
  const messages = common.messages;
  const { handleSubmit, getValues, amountField, overBalance, refused } = usePlanAmountForm(
    tradeInput,
    plan,
    available,
  );

  const onSubmit = handleSubmit((values) => {
    if (overBalance(values.amount)) return;
    const amount = String(getValues("amount")).trim();
    const intent = `${plan.id}:${amount}`;
    createTrade.mutate(
      { planId: plan.id, amount, idempotencyKey: keys.keyFor(intent) },
      {
        onSuccess: () => {
          keys.done(intent);
          toast.success(messages.tradeCreated);
          navigate("/dashboard");
        },
        onError: (error) => {
          refused(error);
          toast.error(messages.tradeCreateFailed, {
            description: translateMessage(common, errorMessage(error)),
          });
        },
      },
    );
  });

  return (
    <PlanAmountForm
      onSubmit={onSubmit}
      label={all.amountUsd}
      placeholder={`${plan.min}`}
      field={amountField}
      pending={createTrade.isPending}
      spinner
    />
  );
}

interface PendingUpgrade {
  added: Cents;
  total: Cents;
  /** The upgrade's key: a retry of the same confirmation cannot apply twice. */
  idempotencyKey: string;
}

/**
 * Invest Now on a higher plan while a trade is open: the amount entered is added to the trade, the
 * plan's bounds apply to the new total, and a dialog shows both plans before anything moves.
 */
function UpgradeForm({ plan, trade, available }: { plan: Plan; trade: Trade; available: Cents }) {
  const dict = useDict("common", enCommon);
  const t = dict.trade;
  const messages = dict.messages;
  const closeLabel = useDict("investor", enInvestor).close;
  const f = useFormatters();
  const labelOf = (planId: string, fallback: string) =>
    dict.plans.labels[planId as keyof typeof dict.plans.labels] ?? fallback;
  const upgrade = useUpgradeTrade();
  const keys = useIdempotencyKeys();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingUpgrade | null>(null);
  const currentAmount = readCents(trade.amount);
  const { handleSubmit, setError, amountField, overBalance, refused } = usePlanAmountForm(
    upgradeInput,
    plan,
    available,
  );

  const onSubmit = handleSubmit((values) => {
    const total = cents(currentAmount + values.amount);
    const outOfRange = newTotalError(plan, total);
    if (outOfRange) {
      setError("amount", { type: "range", message: outOfRange }, { shouldFocus: true });
      return;
    }
    if (overBalance(values.amount)) return;
    setPending({ added: values.amount, total, idempotencyKey: keys.keyFor(`${plan.id}:${values.amount}`) });
  });

  const onConfirm = () => {
    if (!pending) return;
    const progress = progressToast(messages.upgradingPlan);
    upgrade.mutate(
      { planId: plan.id, amount: centsToDecimal(pending.added), idempotencyKey: pending.idempotencyKey },
      {
        onSuccess: () => {
          keys.done(`${plan.id}:${pending.added}`);
          progress.succeeded(messages.tradeUpgraded);
          setPending(null);
          navigate("/dashboard");
        },
        onError: (error) => {
          progress.failed(messages.tradeUpgradeFailed, translateMessage(dict, errorMessage(error)));
          if (refused(error)) setPending(null);
        },
      },
    );
  };

  return (
    <>
      <PlanAmountForm
        onSubmit={onSubmit}
        label={t.amountToAdd}
        field={amountField}
        pending={upgrade.isPending}
        spinner={false}
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {format(t.upgradeHint, {
            plan: labelOf(trade.planId, trade.planLabel),
            amount: f.usd(trade.amount),
          })}
        </p>
      </PlanAmountForm>
      <Dialog
        open={pending !== null}
        onOpenChange={(next) => !upgrade.isPending && !next && setPending(null)}
        title={t.upgradeTitle}
        description={t.upgradeText}
        closeLabel={closeLabel}
      >
        {pending ? (
          <>
            <div className="grid grid-cols-[1fr_auto_1fr] items-stretch gap-3">
              <PlanFigure
                label={t.currentPlan}
                plan={labelOf(trade.planId, trade.planLabel)}
                amount={f.usd(trade.amount)}
              />
              <span aria-hidden="true" className="self-center text-xl text-slate-400">
                →
              </span>
              <PlanFigure
                label={t.newPlan}
                plan={labelOf(plan.id, plan.label)}
                amount={f.usd(pending.total)}
                totalLabel={t.newTotal}
              />
            </div>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {t.amountAdded}:{" "}
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {f.usd(pending.added)}
              </span>
            </p>
            <DialogActions
              onCancel={() => setPending(null)}
              cancelLabel={t.cancel}
              onConfirm={onConfirm}
              confirmLabel={t.confirm}
              pending={upgrade.isPending}
            />
          </>
        ) : null}
      </Dialog>
    </>
  );
}

/** One side of the upgrade dialog: which plan, and the amount in it. */
function PlanFigure({
  label,
  plan,
  amount,
  totalLabel,
}: {
  label: string;
  plan: string;
  amount: string;
  totalLabel?: string;
}) {
  return (
    <dl className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{plan}</dd>
      {totalLabel ? <dt className="mt-2 text-xs text-slate-500 dark:text-slate-400">{totalLabel}</dt> : null}
      <dd className="mt-1 font-semibold text-slate-900 tabular-nums dark:text-white">{amount}</dd>
    </dl>
  );
}
