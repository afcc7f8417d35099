import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { Theme } from "../../../theme";

/** One point per second at most (the library needs strictly increasing times), oldest first. */
export interface NavPoint {
  time: number;
  value: number;
}

function palette(theme: Theme) {
  return theme === "dark"
    ? {
        text: "#cbd5e1",
        grid: "rgba(148, 163, 184, 0.12)",
        border: "#334155",
        line: "#34d399",
        fill: "rgba(52, 211, 153, 0.18)",
      }
    : {
        text: "#334155",
        grid: "rgba(100, 116, 139, 0.12)",
        border: "#cbd5e1",
        line: "#047857",
        fill: "rgba(4, 120, 87, 0.14)",
      };
}

function options(theme: Theme) {
  const colors = palette(theme);
  return {
    layout: {
      background: { type: ColorType.Solid, color: "transparent" },
      textColor: colors.text,
      fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      fontSize: 12,
      attributionLogo: true,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.border },
    timeScale: { borderColor: colors.border, timeVisible: false },
  } as const;
}

/**
 * The NAV per unit of a trader's account as an area chart (lightweight-charts, its own chunk like
 * /trade's candles). Page scrolling is never captured by the chart.
 */
export default function NavChart({ points, theme }: { points: readonly NavPoint[]; theme: Theme }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<"Area"> | null>(null);
  const themeRef = useRef(theme);
  themeRef.current = theme;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      ...options(themeRef.current),
      handleScroll: { mouseWheel: false, pressedMouseMove: true, horzTouchDrag: false, vertTouchDrag: false },
      handleScale: {
        mouseWheel: false,
        pinch: false,
        axisPressedMouseMove: true,
        axisDoubleClickReset: true,
      },
    });
    const colors = palette(themeRef.current);
    seriesRef.current = chart.addSeries(AreaSeries, {
      lineColor: colors.line,
      topColor: colors.fill,
      bottomColor: "transparent",
      lineWidth: 2,
      priceFormat: { type: "price", precision: 2, minMove: 0.01 },
    });
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions(options(theme));
    const colors = palette(theme);
    seriesRef.current?.applyOptions({ lineColor: colors.line, topColor: colors.fill });
  }, [theme]);

  useEffect(() => {
    seriesRef.current?.setData(
      points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })),
    );
    chartRef.current?.timeScale().fitContent();
  }, [points]);

  return <div ref={containerRef} className="size-full" data-testid="nav-chart-canvas" />;
}
