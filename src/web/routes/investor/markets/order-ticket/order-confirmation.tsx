import type { OrderSide, TradingMode } from "../../../../../shared/schemas/trading";
import { Dialog } from "../../../../components/ui/dialog";
import { type ConfirmStep, DialogButtons } from "../../../../components/ui/dialog-buttons";
import { FormError } from "../../../../components/ui/form-error";
import { format, useDict } from "../../../../i18n";
import enMarkets from "../../../../i18n/en/markets";
import { ModeBadge } from "../mode-badge";
import { type FigureRow, FigureRows } from "./figure-rows";

interface Confirmation extends ConfirmStep {
  side: OrderSide;
  mode: TradingMode;
  symbol: string;
  rows: readonly FigureRow[];
}

/** The last look before an order is placed: what, in which mode, at what figures; cannot close while sending. */
export function OrderConfirmation({ open, ...confirmation }: Confirmation & { open: boolean }) {
  const t = useDict("markets", enMarkets);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (confirmation.pending || next ? undefined : confirmation.onBack())}
      title={t.ticket.confirmTitle}
      description={format(t.ticket.confirmText, {
        basis: confirmation.side === "buy" ? t.instruments.ask : t.instruments.bid,
      })}
      closeLabel={t.close}
    >
      <ConfirmationBody {...confirmation} />
    </Dialog>
  );
}

/** The dialog's content: the order's side and mode, its figures, the server's refusal, the buttons. */
export function ConfirmationBody({
  side,
  mode,
  symbol,
  rows,
  error,
  pending,
  onBack,
  onConfirm,
}: Confirmation) {
  const t = useDict("markets", enMarkets);
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <ModeBadge mode={mode} />
        <span className="font-semibold text-slate-900 dark:text-white">
          {side === "buy" ? t.ticket.buy : t.ticket.sell} {symbol}
        </span>
      </div>
      <FigureRows rows={rows} testId="order-confirmation" />
      {error ? <FormError className="mt-4" message={error} /> : null}
      <DialogButtons
        className="mt-6"
        backLabel={t.cancel}
        onBack={onBack}
        nextLabel={side === "buy" ? t.ticket.confirmBuy : t.ticket.confirmSell}
        onNext={onConfirm}
        pending={pending}
      />
    </>
  );
}
