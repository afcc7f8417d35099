import { AreaSeries, type UTCTimestamp } from "lightweight-charts";
import { useMemo } from "react";
import { type ChartPalette, ThemedChart } from "../../../components/charts/themed-chart";
import type { Theme } from "../../../theme";

/** One point per second at most (the library needs strictly increasing times), oldest first. */
export interface NavPoint {
  time: number;
  value: number;
}

const areaColors = (colors: ChartPalette) => ({ lineColor: colors.line, topColor: colors.fill });

/**
 * The NAV per unit of a trader's account as an area chart (lightweight-charts, its own chunk like
 * /trade's candles). Page scrolling is never captured by the chart.
 */
export default function NavChart({
  points,
  theme,
  timeVisible = false,
}: {
  points: readonly NavPoint[];
  theme: Theme;
  /** Hours and minutes on the time axis (a copy's series is often within one day). */
  timeVisible?: boolean;
}) {
  const data = useMemo(
    () => points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })),
    [points],
  );
  return (
    <ThemedChart
      theme={theme}
      series={AreaSeries}
      colors={areaColors}
      options={{
        bottomColor: "transparent",
        lineWidth: 2,
        priceFormat: { type: "price", precision: 2, minMove: 0.01 },
      }}
      timeScale={{ timeVisible }}
      data={data}
      testId="nav-chart-canvas"
    />
  );
}
