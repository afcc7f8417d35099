import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { parseCents } from "../../../shared/money";
import type { Plan } from "../../../shared/plans";
import { investInput } from "../../../shared/schemas/trades";
import { useMe } from "../../api/auth";
import { ApiError, errorMessage } from "../../api/client";
import { usePlans } from "../../api/plans";
import { useCreateTrade } from "../../api/trades";
import { primaryButtonClass, TextField } from "../../components/form-field";
import { CheckIcon } from "../../components/investor/investor-icons";
import { ErrorBlock, LoadingBlock, Page } from "../../components/investor/page";
import { Spinner } from "../../components/loading";

/** /plans for signed-in users: 'Trading Plans' / 'Choose a Plan', one card per plan with Invest Now. */
export function Component() {
  const plans = usePlans();
  return (
    <Page title="Trading Plans" intro="Choose a Plan" width="max-w-7xl">
      {plans.isPending ? (
        <LoadingBlock label="Loading plans..." />
      ) : plans.isError ? (
        <ErrorBlock message={errorMessage(plans.error)} onRetry={() => plans.refetch()} />
      ) : (
        <>
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {plans.data.items.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{plans.data.riskNote}</p>
        </>
      )}
    </Page>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { data: me } = useMe();
  const createTrade = useCreateTrade();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(investInput),
    defaultValues: { planId: plan.id, amount: "" },
  });

  const onSubmit = handleSubmit((values) => {
    const available = parseCents(me?.available ?? "0") ?? 0n;
    if (values.amount > available) {
      setError("amount", { type: "balance", message: messages.insufficientBalance }, { shouldFocus: true });
      return;
    }
    createTrade.mutate(
      { planId: plan.id, amount: String(getValues("amount")).trim(), idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          toast.success(messages.tradeCreated);
          navigate("/dashboard");
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === "INSUFFICIENT_BALANCE" || error.fields.amount)) {
            setError(
              "amount",
              { type: "server", message: error.fields.amount ?? error.message },
              { shouldFocus: true },
            );
          }
          toast.error(messages.tradeCreateFailed, { description: errorMessage(error) });
        },
      },
    );
  });

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
          Recommended
        </span>
      ) : null}
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {plan.label}
      </h2>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-emerald-700 dark:text-emerald-400">
        {plan.range}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {plan.offer.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {item}
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-1 flex-col justify-end gap-3">
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`${plan.min}`}
          error={errors.amount?.message}
          disabled={createTrade.isPending}
          {...register("amount")}
        />
        <button type="submit" disabled={createTrade.isPending} className={`${primaryButtonClass} w-full`}>
          {createTrade.isPending ? <Spinner className="size-4" /> : null}
          Invest Now
        </button>
      </form>
    </li>
  );
}
