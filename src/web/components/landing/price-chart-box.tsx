import { lazy, Suspense } from "react";
import type { Candle } from "../../../shared/schemas/market";
import { useTheme } from "../../theme";
import { ChartSkeleton } from "../charts/chart-skeleton";

// lightweight-charts is a big library: its own chunk, loaded once a page shows a chart.
const PriceChart = lazy(() => import("./price-chart"));

/**
 * Where a price chart draws: a skeleton until there are `candles` (saying `unavailable` when they
 * could not be loaded), then the chart. `data-ready` tells the e2e tests the chart is there.
 */
export function PriceChartBox({
  candles,
  unavailable,
  testId,
  className,
  skeletonClassName = "",
}: {
  candles: readonly Candle[] | undefined;
  unavailable: string | undefined;
  testId: string;
  className: string;
  skeletonClassName?: string;
}) {
  const theme = useTheme();
  return (
    <div className={className} data-testid={testId} data-ready={Boolean(candles)}>
      {candles ? (
        <Suspense fallback={<ChartSkeleton className={skeletonClassName} />}>
          <PriceChart candles={candles} theme={theme} />
        </Suspense>
      ) : (
        <ChartSkeleton className={skeletonClassName} message={unavailable} />
      )}
    </div>
  );
}
