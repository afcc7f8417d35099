import { useMemo } from "react";
import { candlesWithQuote } from "../../../../shared/candles";
import type { MarketSymbol, Quote } from "../../../../shared/schemas/market";
import { useCandles } from "../../../api/market";
import { PriceChartBox } from "../../../components/landing/price-chart-box";
import { DataBadge } from "../../../components/landing/simulated-badge";
import { Card, CardTitle } from "../../../components/ui/card";
import { format, useDict } from "../../../i18n";
import enMarkets from "../../../i18n/en/markets";
import { useFormatters } from "../../../i18n/formatters";

/** Hourly candles of the selected instrument, the last one moving with its quotes (never a stale one). */
export function MarketChart({
  symbol,
  name,
  quote,
}: {
  symbol: string;
  name: string;
  quote?: Quote | undefined;
}) {
  const t = useDict("markets", enMarkets);
  const fmt = useFormatters();
  const candles = useCandles(symbol as MarketSymbol, "1h", 120);
  const shown = useMemo(
    () =>
      candles.data
        ? candlesWithQuote(candles.data.candles, "1h", quote && !quote.stale ? quote : undefined, 120)
        : undefined,
    [candles.data, quote],
  );
  const last = shown?.[shown.length - 1];
  return (
    <Card aria-labelledby="chart-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle id="chart-title" size="base">
            {format(t.chart.title, { symbol })}
          </CardTitle>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{name}</p>
        </div>
        {last ? (
          <p
            className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white"
            data-testid="chart-last"
          >
            {format(t.chart.last, { price: fmt.price(symbol, String(last.close)) })}
          </p>
        ) : null}
        {candles.data?.simulated ? (
          <DataBadge simulated label={t.instruments.simulated} hint={t.instruments.simulatedHint} />
        ) : null}
      </div>
      <p className="sr-only">{format(t.chart.label, { symbol })}</p>
      <PriceChartBox
        candles={shown}
        unavailable={candles.isError ? t.chart.unavailable : undefined}
        testId="market-chart"
        className="relative mt-3 h-72 w-full sm:h-96"
        skeletonClassName="min-h-64"
      />
    </Card>
  );
}
