import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "radix-ui";
import { useForm, useWatch } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { parseCents, readCents } from "../../../shared/money";
import { withdrawalInput } from "../../../shared/schemas/withdrawals";
import { useMe } from "../../api/auth";
import { ApiError, errorMessage } from "../../api/client";
import { useCreateWithdrawal, useWithdrawalFee } from "../../api/withdrawals";
import { useDebouncedValue } from "../../components/hooks/use-debounced-value";
import { useIdempotencyKeys } from "../../components/hooks/use-idempotency-key";
import { Icon } from "../../components/icons";
import { PaymentAndAmountFields } from "../../components/investor/payment-method-field";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField, textLinkClass } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { VerificationGate } from "../../components/verification/verification-gate";
import { format, useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";
import { translateMessage } from "../../i18n/translate";

export function Component() {
  const { data: me } = useMe();
  const common = useDict("common", enCommon);
  const all = useDict("investor", enInvestor);
  const t = all.withdrawals;
  const f = useFormatters();
  const createWithdrawal = useCreateWithdrawal();
  const [params, setParams] = useSearchParams();
  const successAmount = successAmountOf(params.get("amount"));
  const keys = useIdempotencyKeys();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(withdrawalInput),
    defaultValues: { paymentMethodId: "", amount: "", walletAddress: "" },
  });

  const onSubmit = handleSubmit((values, event) => {
    const available = readCents(me?.available);
    if (values.amount > available) {
      setError("amount", { type: "balance", message: messages.insufficientBalance }, { shouldFocus: true });
      return;
    }
    const form = new FormData(event?.target as HTMLFormElement);
    const amount = String(form.get("amount") ?? "").trim();
    const intent = `${values.paymentMethodId}:${amount}:${values.walletAddress}`;
    createWithdrawal.mutate(
      {
        paymentMethodId: values.paymentMethodId,
        amount,
        walletAddress: values.walletAddress,
        idempotencyKey: keys.keyFor(intent),
      },
      {
        onSuccess: (transaction) => {
          keys.done(intent);
          toast.success(common.messages.withdrawalRequestSent);
          reset();
          setParams({ isSuccess: "true", amount: transaction.amount });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of ["paymentMethodId", "amount", "walletAddress"] as const) {
              const message =
                error.fields[field] ??
                (field === "amount" && error.code === "INSUFFICIENT_BALANCE" ? error.message : undefined);
              if (message) setError(field, { type: "server", message });
            }
          }
          toast.error(translateMessage(common, errorMessage(error)));
        },
      },
    );
  });

  const sending = createWithdrawal.isPending;
  const typedAmount = useWatch({ control, name: "amount" });
  return (
    <Page
      title={t.title}
      intro={me ? format(t.available, { amount: f.usd(me.available) }) : undefined}
      width="max-w-2xl"
    >
      <VerificationGate level={2} />
      <Card onSubmit={onSubmit} noValidate as="form" className="space-y-5">
        <PaymentAndAmountFields register={register} errors={errors} disabled={sending} />
        <TextField
          label={t.walletAddress}
          autoComplete="off"
          spellCheck={false}
          error={errors.walletAddress?.message}
          disabled={sending}
          {...register("walletAddress")}
        />
        <FeePreview typed={String(typedAmount ?? "")} />
        <Button type="submit" pending={sending} className="w-full">
          {t.submit}
        </Button>
      </Card>
      <SuccessOverlay
        open={params.get("isSuccess") === "true" && successAmount !== null}
        amount={successAmount ?? "0"}
        onClose={() => setParams({ isSuccess: "false" }, { replace: true })}
      />
    </Page>
  );
}

/** The 10% processing fee and the net payout, shown before submitting (docs/design.md, Where we differ from the spec, point 3). */
function FeePreview({ typed }: { typed: string }) {
  const debounced = useDebouncedValue(typed.trim(), 250);
  const cents = parseCents(debounced);
  const valid = cents !== null && cents > 0n;
  const quote = useWithdrawalFee(valid ? debounced : undefined);
  const percent = quote.data?.percent;
  const t = useDict("investor", enInvestor).withdrawals;
  const f = useFormatters();
  return (
    <div
      aria-live="polite"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-800/50"
    >
      <p className="text-slate-700 dark:text-slate-300">
        {percent === undefined ? t.feeNotice : format(t.feeNoticePercent, { percent })}{" "}
        <Link to="/withdrawals/fee" className={textLinkClass}>
          {t.aboutFee}
        </Link>
      </p>
      {valid && quote.data?.fee && quote.data.netAmount ? (
        <dl className="mt-3 grid grid-cols-2 gap-2">
          <dt className="text-slate-600 dark:text-slate-400">
            {format(t.feeLine, { percent: quote.data.percent })}
          </dt>
          <dd className="text-right font-medium tabular-nums">{f.usd(quote.data.fee)}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t.youReceive}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums dark:text-white">
            {f.usd(quote.data.netAmount)}
          </dd>
        </dl>
      ) : null}
    </div>
  );
}

/** The overlay's amount from the URL: a positive decimal, else null (no overlay: never "$0.00"). */
export function successAmountOf(text: string | null): string | null {
  const amount = text === null ? null : parseCents(text);
  return amount !== null && amount > 0n ? text : null;
}

/** Spec: the full-screen 'Transaction Successful' overlay, driven by ?isSuccess=true&amount=. */
function SuccessOverlay({ open, amount, onClose }: { open: boolean; amount: string; onClose: () => void }) {
  const common = useDict("common", enCommon);
  const all = useDict("investor", enInvestor);
  const t = all.withdrawals;
  const shown = useFormatters().usd(amount.trim());
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-white px-6 text-center outline-none data-[state=open]:animate-fade-in dark:bg-slate-950">
          <Dialog.Close
            aria-label={all.close}
            className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Icon name="close" />
          </Dialog.Close>
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400">
            <Icon name="checkCircle" className="size-10" />
          </span>
          <Dialog.Title className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {common.messages.transactionSuccessful}
          </Dialog.Title>
          <Dialog.Description className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
            {format(t.processed, { amount: shown })}
          </Dialog.Description>
          <Link to="/transactions" className={buttonClass("primary", "mt-8")}>
            {t.viewTransactions}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
