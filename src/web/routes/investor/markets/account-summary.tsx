import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type Cents, cents, centsToDecimal, readCents } from "../../../../shared/money";
import type { TradingAccount } from "../../../../shared/schemas/trading";
import { marginLevelPercent } from "../../../../shared/trading-math";
import { useResetPracticeAccount, useTransfer } from "../../../api/trading";
import { useFigureDialog } from "../../../components/hooks/use-figure-dialog";
import { useIdempotencyKey } from "../../../components/hooks/use-idempotency-key";
import { RowActionButton } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { ConfirmDialog, FormDialog } from "../../../components/ui/dialog";
import { DecimalField } from "../../../components/ui/field";
import { pnlClass } from "../../../components/ui/sign-tone";
import { typedCents } from "../../../components/ui/typed-number";
import { format, useDict } from "../../../i18n";
import enMarkets from "../../../i18n/en/markets";
import { useFormatters } from "../../../i18n/formatters";
import { ModeBadge } from "./mode-badge";
import { tradingError } from "./trading-error";

/** What a practice account starts with (and returns to on reset). */
const PRACTICE_START_CENTS = cents(1_000_000n);

/** The account's figures, marked at the streamed quotes when `livePnl` is known. */
export function liveFigures(account: TradingAccount, livePnl: Cents | undefined) {
  const cash = readCents(account.cash);
  const used = readCents(account.usedMargin);
  if (livePnl === undefined) {
    return {
      cash,
      used,
      equity: readCents(account.equity),
      free: readCents(account.freeMargin),
      pnl: readCents(account.unrealizedPnl),
      level: account.marginLevel,
    };
  }
  // The streamed P&L replaces the server's in equity and free margin.
  const change = livePnl - readCents(account.unrealizedPnl);
  const equity = cents(readCents(account.equity) + change);
  const free = cents(readCents(account.freeMargin) + change);
  return { cash, used, equity, free, pnl: livePnl, level: marginLevelPercent(equity, used) };
}

/** Equity, cash, used and free margin, margin level; the switcher and the account's actions. */
export function AccountSummary({
  accounts,
  account,
  onSelect,
  livePnl,
}: {
  accounts: readonly TradingAccount[];
  account: TradingAccount;
  onSelect: (id: string) => void;
  livePnl: Cents | undefined;
}) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const figures = liveFigures(account, livePnl);
  const levelText = figures.level === null ? t.account.none : `${fmt.decimal(Number(figures.level), 2)}%`;
  const items: [string, string, string?][] = [
    [t.account.equity, fmt.usd(figures.equity)],
    [t.account.cash, fmt.usd(figures.cash)],
    [t.account.usedMargin, fmt.usd(figures.used)],
    [t.account.freeMargin, fmt.usd(figures.free)],
    [t.account.marginLevel, levelText],
    [t.account.unrealizedPnl, fmt.signedUsd(figures.pnl), pnlClass(figures.pnl)],
  ];

  return (
    <Card aria-labelledby="account-title" data-testid="account-summary">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <CardTitle id="account-title">{t.account.title}</CardTitle>
          <ModeBadge mode={account.mode} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {accounts.length > 1 ? (
            <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
              <legend className="sr-only">{t.account.switcher}</legend>
              {accounts.map((item) => (
                <button
                  key={item.id}
                  type="button"
                  aria-pressed={item.id === account.id}
                  onClick={() => onSelect(item.id)}
                  className={`h-9 rounded-md px-3 text-sm font-medium ${
                    item.id === account.id
                      ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  }`}
                >
                  {t.modes[item.mode]}
                </button>
              ))}
            </fieldset>
          ) : null}
          {account.mode === "practice" ? (
            <ResetButton account={account} />
          ) : (
            <>
              <TransferButton account={account} direction="in" />
              <TransferButton account={account} direction="out" />
            </>
          )}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {account.mode === "practice" ? t.account.practiceNote : t.account.liveNote}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {items.map(([label, value, tone]) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="truncate text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd
              className={`mt-1 font-semibold break-words tabular-nums ${tone ?? "text-slate-900 dark:text-white"}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ResetButton({ account }: { account: TradingAccount }) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const reset = useResetPracticeAccount();
  const [open, setOpen] = useState(false);
  const [key, renewKey] = useIdempotencyKey();
  const onConfirm = () =>
    reset.mutate(
      { id: account.id, idempotencyKey: key },
      {
        onSuccess: () => {
          setOpen(false);
          renewKey();
          toast.success(t.account.resetDone);
        },
        onError: (error) => toast.error(tradingError(t, error)),
      },
    );
  return (
    <>
      <RowActionButton label={t.account.reset} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t.account.resetTitle}
        description={format(t.account.resetText, { amount: fmt.usd(PRACTICE_START_CENTS) })}
        confirmLabel={t.account.resetConfirm}
        cancelLabel={t.cancel}
        onConfirm={onConfirm}
        busy={reset.isPending}
      />
    </>
  );
}

function TransferButton({ account, direction }: { account: TradingAccount; direction: "in" | "out" }) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const transfer = useTransfer();
  const { open, setOpen, text, setText, error, setError, key, renewKey } = useFigureDialog();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const value = typedCents(text);
    transfer.mutate(
      {
        id: account.id,
        direction,
        amount: value === null ? text : centsToDecimal(value),
        idempotencyKey: key,
      },
      {
        onSuccess: () => {
          setOpen(false);
          setText("");
          renewKey();
          toast.success(
            format(direction === "in" ? t.account.transferredIn : t.account.transferredOut, {
              amount: fmt.usd(value ?? cents(0n)),
            }),
          );
        },
        onError: (failure) => setError(tradingError(t, failure)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
      title={direction === "in" ? t.account.transferInTitle : t.account.transferOutTitle}
      description={direction === "in" ? t.account.transferInText : t.account.transferOutText}
      closeLabel={t.close}
      trigger={<RowActionButton label={direction === "in" ? t.account.transferIn : t.account.transferOut} />}
      onSubmit={onSubmit}
      pending={transfer.isPending}
      cancelLabel={t.cancel}
      submitLabel={t.account.transferConfirm}
    >
      <DecimalField label={t.account.amount} value={text} onValueChange={setText} error={error} />
    </FormDialog>
  );
}
