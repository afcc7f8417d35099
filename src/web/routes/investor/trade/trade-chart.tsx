import type { MarketSymbol } from "../../../../shared/schemas/market";
import { useCandles } from "../../../api/market";
import { PriceChartBox } from "../../../components/landing/price-chart-box";
import { DataBadge } from "../../../components/landing/simulated-badge";
import { Card, CardTitle } from "../../../components/ui/card";
import { format, useDict } from "../../../i18n";
import enTrade from "../../../i18n/en/trade";

/** Hourly candles of the selected instrument. */
export function TradeChart({ symbol, name }: { symbol: string; name: string }) {
  const t = useDict("trade", enTrade);
  const candles = useCandles(symbol as MarketSymbol, "1h", 120);
  return (
    <Card aria-labelledby="chart-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle id="chart-title" size="base">
            {format(t.chart.title, { symbol })}
          </CardTitle>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{name}</p>
        </div>
        {candles.data?.simulated ? (
          <DataBadge simulated label={t.instruments.simulated} hint={t.instruments.simulatedHint} />
        ) : null}
      </div>
      <p className="sr-only">{format(t.chart.label, { symbol })}</p>
      <PriceChartBox
        candles={candles.data?.candles}
        unavailable={candles.isError ? t.chart.unavailable : undefined}
        testId="trade-chart"
        className="relative mt-3 h-72 w-full sm:h-96"
        skeletonClassName="min-h-64"
      />
    </Card>
  );
}
