import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { Candle } from "../../../shared/schemas/market";
import type { Theme } from "../../theme";

/** Colours per theme (Tailwind slate / emerald / red). */
function palette(theme: Theme) {
  return theme === "dark"
    ? {
        text: "#cbd5e1",
        grid: "rgba(148, 163, 184, 0.12)",
        border: "#334155",
        up: "#34d399",
        down: "#f87171",
      }
    : {
        text: "#334155",
        grid: "rgba(100, 116, 139, 0.12)",
        border: "#cbd5e1",
        up: "#059669",
        down: "#dc2626",
      };
}

function chartOptions(theme: Theme) {
  const colors = palette(theme);
  return {
    layout: {
      background: { type: ColorType.Solid, color: "transparent" },
      textColor: colors.text,
      fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      fontSize: 12,
      // Keeps the licence's attribution (a link to tradingview.com, drawn locally; no script loaded).
      attributionLogo: true,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.border },
    timeScale: { borderColor: colors.border, timeVisible: true, secondsVisible: false },
  } as const;
}

/**
 * The BTCUSDT candlestick chart (lightweight-charts, loaded in its own chunk after the page).
 * Follows the theme; page scrolling is never captured by the chart.
 */
export default function PriceChart({ candles, theme }: { candles: readonly Candle[]; theme: Theme }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Candlestick"> | null>(null);
  const themeRef = useRef(theme);
  themeRef.current = theme;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      ...chartOptions(themeRef.current),
      handleScroll: { mouseWheel: false, pressedMouseMove: true, horzTouchDrag: false, vertTouchDrag: false },
      handleScale: {
        mouseWheel: false,
        pinch: false,
        axisPressedMouseMove: true,
        axisDoubleClickReset: true,
      },
    });
    const colors = palette(themeRef.current);
    seriesRef.current = chart.addSeries(CandlestickSeries, {
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
      borderVisible: false,
    });
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions(chartOptions(theme));
    const colors = palette(theme);
    seriesRef.current?.applyOptions({
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
    });
  }, [theme]);

  useEffect(() => {
    seriesRef.current?.setData(candles.map((candle) => ({ ...candle, time: candle.time as UTCTimestamp })));
    chartRef.current?.timeScale().fitContent();
  }, [candles]);

  return <div ref={containerRef} className="size-full" data-testid="price-chart-canvas" />;
}
