import { lazy, Suspense, useMemo, useState } from "react";
import { readCents } from "../../../../shared/money";
import { useCopyEquity, useCopyTrades } from "../../../api/copies";
import { ChartSkeleton } from "../../../components/charts/chart-skeleton";
import { QueryBlock } from "../../../components/ui/query-block";
import { pnlClass } from "../../../components/ui/sign-tone";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { useTheme } from "../../../theme";

/** The area chart of a NAV series, reused for a copy's equity (its own chunk, loaded when shown). */
const AreaChart = lazy(() => import("../../public/traders/nav-chart"));

const head = "px-3 py-2 text-xs font-medium whitespace-nowrap text-slate-600 dark:text-slate-400";
const figure = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/**
 * A copy's trade list (issue 31 point 10): each position it mirrored with its open and close
 * prices, quantity, P&L and share of the profit share, newest first; scrolls sideways on a phone.
 */
export function CopyTrades({ id }: { id: string }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const trades = useCopyTrades(id);
  const titleId = `trades-${id}`;
  return (
    <section aria-labelledby={titleId} className="min-w-0" data-testid="copy-trades">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t.manage.trades.title}
      </h3>
      <QueryBlock
        query={trades}
        loading={t.loading}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.manage.trades.empty}</p>}
      >
        {(data) => (
          <>
            <div
              className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must take focus (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className="w-full text-sm">
                <caption className="sr-only">{t.manage.trades.caption}</caption>
                <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className={`${head} text-left`}>
                      {t.manage.trades.symbol}
                    </th>
                    {[
                      t.manage.trades.quantity,
                      t.manage.trades.open,
                      t.manage.trades.close,
                      t.manage.trades.pnl,
                    ].map((label) => (
                      <th key={label} scope="col" className={`${head} text-right`}>
                        {label}
                      </th>
                    ))}
                    <th scope="col" className={`${head} text-right`} title={t.manage.trades.feeHint}>
                      {t.manage.trades.fee}
                    </th>
                    <th scope="col" className={`${head} text-left`}>
                      {t.manage.trades.opened}
                    </th>
                    <th scope="col" className={`${head} text-left`}>
                      {t.manage.trades.closed}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.items.map((trade) => {
                    const pnl = readCents(trade.pnl);
                    return (
                      <tr
                        key={trade.positionId}
                        data-testid="copy-trade"
                        data-status={trade.status}
                        data-symbol={trade.symbol}
                      >
                        <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                          <span className="font-semibold text-slate-900 dark:text-white">{trade.symbol}</span>{" "}
                          <span className="text-slate-600 dark:text-slate-400">{t.sides[trade.side]}</span>
                        </th>
                        <td className={figure}>{fmt.quantity(trade.quantity)}</td>
                        <td className={figure}>{fmt.price(trade.symbol, trade.openPrice)}</td>
                        <td className={figure}>
                          {trade.closePrice === null ? t.none : fmt.price(trade.symbol, trade.closePrice)}
                        </td>
                        <td className={`${figure} font-semibold ${pnlClass(pnl)}`}>{fmt.signedUsd(pnl)}</td>
                        <td className={figure}>{fmt.usd(readCents(trade.feeShare))}</td>
                        <td className="px-3 py-2 whitespace-nowrap text-slate-600 dark:text-slate-400">
                          {fmt.mediumDateTime(trade.openedAt)}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap text-slate-600 dark:text-slate-400">
                          {trade.closedAt ? fmt.mediumDateTime(trade.closedAt) : t.manage.trades.stillOpen}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {readCents(data.unallocatedFees) > 0n ? (
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                {format(t.manage.trades.unallocated, {
                  amount: fmt.usd(readCents(data.unallocatedFees)),
                })}
              </p>
            ) : null}
          </>
        )}
      </QueryBlock>
    </section>
  );
}

type Series = "equity" | "pnl";

/**
 * The copy's equity (or P&L) over time (issue 31 point 10), from GET /copies/:id/equity, with the
 * latest net invested, P&L and time-weighted return in words beside it.
 */
export function CopyEquityChart({ id }: { id: string }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const theme = useTheme();
  const equity = useCopyEquity(id);
  const [series, setSeries] = useState<Series>("equity");
  const titleId = `equity-${id}`;
  const points = useMemo(() => {
    const out: { time: number; value: number }[] = [];
    // A point without units (the copy emptied by its stop) is money returned, not performance: the
    // series ends at the equity just before the money left.
    for (const point of (equity.data?.points ?? []).filter((item) => item.return !== null)) {
      const time = Math.floor(Date.parse(point.at) / 1000);
      const value = Number(series === "equity" ? point.equity : point.pnl);
      // One point per second (the library needs increasing times): the latest wins.
      if (out.at(-1)?.time === time) out[out.length - 1] = { time, value };
      else out.push({ time, value });
    }
    return out;
  }, [equity.data, series]);
  const last = equity.data?.points.at(-1);
  const lastWithReturn = equity.data?.points.filter((point) => point.return !== null).at(-1);
  return (
    <section aria-labelledby={titleId} className="min-w-0" data-testid="copy-equity">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t.manage.chart.title}
        </h3>
        <fieldset className="inline-flex rounded-lg border border-slate-200 p-0.5 text-xs dark:border-slate-700">
          <legend className="sr-only">{t.manage.chart.title}</legend>
          {(["equity", "pnl"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={series === value}
              onClick={() => setSeries(value)}
              className={`rounded-md px-2.5 py-1 font-medium ${
                series === value
                  ? "bg-emerald-700 text-white dark:bg-emerald-500 dark:text-slate-950"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              {t.manage.chart[value]}
            </button>
          ))}
        </fieldset>
      </div>
      <QueryBlock query={equity} loading={t.loading}>
        <p className="sr-only">{format(t.manage.chart.label, { series: t.manage.chart[series] })}</p>
        <div
          className="relative mt-2 h-56 w-full"
          data-testid="copy-equity-chart"
          data-ready={points.length > 1}
          data-points={points.length}
        >
          {points.length > 1 ? (
            <Suspense fallback={<ChartSkeleton className="p-4 text-center" />}>
              <AreaChart points={points} theme={theme} timeVisible />
            </Suspense>
          ) : (
            <ChartSkeleton className="p-4 text-center" message={t.manage.chart.empty} />
          )}
        </div>
        {last ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="copy-equity-summary">
            {format(t.manage.chart.summary, {
              invested: fmt.usd(readCents(last.netInvested)),
              pnl: fmt.signedUsd(readCents(last.pnl)),
              return: fmt.rate(lastWithReturn?.return ?? null, true),
            })}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t.manage.chart.hint}</p>
      </QueryBlock>
    </section>
  );
}
