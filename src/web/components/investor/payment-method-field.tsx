import type { UseFormRegisterReturn } from "react-hook-form";
import type { PaymentMethod } from "../../../shared/schemas/payment-methods";
import { errorMessage } from "../../api/client";
import { usePaymentMethods } from "../../api/payment-methods";
import { useDict } from "../../i18n";
import enInvestor from "../../i18n/en/investor";
import { DecimalTextField, FieldError, Fieldset } from "../ui/field";

type MoneyFieldName = "paymentMethodId" | "amount";

/** The first two fields of a deposit and of a withdrawal: the payment method, then the amount in USD. */
export function PaymentAndAmountFields({
  register,
  errors,
  disabled,
}: {
  register: (name: MoneyFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<MoneyFieldName, { message?: string | undefined }>>;
  disabled: boolean;
}) {
  const methods = usePaymentMethods();
  const amountUsd = useDict("investor", enInvestor).amountUsd;
  return (
    <>
      <PaymentMethodField
        methods={methods.data}
        loading={methods.isPending}
        loadError={methods.isError ? errorMessage(methods.error) : null}
        error={errors.paymentMethodId?.message}
        disabled={disabled}
        registration={register("paymentMethodId")}
      />
      <DecimalTextField
        label={amountUsd}
        placeholder="0.00"
        error={errors.amount?.message}
        disabled={disabled}
        {...register("amount")}
      />
    </>
  );
}

/** Radio cards for choosing a payment method; shows its own loading/empty/error line. */
function PaymentMethodField({
  methods,
  loading,
  loadError,
  error,
  disabled,
  registration,
}: {
  methods: PaymentMethod[] | undefined;
  loading: boolean;
  loadError: string | null;
  error: string | undefined;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
}) {
  const errorId = "payment-method-error";
  const t = useDict("investor", enInvestor).deposits;
  return (
    <Fieldset
      legend={t.paymentMethod}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      {loading ? (
        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
          {t.loadingMethods}
        </p>
      ) : loadError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {loadError}
        </p>
      ) : !methods?.length ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t.noMethods}</p>
      ) : (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {methods.map((method) => (
            <label
              key={method.id}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2.5 text-sm has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-600 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600/40 dark:bg-slate-950 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-500/10 ${
                error ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700"
              }`}
            >
              <input
                type="radio"
                value={method.id}
                disabled={disabled}
                className="size-4 accent-emerald-700"
                {...registration}
              />
              <span className="font-medium text-slate-900 dark:text-white">{method.name}</span>
              <span className="ml-auto text-xs text-slate-500 uppercase dark:text-slate-400">
                {method.code}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </Fieldset>
  );
}
