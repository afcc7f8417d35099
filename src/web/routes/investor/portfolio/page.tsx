import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { type Cents, cents, centsToDecimal, parseCents, readCents, sumCents } from "../../../../shared/money";
import type { Copy, CopyEvent } from "../../../../shared/schemas/copies";
import { ApiError, errorMessage } from "../../../api/client";
import { type CopyAction, useCopies, useCopy, useCopyAction, useCopyFunds } from "../../../api/copies";
import { type CopyTotals, copyTotals } from "../../../components/copy/copy-totals";
import { ModeMark } from "../../../components/copy/trader-bits";
import { useFigureDialog } from "../../../components/hooks/use-figure-dialog";
import { useIdempotencyKey } from "../../../components/hooks/use-idempotency-key";
import { Icon } from "../../../components/icons";
import { buttonClass, RowActionButton } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { ConfirmDialog, FormDialog } from "../../../components/ui/dialog";
import { DecimalField } from "../../../components/ui/field";
import { ErrorBlock, LoadingBlock, Page } from "../../../components/ui/page";
import { pnlClass, signClass } from "../../../components/ui/sign-tone";
import { format, useDict } from "../../../i18n";
import enCopy, { type CopyDict } from "../../../i18n/en/copy";
import { type Formatters, useFormatters } from "../../../i18n/formatters";
import { Figure, PnlHeadline } from "../trade/figures";
import { CopyEquityChart, CopyTrades } from "./copy-trades";
import { EditCopyDialog } from "./edit-copy-dialog";

const statusOrder = { active: 0, paused: 1, stopped: 2 } as const;

/** A copy's P&L before profit share: unrealized plus realized. */
function grossPnl(copy: Pick<Copy, "unrealizedPnl" | "realizedPnl">): Cents {
  return sumCents([readCents(copy.unrealizedPnl), readCents(copy.realizedPnl)]);
}

/**
 * /portfolio: the investor's copies with their figures, actions (pause, resume, stop, add and
 * remove funds), positions and event log. Polled every 5 s like /trade's positions.
 */
export function Component() {
  const t = useDict("copy", enCopy);
  const copies = useCopies();
  const list = [...(copies.data ?? [])].sort(
    (a, b) => statusOrder[a.status] - statusOrder[b.status] || b.createdAt.localeCompare(a.createdAt),
  );
  const totals = copyTotals(list);

  return (
    <Page
      title={t.portfolio.title}
      intro={t.portfolio.intro}
      actions={
        list.length > 0 ? (
          <Link to="/traders" className={buttonClass("secondary")}>
            {t.portfolio.browse}
          </Link>
        ) : undefined
      }
    >
      {copies.isPending ? (
        <LoadingBlock label={t.loading} />
      ) : copies.isError ? (
        <ErrorBlock message={errorMessage(copies.error)} onRetry={() => copies.refetch()} />
      ) : list.length === 0 ? (
        <Card aria-labelledby="empty-title" className="py-12 text-center">
          <CardTitle id="empty-title">{t.portfolio.emptyTitle}</CardTitle>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
            {t.portfolio.emptyText}
          </p>
          <Link to="/traders" className={buttonClass("primary", "mt-6")}>
            {t.portfolio.browse}
          </Link>
        </Card>
      ) : (
        <div className="space-y-6">
          {/* Amounts never break inside ("10 000,00 $US" at 375 px): smaller type there instead. */}
          {totals.length > 0 ? (
            <dl className="grid grid-cols-2 gap-3 sm:gap-4" data-testid="portfolio-totals">
              {totals.map((total) => (
                <TotalFigures key={total.mode} total={total} />
              ))}
            </dl>
          ) : null}
          <ul className="space-y-4" aria-label={t.portfolio.title}>
            {list.map((item) => (
              <CopyCard key={item.id} copy={item} />
            ))}
          </ul>
        </div>
      )}
    </Page>
  );
}

/** A mode's copy equity and P&L: two figures, each labelled with its mode. */
function TotalFigures({ total }: { total: CopyTotals }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <>
      <Card as="div" padding="none" className="p-4 sm:p-5" data-mode={total.mode}>
        <dt className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {t.portfolio.totalEquity} <ModeMark mode={total.mode} />
        </dt>
        <dd className="mt-1 text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums min-[400px]:text-lg sm:text-2xl dark:text-white">
          {fmt.usd(total.equity)}
        </dd>
      </Card>
      <Card as="div" padding="none" className="p-4 sm:p-5" data-mode={total.mode}>
        <dt className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {t.portfolio.totalPnl} <ModeMark mode={total.mode} />
        </dt>
        <dd
          className={`mt-1 text-base font-semibold whitespace-nowrap tabular-nums min-[400px]:text-lg sm:text-2xl ${pnlClass(total.pnl)}`}
        >
          {fmt.signedUsd(total.pnl)}
        </dd>
      </Card>
    </>
  );
}

function StatusBadge({ copy }: { copy: Copy }) {
  const t = useDict("copy", enCopy);
  const tone =
    copy.status === "active"
      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200"
      : copy.status === "paused"
        ? "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
        : "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100";
  return (
    <span
      data-testid="copy-status"
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      {t.portfolio.statuses[copy.status]}
    </span>
  );
}

function CopyCard({ copy }: { copy: Copy }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const [expanded, setExpanded] = useState(false);
  const pnl = readCents(copy.netPnl);
  const titleId = `copy-${copy.id}`;
  const detailsId = `copy-details-${copy.id}`;
  const stopped = copy.status === "stopped";
  return (
    <Card
      as="li"
      padding="none"
      data-testid="copy-card"
      data-copy-id={copy.id}
      data-status={copy.status}
      aria-labelledby={titleId}
    >
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
              <Link
                to={`/traders/${encodeURIComponent(copy.trader.id)}`}
                className="rounded hover:text-emerald-700 dark:hover:text-emerald-400"
              >
                {format(t.portfolio.copyOf, { name: copy.trader.displayName })}
              </Link>
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
              <StatusBadge copy={copy} />
              <ModeMark mode={copy.mode} />
              <span>
                {stopped && copy.stoppedAt
                  ? `${format(t.portfolio.stoppedOn, { date: fmt.mediumDate(copy.stoppedAt) })}${
                      copy.stopReason ? ` (${t.portfolio.stopReasons[copy.stopReason]})` : ""
                    }`
                  : format(t.portfolio.started, { date: fmt.mediumDate(copy.createdAt) })}
              </span>
            </div>
          </div>
          {/* The headline is after profit share, like Return (issue 31 point 2); the gross under it. */}
          <div className="text-right">
            <p className="text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
              {t.portfolio.pnlNet}
            </p>
            <PnlHeadline pnl={pnl} label={t.portfolio.pnlNet} testId="copy-pnl" />
            <p
              className="text-xs text-slate-600 tabular-nums dark:text-slate-400"
              data-testid="copy-pnl-gross"
            >
              {format(t.portfolio.pnlGross, { value: fmt.signedUsd(grossPnl(copy)) })}
            </p>
          </div>
        </div>

        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4 lg:grid-cols-8">
          <Figure label={t.portfolio.invested} value={fmt.usd(readCents(copy.invested))} />
          <Figure label={t.portfolio.equity} value={fmt.usd(readCents(copy.equity))} />
          <Figure
            label={t.portfolio.unrealizedPnl}
            value={fmt.signedUsd(readCents(copy.unrealizedPnl))}
            tone={pnlClass(readCents(copy.unrealizedPnl))}
          />
          <Figure
            label={t.portfolio.realizedPnl}
            value={fmt.signedUsd(readCents(copy.realizedPnl))}
            tone={pnlClass(readCents(copy.realizedPnl))}
          />
          <Figure
            label={t.portfolio.return}
            value={fmt.rate(copy.return, true)}
            tone={signClass(copy.return)}
          />
          <Figure
            label={t.portfolio.trackingGap}
            value={fmt.rate(copy.trackingGap, true)}
            hint={t.portfolio.trackingGapHint}
          />
          <Figure label={t.portfolio.feesPaid} value={fmt.usd(readCents(copy.feesPaid))} />
          {stopped ? null : (
            <>
              <Figure
                label={t.portfolio.stopLossAt}
                value={`${fmt.usd(readCents(copy.stopLossEquity))} (−${copy.stopLossPercent}%)`}
              />
              <TakeProfitFigure copy={copy} />
            </>
          )}
        </dl>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="tracking-gap-line">
          {format(t.portfolio.trackingGapLine, { hint: t.portfolio.trackingGapHint })}
        </p>

        <div className="mt-4 flex flex-wrap items-center gap-2">
          {stopped ? null : (
            <>
              {copy.status === "active" ? (
                <ActionButton copy={copy} action="pause" />
              ) : (
                <ActionButton copy={copy} action="resume" />
              )}
              <EditCopyDialog copy={copy} />
              <FundsDialog copy={copy} direction="add" />
              <FundsDialog copy={copy} direction="remove" />
              <ActionButton copy={copy} action="stop" />
            </>
          )}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
            className="ml-auto inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-emerald-700 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-emerald-500/10"
          >
            {expanded ? t.portfolio.hideDetails : t.portfolio.showDetails}
            <Icon
              name="chevronDown"
              className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`}
            />
          </button>
        </div>
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded ? <CopyDetails id={copy.id} /> : null}
      </div>
    </Card>
  );
}

function ActionButton({ copy, action }: { copy: Copy; action: CopyAction }) {
  const t = useDict("copy", enCopy);
  const run = useCopyAction();
  const [open, setOpen] = useState(false);
  const [key, renewKey] = useIdempotencyKey();
  const texts = {
    pause: {
      label: t.portfolio.pause,
      title: t.portfolio.pauseTitle,
      text: t.portfolio.pauseText,
      done: t.portfolio.paused,
    },
    resume: {
      label: t.portfolio.resume,
      title: t.portfolio.resumeTitle,
      text: format(t.portfolio.resumeText, { name: copy.trader.displayName }),
      done: t.portfolio.resumed,
    },
    stop: {
      label: t.portfolio.stop,
      title: t.portfolio.stopTitle,
      text: t.portfolio.stopText,
      done: t.portfolio.stopped,
    },
  }[action];
  return (
    <>
      <RowActionButton
        label={texts.label}
        target={format(t.portfolio.copyOf, { name: copy.trader.displayName })}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={texts.title}
        description={texts.text}
        confirmLabel={texts.label}
        cancelLabel={t.cancel}
        destructive={action === "stop"}
        busy={run.isPending}
        onConfirm={async () => {
          // mutateAsync: a stopped copy unmounts this button before a mutate() callback would run.
          try {
            await run.mutateAsync({ id: copy.id, action, idempotencyKey: key });
            toast.success(texts.done);
          } catch (failure) {
            toast.error(errorMessage(failure));
          }
          setOpen(false);
          renewKey();
        }}
      />
    </>
  );
}

function FundsDialog({ copy, direction }: { copy: Copy; direction: "add" | "remove" }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const funds = useCopyFunds();
  const { open, setOpen, text, setText, error, setError, key, renewKey } = useFigureDialog();
  const free = cents(readCents(copy.equity) - readCents(copy.usedMargin));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseCents(text.replace(",", "."));
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

function CopyDetails({ id }: { id: string }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const detail = useCopy(id);
  if (detail.isPending) return <LoadingBlock label={t.loading} />;
  if (detail.isError)
    return <ErrorBlock message={errorMessage(detail.error)} onRetry={() => detail.refetch()} />;
  const { positions, events } = detail.data;
  const open = positions.filter((position) => position.status === "open");
  return (
    <div className="grid grid-cols-1 gap-6 border-t border-slate-200 p-5 sm:p-6 lg:grid-cols-2 dark:border-slate-800">
      <DetailSection
        id={`positions-${id}`}
        title={t.portfolio.positions}
        empty={open.length === 0 ? t.portfolio.positionsEmpty : null}
      >
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {open.map((position) => {
            const pnl = readCents(position.unrealizedPnl);
            return (
              <li
                key={position.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                data-testid="copy-position"
                data-symbol={position.symbol}
              >
                <span className="min-w-0">
                  <span className="font-semibold text-slate-900 dark:text-white">{position.symbol}</span>{" "}
                  <span className="text-slate-600 dark:text-slate-400">
                    {t.portfolio.side[position.side]} ·{" "}
                    {format(t.portfolio.quantityAt, {
                      quantity: fmt.quantity(position.quantity),
                      price: fmt.price(position.symbol, position.averagePrice),
                    })}
                  </span>
                </span>
                <span className={`font-semibold tabular-nums ${pnlClass(pnl)}`}>{fmt.signedUsd(pnl)}</span>
              </li>
            );
          })}
        </ul>
      </DetailSection>
      <DetailSection
        id={`events-${id}`}
        title={t.portfolio.events}
        empty={events.length === 0 ? t.portfolio.eventsEmpty : null}
      >
        <ol
          className="mt-2 max-h-80 space-y-2 overflow-y-auto pr-1 text-sm"
          data-testid="copy-events"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus (WCAG 2.1.1)
          tabIndex={0}
          aria-labelledby={`events-${id}`}
        >
          {events.map((event) => (
            <li
              key={event.id}
              data-kind={event.kind}
              className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
            >
              <p className="break-words text-slate-800 dark:text-slate-200">{eventText(t, fmt, event)}</p>
              <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                {fmt.mediumDateTime(event.createdAt)}
                {event.slippagePercent !== null ? (
                  <span title={t.portfolio.slippageHint}>
                    {" · "}
                    {format(t.portfolio.slippage, {
                      value: fmt.rate(event.slippagePercent, true),
                    })}
                  </span>
                ) : null}
                {event.moveSinceTraderOpenPercent !== null ? (
                  <span title={t.portfolio.moveSinceOpenHint} data-testid="move-since-open">
                    {" · "}
                    {format(t.portfolio.moveSinceOpen, {
                      value: fmt.rate(event.moveSinceTraderOpenPercent, true),
                    })}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      </DetailSection>
      <div className="lg:col-span-2">
        <CopyEquityChart id={id} />
      </div>
      <div className="lg:col-span-2">
        <CopyTrades id={id} />
      </div>
    </div>
  );
}

/** One half of a copy's details: a heading, then its list, or `empty` (the text saying there is none). */
function DetailSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {empty === null ? children : <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>}
    </section>
  );
}

/** One line of the log in words: "Copied buy 0.008 BTCUSD at 60,010.00 (trader: 0.04 at 60,010.00)". */
export function eventText(t: CopyDict, fmt: Formatters, event: CopyEvent): string {
  const symbol = event.symbol ?? "";
  const reasons = t.portfolio.skipReasons as Record<string, string>;
  const values = {
    side: event.side ? t.portfolio.sideWords[event.side] : "",
    symbol,
    quantity: event.quantity ? fmt.quantity(event.quantity) : t.none,
    price: fmt.price(symbol, event.price),
    traderQuantity: event.traderQuantity ? fmt.quantity(event.traderQuantity) : t.none,
    traderPrice: fmt.price(symbol, event.traderPrice),
    reason: event.reason ? (reasons[event.reason] ?? event.reason) : t.none,
    amount: event.amount
      ? event.kind === "closed"
        ? fmt.signedUsd(readCents(event.amount))
        : fmt.usd(readCents(event.amount))
      : t.none,
  };
  if (event.kind === "edited") return editedText(t, event.reason);
  let text = format(t.portfolio.kinds[event.kind], values);
  if ((event.kind === "stopped" || event.kind === "closed") && event.reason) {
    const why = (t.portfolio.stopReasons as Record<string, string>)[event.reason];
    if (why) text = `${text} (${why})`;
  }
  return text;
}

/** The take-profit level of a running copy (issue 31 point 9), or "None". */
function TakeProfitFigure({ copy }: { copy: Copy }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <Figure
      label={t.manage.takeProfitAt}
      value={
        copy.takeProfitEquity === null
          ? t.manage.none
          : `${fmt.usd(readCents(copy.takeProfitEquity))} (+${copy.takeProfitPercent}%)`
      }
    />
  );
}

/** An 'edited' event's reason ("stop-loss:20>30;take-profit:none>50") in words. */
function editedText(t: CopyDict, reason: string | null): string {
  const match = /^stop-loss:(\d+)>(\d+);take-profit:(\w+)>(\w+)$/.exec(reason ?? "");
  if (!match) return t.portfolio.kinds.edited;
  const level = (value: string | undefined) =>
    value === undefined || value === "none" ? t.manage.none : `+${value}%`;
  return format(t.manage.editedLog, {
    stopLossFrom: match[1] ?? "",
    stopLossTo: match[2] ?? "",
    takeProfitFrom: level(match[3]),
    takeProfitTo: level(match[4]),
  });
}
