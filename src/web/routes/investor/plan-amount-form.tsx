import type { FormEvent, ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { DecimalTextField } from "../../components/ui/field";
import type { RegisteredField } from "../../components/ui/registered-field";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";

/**
 * A plan card's amount and its Invest Now button (a new trade, or money added to the open one).
 * While `pending` the field and the button are disabled; `spinner` shows the button busy too.
 */
export function PlanAmountForm({
  onSubmit,
  label,
  placeholder,
  field,
  pending,
  spinner,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  label: string;
  placeholder?: string;
  /** The amount's registration in the plan's form, and its message. */
  field: RegisteredField;
  pending: boolean;
  spinner: boolean;
  /** What stands above the field. */
  children?: ReactNode;
}) {
  const common = useDict("common", enCommon);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-1 flex-col justify-end gap-3">
      {children}
      <DecimalTextField label={label} placeholder={placeholder} disabled={pending} {...field} />
      <Button type="submit" pending={spinner && pending} disabled={!spinner && pending} className="w-full">
        {common.plans.investNow}
      </Button>
    </form>
  );
}
