import { lazy, Suspense } from "react";
import type { MarketSymbol } from "../../../../shared/schemas/market";
import { useCandles } from "../../../api/market";
import { DataBadge } from "../../../components/landing/simulated-badge";
import { Card } from "../../../components/ui/card";
import { format, useDict } from "../../../i18n";
import enTrade from "../../../i18n/en/trade";
import { useTheme } from "../../../theme";

// lightweight-charts is a big library: its own chunk, loaded once the page shows a chart.
const PriceChart = lazy(() => import("../../../components/landing/price-chart"));

/** Hourly candles of the selected instrument. */
export function TradeChart({ symbol, name }: { symbol: string; name: string }) {
  const t = useDict("trade", enTrade);
  const theme = useTheme();
  const candles = useCandles(symbol as MarketSymbol, "1h", 120);
  return (
    <Card aria-labelledby="chart-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="chart-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {format(t.chart.title, { symbol })}
          </h2>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{name}</p>
        </div>
        {candles.data?.simulated ? (
          <DataBadge simulated label={t.instruments.simulated} hint={t.instruments.simulatedHint} />
        ) : null}
      </div>
      <p className="sr-only">{format(t.chart.label, { symbol })}</p>
      <div
        className="relative mt-3 h-72 w-full sm:h-96"
        data-testid="trade-chart"
        data-ready={Boolean(candles.data)}
      >
        {candles.data ? (
          <Suspense fallback={<ChartSkeleton />}>
            <PriceChart candles={candles.data.candles} theme={theme} />
          </Suspense>
        ) : (
          <ChartSkeleton message={candles.isError ? t.chart.unavailable : undefined} />
        )}
      </div>
    </Card>
  );
}

function ChartSkeleton({ message }: { message?: string | undefined }) {
  return (
    <div className="flex size-full min-h-64 items-center justify-center rounded-xl bg-slate-100 dark:bg-slate-800/60">
      {message ? <p className="text-sm text-slate-600 dark:text-slate-400">{message}</p> : null}
    </div>
  );
}
