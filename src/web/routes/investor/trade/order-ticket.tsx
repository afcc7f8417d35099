import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { type Cents, cents, readCents } from "../../../../shared/money";
import type { Instrument } from "../../../../shared/schemas/instruments";
import type { Quote } from "../../../../shared/schemas/market";
import type { OrderSide, TradingAccount } from "../../../../shared/schemas/trading";
import type { Fixed } from "../../../../shared/trading-math";
import { formatFixed } from "../../../../shared/trading-math";
import { usePlaceOrder } from "../../../api/trading";
import { useIdempotencyKey } from "../../../components/hooks/use-idempotency-key";
import { Button } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Fieldset, TextField } from "../../../components/ui/field";
import { RadioOptions } from "../../../components/ui/radio-options";
import { VerificationGate } from "../../../components/verification/verification-gate";
import { format, useDict } from "../../../i18n";
import enTrade from "../../../i18n/en/trade";
import { useFormatters } from "../../../i18n/formatters";
import { LevelFields, levelErrors, noLevels } from "./level-fields";
import { ModeBadge } from "./mode-badge";
import { previewOrder, readDecimal, type SizeBy } from "./ticket-preview";
import { tradeError } from "./trade-error";

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
  const t = useDict("trade", enTrade);
  const fmt = useFormatters();
  const place = usePlaceOrder();
  const leverageId = useId();
  const [side, setSide] = useState<OrderSide>("buy");
  const [sizeBy, setSizeBy] = useState<SizeBy>("quantity");
  const [text, setText] = useState("");
  const [leverage, setLeverage] = useState(1);
  const [levels, setLevels] = useState(noLevels);
  const { stopLoss, takeProfit } = levels;
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [key, renewKey] = useIdempotencyKey();
  const [fieldErrors, setFieldErrors] = useState<{ size?: string; stopLoss?: string; takeProfit?: string }>(
    {},
  );

  const cap = Math.max(1, instrument.maxLeverage);
  const lev = Math.min(leverage, cap);
  const preview = previewOrder({ instrument, quote, side, sizeBy, text, leverage: lev });
  const minimum = readCents(instrument.minNotional);
  const live = account.mode === "live";
  const simulated = instrument.simulated || Boolean(quote?.simulated);
  const notices: string[] = [];
  if (!quote) notices.push(t.ticket.noQuote);
  if (live && simulated) notices.push(format(t.ticket.simulatedLive, { symbol: instrument.symbol }));
  // Stale quotes fill nothing in either mode (the server refuses them too).
  else if (quote?.stale) notices.push(t.ticket.staleQuote);
  if (preview.quantity > 0n && preview.notional < minimum) {
    notices.push(format(t.ticket.belowMin, { minimum: fmt.usd(minimum) }));
  }
  // Beyond the free margin the server refuses the order: said with both amounts, and Review stays shut.
  const overMargin =
    preview.margin > freeMargin && preview.quantity > 0n
      ? format(t.ticket.overFreeMargin, {
          margin: fmt.usd(preview.margin),
          free: fmt.usd(freeMargin > 0n ? freeMargin : cents(0n)),
        })
      : null;
  if (overMargin) notices.push(overMargin);

  const basis = (value: Fixed | null) => {
    const shown = value === null ? "—" : fmt.price(instrument.symbol, formatFixed(value));
    return format(side === "buy" ? t.ticket.atAsk : t.ticket.atBid, { price: shown });
  };

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
    const sl = readDecimal(stopLoss);
    const tp = readDecimal(takeProfit);
    place.mutate(
      {
        accountId: account.id,
        symbol: instrument.symbol,
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
              symbol: instrument.symbol,
              price: fmt.price(instrument.symbol, result.fill.price),
            }),
          );
        },
        onError: (failure) =>
          setError(
            tradeError(t, failure, { symbol: instrument.symbol, minimum: fmt.usd(minimum) }, fmt.lang),
          ),
      },
    );
  };

  const sideButton = (value: OrderSide) => {
    const active = side === value;
    const tone =
      value === "buy"
        ? active
          ? "bg-emerald-700 text-white dark:bg-emerald-500 dark:text-slate-950"
          : "text-emerald-800 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-500/10"
        : active
          ? "bg-red-700 text-white dark:bg-red-500 dark:text-slate-950"
          : "text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10";
    const shown = quote ? fmt.price(instrument.symbol, value === "buy" ? quote.ask : quote.bid) : "—";
    return (
      <button
        type="button"
        aria-pressed={active}
        onClick={() => setSide(value)}
        className={`flex h-14 flex-1 flex-col items-center justify-center rounded-md text-sm font-semibold ${tone}`}
      >
        <span>{value === "buy" ? t.ticket.buy : t.ticket.sell}</span>
        <span className="text-xs font-medium tabular-nums opacity-90">{shown}</span>
      </button>
    );
  };

  const figures: [string, string][] = [
    [t.ticket.fillQuantity, `${fmt.quantity(formatFixed(preview.quantity))} ${instrument.symbol}`],
    [t.ticket.fillPrice, basis(preview.price)],
    [t.ticket.notional, fmt.usd(preview.notional)],
    [t.ticket.margin, fmt.usd(preview.margin)],
    [t.ticket.freeMargin, fmt.usd(freeMargin)],
  ];

  return (
    <Card aria-labelledby="ticket-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="ticket-title" size="base">
          {t.ticket.title} · {instrument.symbol}
        </CardTitle>
        <ModeBadge mode={account.mode} />
      </div>
      {live ? (
        <div className="mt-4">
          <VerificationGate level={2} />
        </div>
      ) : null}
      <form onSubmit={onReview} noValidate className="mt-4 space-y-4">
        <fieldset className="flex gap-1 rounded-lg border border-slate-300 p-1 dark:border-slate-700">
          <legend className="sr-only">{t.ticket.sideLabel}</legend>
          {sideButton("buy")}
          {sideButton("sell")}
        </fieldset>

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

        <div>
          <div className="mb-1.5 flex items-center justify-between">
            <label htmlFor={leverageId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {t.ticket.leverage}
            </label>
            <output htmlFor={leverageId} className="text-sm font-semibold tabular-nums">
              {format(t.ticket.leverageValue, { leverage: lev })}
            </output>
          </div>
          <input
            id={leverageId}
            type="range"
            min={1}
            max={cap}
            step={1}
            value={lev}
            disabled={cap === 1}
            aria-valuetext={format(t.ticket.leverageValue, { leverage: lev })}
            onChange={(event) => setLeverage(Number(event.target.value))}
            className="w-full accent-emerald-700 dark:accent-emerald-500"
          />
        </div>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <LevelFields labels={t.ticket} levels={levels} onChange={setLevels} errors={fieldErrors} />
        </div>

        <section aria-label={t.ticket.preview} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {t.ticket.preview}
          </h3>
          <dl className="mt-2 space-y-1 text-sm" data-testid="ticket-preview">
            {figures.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-right font-medium text-slate-900 tabular-nums dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
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

      <Dialog
        open={confirming}
        onOpenChange={(next) => (place.isPending ? undefined : setConfirming(next))}
        title={t.ticket.confirmTitle}
        description={format(t.ticket.confirmText, {
          basis: side === "buy" ? t.instruments.ask : t.instruments.bid,
        })}
        closeLabel={t.close}
      >
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <ModeBadge mode={account.mode} />
          <span className="font-semibold text-slate-900 dark:text-white">
            {side === "buy" ? t.ticket.buy : t.ticket.sell} {instrument.symbol}
          </span>
        </div>
        <dl className="space-y-1 text-sm" data-testid="order-confirmation">
          {[
            ...figures.slice(0, 4),
            [t.ticket.leverage, format(t.ticket.leverageValue, { leverage: lev })] as [string, string],
            ...(readDecimal(stopLoss) !== null
              ? [
                  [
                    t.positions.stopLoss,
                    fmt.price(instrument.symbol, formatFixed(readDecimal(stopLoss)!)),
                  ] as [string, string],
                ]
              : []),
            ...(readDecimal(takeProfit) !== null
              ? [
                  [
                    t.positions.takeProfit,
                    fmt.price(instrument.symbol, formatFixed(readDecimal(takeProfit)!)),
                  ] as [string, string],
                ]
              : []),
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-right font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300"
          >
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={place.isPending} onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
          <Button pending={place.isPending} onClick={onConfirm}>
            {side === "buy" ? t.ticket.confirmBuy : t.ticket.confirmSell}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
