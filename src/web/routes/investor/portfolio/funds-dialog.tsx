import type { FormEvent } from "react";
import { toast } from "sonner";
import { cents, centsToDecimal, readCents } from "../../../../shared/money";
import type { Copy } from "../../../../shared/schemas/copies";
import { ApiError, errorMessage } from "../../../api/client";
import { useCopyFunds } from "../../../api/copies";
import { useFigureDialog } from "../../../components/hooks/use-figure-dialog";
import { RowActionButton } from "../../../components/ui/button";
import { FormDialog } from "../../../components/ui/dialog";
import { DecimalField } from "../../../components/ui/field";
import { typedCents } from "../../../components/ui/typed-number";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";

/** Add money to a copy, or take out up to its free margin (said in the dialog). */
export function FundsDialog({ copy, direction }: { copy: Copy; direction: "add" | "remove" }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const funds = useCopyFunds();
  const { open, setOpen, text, setText, error, setError, key, renewKey } = useFigureDialog();
  const free = cents(readCents(copy.equity) - readCents(copy.usedMargin));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = typedCents(text);
    if (value === null || value <= 0n) {
      setError(format(t.dialog.amountBelowMinimum, { minimum: fmt.usd(cents(1n)) }));
      return;
    }
    setError(undefined);
    const amount = centsToDecimal(value);
    funds.mutate(
      { id: copy.id, direction, amount, idempotencyKey: key },
      {
        onSuccess: () => {
          setOpen(false);
          renewKey();
          toast.success(
            format(direction === "add" ? t.portfolio.fundsAdded : t.portfolio.fundsRemoved, {
              amount: fmt.usd(value),
            }),
          );
        },
        onError: (failure) => {
          renewKey();
          setError(
            failure instanceof ApiError ? (failure.fields.amount ?? failure.message) : errorMessage(failure),
          );
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setText("");
          setError(undefined);
        }
      }}
      title={direction === "add" ? t.portfolio.addTitle : t.portfolio.removeTitle}
      description={
        direction === "add"
          ? t.portfolio.addText
          : format(t.portfolio.removeText, { amount: fmt.usd(free > 0n ? free : cents(0n)) })
      }
      closeLabel={t.close}
      trigger={
        <RowActionButton
          label={direction === "add" ? t.portfolio.addFunds : t.portfolio.removeFunds}
          target={format(t.portfolio.copyOf, { name: copy.trader.displayName })}
        />
      }
      onSubmit={onSubmit}
      pending={funds.isPending}
      holdWhilePending
      cancelLabel={t.cancel}
      submitLabel={t.portfolio.fundsConfirm}
    >
      <DecimalField label={t.portfolio.fundsAmount} value={text} onValueChange={setText} error={error} />
    </FormDialog>
  );
}
