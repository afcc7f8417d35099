import { chartSymbol } from "../../../shared/content";
import { marketSymbols } from "../../../shared/market-symbols";
import { useCandles } from "../../api/market";
import { useDict } from "../../i18n";
import enLanding from "../../i18n/en/landing";
import { useFormatters } from "../../i18n/formatters";
import { PriceChartBox } from "./price-chart-box";
import { MarketDataBadge } from "./simulated-badge";
import { useNearViewport } from "./use-near-viewport";

/** The hero's BTCUSDT price card: last price and 24h change now, the chart once the page has loaded. */
export function ChartCard() {
  const t = useDict("landing", enLanding).market;
  const fmt = useFormatters();
  const [ref, ready] = useNearViewport<HTMLDivElement>({ rootMargin: "200px", afterLoad: true });
  const candles = useCandles(chartSymbol, "1h", 120);
  const data = candles.data;
  const last = data?.candles.at(-1);
  const dayAgo = data?.candles.at(-25);
  const change = last && dayAgo ? ((last.close - dayAgo.close) / dayAgo.close) * 100 : undefined;
  const decimals = marketSymbols[chartSymbol].decimals;

  return (
    <figure
      ref={ref}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="price-chart-title"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <figcaption
            id="price-chart-title"
            className="text-base font-semibold text-slate-900 dark:text-white"
          >
            {t.chartTitle}
          </figcaption>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.chartSubtitle}</p>
        </div>
        {data ? <MarketDataBadge simulated={data.simulated} /> : null}
      </div>
      <dl className="mt-3 flex gap-6">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t.last}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {last ? fmt.decimal(last.close, decimals) : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t.change24h}</dt>
          <dd
            className={`text-lg font-semibold tabular-nums ${
              change === undefined
                ? ""
                : change >= 0
                  ? "text-emerald-700 dark:text-emerald-400"
                  : "text-red-700 dark:text-red-400"
            }`}
          >
            {change === undefined ? "—" : `${change >= 0 ? "+" : ""}${fmt.decimal(change, 2)}%`}
          </dd>
        </div>
      </dl>
      <p className="sr-only">{t.chartLabel}</p>
      <PriceChartBox
        candles={ready ? data?.candles : undefined}
        unavailable={candles.isError ? t.unavailable : undefined}
        testId="price-chart"
        className="relative mt-3 h-64 w-full sm:h-72"
      />
    </figure>
  );
}
