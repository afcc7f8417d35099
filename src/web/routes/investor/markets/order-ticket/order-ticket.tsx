import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type Cents, readCents } from "../../../../../shared/money";
import type { Instrument } from "../../../../../shared/schemas/instruments";
import type { Quote } from "../../../../../shared/schemas/market";
import type { OrderSide, TradingAccount } from "../../../../../shared/schemas/trading";
import { formatFixed } from "../../../../../shared/trading-math";
import { usePlaceOrder } from "../../../../api/trading";
import { useIdempotencyKey } from "../../../../components/hooks/use-idempotency-key";
import { Button } from "../../../../components/ui/button";
import { Card, CardTitle } from "../../../../components/ui/card";
import { Fieldset, TextField } from "../../../../components/ui/field";
import { RadioOptions } from "../../../../components/ui/radio-options";
import { typedDecimal } from "../../../../components/ui/typed-number";
import { VerificationGate } from "../../../../components/verification/verification-gate";
import { format, useDict } from "../../../../i18n";
import enMarkets from "../../../../i18n/en/markets";
import { useFormatters } from "../../../../i18n/formatters";
import { LevelFields, levelErrors, noLevels } from "../level-fields";
import { ModeBadge } from "../mode-badge";
import { previewOrder, type SizeBy } from "../ticket-preview";
import { tradingError } from "../trading-error";
import { FigureRows } from "./figure-rows";
import { LeverageSlider } from "./leverage-slider";
import { OrderConfirmation } from "./order-confirmation";
import { SideToggle } from "./side-toggle";
import { confirmationRows, previewRows } from "./ticket-figures";
import { ticketNotices } from "./ticket-notices";

/** Buy or sell at market: size, leverage, optional stop-loss and take-profit, a preview and a confirmation. */
export function OrderTicket({
  account,
  instrument,
  quote,
  freeMargin,
}: {
  account: TradingAccount;
  instrument: Instrument;
  quote: Quote | undefined;
  freeMargin: Cents;
}) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const place = usePlaceOrder();
  const [side, setSide] = useState<OrderSide>("buy");
  const [sizeBy, setSizeBy] = useState<SizeBy>("quantity");
  const [text, setText] = useState("");
  const [leverage, setLeverage] = useState(1);
  const [levels, setLevels] = useState(noLevels);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [key, renewKey] = useIdempotencyKey();
  const [fieldErrors, setFieldErrors] = useState<{ size?: string; stopLoss?: string; takeProfit?: string }>(
    {},
  );

  const { symbol } = instrument;
  const cap = Math.max(1, instrument.maxLeverage);
  const lev = Math.min(leverage, cap);
  const preview = previewOrder({ instrument, quote, side, sizeBy, text, leverage: lev });
  const minimum = readCents(instrument.minNotional);
  const live = account.mode === "live";
  const simulated = instrument.simulated || Boolean(quote?.simulated);
  const { notices, overMargin } = ticketNotices({
    t,
    fmt,
    symbol,
    quote,
    live,
    simulated,
    preview,
    minimum,
    freeMargin,
  });
  const figures = previewRows({ t, fmt, symbol, side, preview, freeMargin });

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof fieldErrors = {};
    if (preview.quantity <= 0n)
      errors.size = text.trim() === "" ? t.messages.quantityRequired : t.messages.quantityInvalid;
    else if (overMargin) errors.size = overMargin;
    Object.assign(errors, levelErrors(levels, t.ticket.invalidNumber));
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setError(undefined);
    setConfirming(true);
  };

  const onConfirm = () => {
    setError(undefined);
    const sl = typedDecimal(levels.stopLoss);
    const tp = typedDecimal(levels.takeProfit);
    place.mutate(
      {
        accountId: account.id,
        symbol,
        side,
        quantity: formatFixed(preview.quantity),
        leverage: lev,
        ...(sl !== null ? { stopLoss: formatFixed(sl) } : {}),
        ...(tp !== null ? { takeProfit: formatFixed(tp) } : {}),
        idempotencyKey: key,
      },
      {
        onSuccess: (result) => {
          setConfirming(false);
          renewKey();
          setText("");
          setLevels(noLevels);
          toast.success(
            format(t.ticket.filled, {
              side: side === "buy" ? t.ticket.buy : t.ticket.sell,
              quantity: fmt.quantity(result.fill.quantity),
              symbol,
              price: fmt.price(symbol, result.fill.price),
            }),
          );
        },
        onError: (failure) =>
          setError(tradingError(t, failure, { symbol, minimum: fmt.usd(minimum) }, fmt.lang)),
      },
    );
  };

  return (
    <Card aria-labelledby="ticket-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="ticket-title" size="base">
          {t.ticket.title} · {symbol}
        </CardTitle>
        <ModeBadge mode={account.mode} />
      </div>
      {live ? (
        <div className="mt-4">
          <VerificationGate level={2} />
        </div>
      ) : null}
      <form onSubmit={onReview} noValidate className="mt-4 space-y-4">
        <SideToggle side={side} onChange={setSide} symbol={symbol} quote={quote} />

        <Fieldset legend={t.ticket.sizeBy}>
          <RadioOptions
            name="size-by"
            options={["quantity", "amount"] as const}
            value={sizeBy}
            onChange={(value) => {
              setSizeBy(value);
              setText("");
              setFieldErrors({});
            }}
            labelOf={(value) => (value === "quantity" ? t.ticket.byQuantity : t.ticket.byAmount)}
            className="flex flex-wrap gap-4 text-sm"
          />
        </Fieldset>

        <TextField
          label={sizeBy === "quantity" ? t.ticket.quantity : t.ticket.amount}
          hint={
            sizeBy === "quantity"
              ? `(${format(t.ticket.quantityHint, { step: fmt.quantity(instrument.lotStep) })})`
              : undefined
          }
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldErrors.size}
        />

        <LeverageSlider value={lev} cap={cap} onChange={setLeverage} />

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <LevelFields labels={t.ticket} levels={levels} onChange={setLevels} errors={fieldErrors} />
        </div>

        <section aria-label={t.ticket.preview} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {t.ticket.preview}
          </h3>
          <FigureRows rows={figures} testId="ticket-preview" className="mt-2 space-y-1 text-sm" />
        </section>

        {notices.length > 0 ? (
          <ul role="status" className="space-y-1 text-sm text-amber-800 dark:text-amber-300">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        ) : null}

        <Button type="submit" className="w-full" disabled={!quote || quote.stale}>
          {t.ticket.review}
        </Button>
      </form>

      <OrderConfirmation
        open={confirming}
        side={side}
        mode={account.mode}
        symbol={symbol}
        rows={confirmationRows({ t, fmt, symbol, preview: figures, leverage: lev, levels })}
        error={error}
        pending={place.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
