import { CandlestickSeries, type UTCTimestamp } from "lightweight-charts";
import { useMemo } from "react";
import type { Candle } from "../../../shared/schemas/market";
import type { Theme } from "../../theme";
import { type ChartPalette, ThemedChart } from "../charts/themed-chart";

const candleColors = (colors: ChartPalette) => ({
  upColor: colors.up,
  downColor: colors.down,
  wickUpColor: colors.up,
  wickDownColor: colors.down,
});

/**
 * The BTCUSDT candlestick chart (lightweight-charts, loaded in its own chunk after the page).
 * Follows the theme; page scrolling is never captured by the chart.
 */
export default function PriceChart({ candles, theme }: { candles: readonly Candle[]; theme: Theme }) {
  const data = useMemo(
    () => candles.map((candle) => ({ ...candle, time: candle.time as UTCTimestamp })),
    [candles],
  );
  return (
    <ThemedChart
      theme={theme}
      series={CandlestickSeries}
      colors={candleColors}
      options={{ borderVisible: false }}
      timeScale={{ timeVisible: true, secondsVisible: false }}
      data={data}
      testId="price-chart-canvas"
    />
  );
}
