import type { UseQueryResult } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { toast } from "sonner";
import { readCents } from "../../../../shared/money";
import type { Quote } from "../../../../shared/schemas/market";
import type { ClosingFill, Position, TradingAccount } from "../../../../shared/schemas/trading";
import { formatFixed, parseFixed } from "../../../../shared/trading-math";
import { useClosePosition, useClosingFills, usePositions, useUpdatePosition } from "../../../api/trading";
import { useFigureDialog } from "../../../components/hooks/use-figure-dialog";
import { RowActionButton } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { FormDialog } from "../../../components/ui/dialog";
import { DecimalField } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { QueryBlock } from "../../../components/ui/query-block";
import { pnlClass } from "../../../components/ui/sign-tone";
import { typedDecimal } from "../../../components/ui/typed-number";
import { format, useDict } from "../../../i18n";
import enMarkets, { type MarketsDict } from "../../../i18n/en/markets";
import { useFormatters } from "../../../i18n/formatters";
import { Figure, PnlHeadline } from "./figures";
import { LevelFields, type Levels, levelErrors } from "./level-fields";
import { livePnl, markPrice } from "./live-pnl";
import { ModeBadge, SideBadge } from "./mode-badge";
import { tradingError } from "./trading-error";

/** Open positions with live P&L (close, partial close, stop-loss/take-profit) and the closed history. */
export function Positions({
  account,
  quoteOf,
}: {
  account: TradingAccount;
  quoteOf: ReadonlyMap<string, Quote>;
}) {
  const t = useDict("markets", enMarkets);
  const [tab, setTab] = useState("open");
  const open = usePositions(account.id, "open");
  const closed = useClosingFills(tab === "closed" ? account.id : undefined);
  const tabClass =
    "h-10 rounded-md px-4 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-700 dark:data-[state=active]:text-white";
  return (
    <Card padding="none" aria-labelledby="positions-title">
      <Tabs.Root value={tab} onValueChange={setTab}>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-800">
          <div className="flex items-center gap-2">
            <CardTitle id="positions-title" size="base">
              {t.positions.title}
            </CardTitle>
            <ModeBadge mode={account.mode} />
          </div>
          <Tabs.List
            aria-label={t.positions.title}
            className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
          >
            <Tabs.Trigger value="open" className={tabClass}>
              {t.positions.open}
              {open.data ? ` (${open.data.length})` : ""}
            </Tabs.Trigger>
            <Tabs.Trigger value="closed" className={tabClass}>
              {t.positions.closed}
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <PositionsTab value="open" query={open} label={t.positions.open} empty={t.positions.empty}>
          {(position) => (
            <OpenPositionRow key={position.id} position={position} quote={quoteOf.get(position.symbol)} />
          )}
        </PositionsTab>
        <PositionsTab
          value="closed"
          query={closed}
          label={t.positions.closed}
          empty={t.positions.emptyClosed}
        >
          {(fill) => <ClosingFillRow key={fill.id} fill={fill} />}
        </PositionsTab>
      </Tabs.Root>
    </Card>
  );
}

/** One tab's list: loading, error with retry, empty text, or the rows. */
function PositionsTab<Row>({
  value,
  query,
  label,
  empty,
  children,
}: {
  value: string;
  query: UseQueryResult<readonly Row[]>;
  label: string;
  empty: string;
  children: (row: Row) => ReactNode;
}) {
  const t = useDict("markets", enMarkets);
  return (
    <Tabs.Content value={value} className="outline-none">
      <QueryBlock
        query={query}
        loading={t.loading}
        error={(error) => tradingError(t, error)}
        isEmpty={(data) => data.length === 0}
        empty={<p className="px-5 py-10 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>}
      >
        {(data) => (
          <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.map(children)}
          </ul>
        )}
      </QueryBlock>
    </Tabs.Content>
  );
}

/** A position's row: symbol, side and `note` beside its P&L, then its four figures and any actions. */
function PositionRow({
  position,
  testId,
  note,
  pnl,
  figures,
  children,
}: {
  position: Pick<Position, "symbol" | "side">;
  testId: string;
  note: ReactNode;
  pnl: ReactNode;
  /** Label, value and (for a P&L) its tone. */
  figures: [label: string, value: string, tone?: string][];
  children?: ReactNode;
}) {
  return (
    <li className="px-4 py-4 sm:px-5" data-testid={testId} data-symbol={position.symbol}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-white">{position.symbol}</span>
          <SideBadge side={position.side} />
          {note}
        </div>
        {pnl}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figures.map(([label, value, tone]) => (
          <Figure key={label} weight="font-medium" label={label} value={value} tone={tone} />
        ))}
      </dl>
      {children}
    </li>
  );
}

function OpenPositionRow({ position, quote }: { position: Position; quote: Quote | undefined }) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const pnl = livePnl(position, quote);
  return (
    <PositionRow
      position={position}
      testId="open-position"
      note={
        <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {fmt.quantity(position.quantity)} @ {fmt.price(position.symbol, position.averagePrice)} ·{" "}
          {format(t.ticket.leverageValue, { leverage: position.leverage })}
        </span>
      }
      pnl={<PnlHeadline pnl={pnl} label={t.positions.pnl} testId="position-pnl" />}
      figures={[
        [t.positions.current, fmt.price(position.symbol, markPrice(position, quote))],
        [t.positions.margin, fmt.usd(readCents(position.margin))],
        [
          t.positions.stopLoss,
          position.stopLoss ? fmt.price(position.symbol, position.stopLoss) : t.positions.none,
        ],
        [
          t.positions.takeProfit,
          position.takeProfit ? fmt.price(position.symbol, position.takeProfit) : t.positions.none,
        ],
      ]}
    >
      <div className="mt-3 flex flex-wrap gap-2">
        <CloseDialog position={position} />
        <EditLevelsDialog position={position} />
      </div>
    </PositionRow>
  );
}

function reasonText(t: MarketsDict, reason: string | null): string {
  if (!reason) return t.positions.none;
  return t.positions.reasons[reason] ?? reason;
}

/** One closing fill of the history (issue 31 point 6): its quantity, entry and exit, and what it made. */
function ClosingFillRow({ fill }: { fill: ClosingFill }) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const realized = readCents(fill.realizedPnl);
  const when = fmt.mediumDateTime(fill.closedAt);
  return (
    <PositionRow
      position={fill}
      testId="closed-position"
      note={
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {reasonText(t, fill.reason)}
        </span>
      }
      pnl={<PnlHeadline pnl={realized} label={t.positions.realizedPnl} size="text-base" />}
      figures={[
        [t.positions.quantity, fmt.quantity(fill.quantity)],
        [t.positions.entry, fmt.price(fill.symbol, fill.entryPrice)],
        [t.positions.exit, fmt.price(fill.symbol, fill.exitPrice)],
        [t.positions.closedAt, when],
        [t.positions.realizedPnl, fmt.signedUsd(realized), pnlClass(realized)],
      ]}
    />
  );
}

/**
 * A dialog acting on one position, opened by its row's `action` button; `onOpen` puts the
 * position's current values back in the fields each time it opens.
 */
function PositionDialog({
  position,
  action,
  open,
  setOpen,
  onOpen,
  ...form
}: {
  position: Position;
  action: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  onOpen: () => void;
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useDict("markets", enMarkets);
  return (
    <FormDialog
      {...form}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
      closeLabel={t.close}
      trigger={<RowActionButton label={action} target={position.symbol} />}
      holdWhilePending
      cancelLabel={t.cancel}
    />
  );
}

/** Close the whole position, or less of it (a partial close). */
function CloseDialog({ position }: { position: Position }) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const close = useClosePosition();
  const { open, setOpen, text, setText, error, setError, key, renewKey } = useFigureDialog(position.quantity);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const wanted = typedDecimal(text);
    if (wanted === null || wanted <= 0n) {
      setError(text.trim() === "" ? t.messages.quantityRequired : t.messages.quantityInvalid);
      return;
    }
    const whole = wanted === parseFixed(position.quantity);
    close.mutate(
      { id: position.id, idempotencyKey: key, ...(whole ? {} : { quantity: formatFixed(wanted) }) },
      {
        onSuccess: (result) => {
          setOpen(false);
          renewKey();
          toast.success(
            format(t.positions.closedToast, {
              quantity: fmt.quantity(result.fill.quantity),
              symbol: position.symbol,
              price: fmt.price(position.symbol, result.fill.price),
              pnl: fmt.signedUsd(readCents(result.fill.realizedPnl)),
            }),
          );
        },
        onError: (failure) => setError(tradingError(t, failure)),
      },
    );
  };

  return (
    <PositionDialog
      position={position}
      action={t.positions.closeAction}
      open={open}
      setOpen={setOpen}
      onOpen={() => {
        setText(position.quantity);
        setError(undefined);
      }}
      title={format(t.positions.closeTitle, { symbol: position.symbol })}
      description={format(t.positions.closeText, {
        basis: position.side === "buy" ? t.instruments.bid : t.instruments.ask,
      })}
      onSubmit={onSubmit}
      pending={close.isPending}
      submitLabel={t.positions.closeConfirm}
    >
      <DecimalField
        label={t.positions.closeQuantity}
        hint={`(${format(t.positions.closeAll, { quantity: fmt.quantity(position.quantity) })})`}
        value={text}
        onValueChange={setText}
        error={error}
      />
    </PositionDialog>
  );
}

function levelsOf(position: Position): Levels {
  return { stopLoss: position.stopLoss ?? "", takeProfit: position.takeProfit ?? "" };
}

/** Set, change or remove (empty field) the stop-loss and take-profit. */
function EditLevelsDialog({ position }: { position: Position }) {
  const t = useDict("markets", enMarkets);
  const update = useUpdatePosition();
  const [open, setOpen] = useState(false);
  const [levels, setLevels] = useState(() => levelsOf(position));
  const [errors, setErrors] = useState<Partial<Levels> & { form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { stopLoss, takeProfit } = levels;
    const sl = stopLoss.trim() ? typedDecimal(stopLoss) : null;
    const tp = takeProfit.trim() ? typedDecimal(takeProfit) : null;
    const next = levelErrors(levels, t.ticket.invalidNumber);
    setErrors(next);
    if (next.stopLoss || next.takeProfit) return;
    update.mutate(
      {
        id: position.id,
        stopLoss: sl === null ? null : formatFixed(sl),
        takeProfit: tp === null ? null : formatFixed(tp),
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t.positions.saved);
        },
        onError: (failure) => setErrors({ form: tradingError(t, failure) }),
      },
    );
  };

  return (
    <PositionDialog
      position={position}
      action={t.positions.edit}
      open={open}
      setOpen={setOpen}
      onOpen={() => {
        setLevels(levelsOf(position));
        setErrors({});
      }}
      title={format(t.positions.editTitle, { symbol: position.symbol })}
      description={t.positions.editText}
      onSubmit={onSubmit}
      pending={update.isPending}
      submitLabel={t.positions.save}
    >
      <LevelFields labels={t.positions} levels={levels} onChange={setLevels} errors={errors} />
      {errors.form ? <FormError message={errors.form} /> : null}
    </PositionDialog>
  );
}
