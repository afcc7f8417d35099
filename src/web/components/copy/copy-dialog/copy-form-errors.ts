import type { Cents } from "../../../../shared/money";
import type { CopySizing } from "../../../../shared/schemas/copies";
import { ApiError, errorMessage } from "../../../api/client";
import { format } from "../../../i18n";
import type { CopyDict } from "../../../i18n/en/copy";
import type { Formatters } from "../../../i18n/formatters";
import { COPY_MIN_CENTS } from "./copy-figures";

export type CopyFieldErrors = Partial<
  Record<"amount" | "stopLossPercent" | "mode" | "fixedMargin" | "form", string>
>;

/** The form's own checks before Review: the minimum amount, and a fixed margin within the amount. */
export function copyFormErrors(input: {
  t: CopyDict;
  fmt: Formatters;
  amount: Cents | null;
  sizing: CopySizing;
  fixedMargin: Cents | null;
}): CopyFieldErrors {
  const { t, fmt, amount, sizing, fixedMargin } = input;
  const errors: CopyFieldErrors = {};
  if (amount === null || amount < COPY_MIN_CENTS)
    errors.amount = format(t.dialog.amountBelowMinimum, { minimum: fmt.usd(COPY_MIN_CENTS) });
  if (sizing === "fixed") {
    if (fixedMargin === null || fixedMargin <= 0n) errors.fixedMargin = t.manage.sizing.fixedRequired;
    else if (amount !== null && fixedMargin > amount) errors.fixedMargin = t.manage.sizing.fixedAboveAmount;
  }
  return errors;
}

/**
 * The server's refusal as the dialog shows it: a refusal naming fields goes back to the form, each
 * message on its field (`toForm`); any other is the form's error.
 */
export function refusedCopy(failure: unknown): { errors: CopyFieldErrors; toForm: boolean } {
  if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
    const fields = failure.fields;
    return {
      errors: {
        amount: fields.amount,
        stopLossPercent: fields.stopLossPercent,
        mode: fields.mode,
        fixedMargin: fields.fixedMargin,
        form: fields.traderId ?? fields.copyOpenPositions,
      },
      toForm: true,
    };
  }
  return { errors: { form: errorMessage(failure) }, toForm: false };
}
