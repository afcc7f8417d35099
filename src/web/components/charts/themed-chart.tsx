import {
  ColorType,
  createChart,
  type HorzScaleOptions,
  type IChartApi,
  type ISeriesApi,
  type SeriesDataItemTypeMap,
  type SeriesDefinition,
  type SeriesPartialOptionsMap,
  type SeriesType,
  type Time,
} from "lightweight-charts";
import { useEffect, useRef } from "react";
import { type Lang, useLang } from "../../i18n";
import { formattersFor } from "../../i18n/formatters";
import type { Theme } from "../../theme";

/** The chart colours per theme (Tailwind slate / emerald / red), shared by every chart. */
function chartPalette(theme: Theme) {
  return theme === "dark"
    ? {
        text: "#cbd5e1",
        grid: "rgba(148, 163, 184, 0.12)",
        border: "#334155",
        up: "#34d399",
        down: "#f87171",
        line: "#34d399",
        fill: "rgba(52, 211, 153, 0.18)",
      }
    : {
        text: "#334155",
        grid: "rgba(100, 116, 139, 0.12)",
        border: "#cbd5e1",
        up: "#059669",
        down: "#dc2626",
        line: "#047857",
        fill: "rgba(4, 120, 87, 0.14)",
      };
}

export type ChartPalette = ReturnType<typeof chartPalette>;

function chartOptions(theme: Theme, timeScale: Partial<HorzScaleOptions>) {
  const colors = chartPalette(theme);
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
    timeScale: { borderColor: colors.border, ...timeScale },
  } as const;
}

export interface ThemedChartProps<S extends SeriesType> {
  theme: Theme;
  /** The one series drawn (CandlestickSeries, AreaSeries, ...). */
  series: SeriesDefinition<S>;
  /** The series' colours in a theme: applied when it is made and again when the theme changes. */
  colors: (colors: ChartPalette) => SeriesPartialOptionsMap[S];
  /** The series' other options, applied once when it is made. */
  options?: SeriesPartialOptionsMap[S];
  /** The time axis' options beyond its border colour. */
  timeScale: Partial<HorzScaleOptions>;
  /** The points, oldest first (give a stable array: each new one is drawn and fitted). */
  data: readonly SeriesDataItemTypeMap<Time>[S][];
  testId: string;
}

/** Axis and crosshair figures and dates in the page's language ("60800.00" in English, "60800,00" in French). */
function localization(lang: Lang, decimals: number) {
  const fmt = formattersFor(lang);
  return {
    localization: {
      locale: fmt.locale,
      priceFormatter: (price: number) => fmt.decimal(price, decimals, false),
    },
  };
}

/**
 * The one seam over lightweight-charts (its own chunk, loaded after the page): a chart of one
 * series that fills its box, follows the theme and never captures the page's scrolling.
 */
export function ThemedChart<S extends SeriesType>({
  theme,
  series,
  colors,
  options,
  timeScale,
  data,
  testId,
}: ThemedChartProps<S>) {
  const lang = useLang();
  const decimals = (options?.priceFormat as { precision?: number } | undefined)?.precision ?? 2;
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<S> | null>(null);
  // What the chart is made with; later changes go through the effects below.
  const first = useRef({ theme, series, colors, options, timeScale, lang, decimals });
  const colorsRef = useRef(colors);
  colorsRef.current = colors;
  const timeScaleRef = useRef(timeScale);
  timeScaleRef.current = timeScale;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const made = first.current;
    const chart = createChart(container, {
      autoSize: true,
      ...chartOptions(made.theme, made.timeScale),
      ...localization(made.lang, made.decimals),
      handleScroll: { mouseWheel: false, pressedMouseMove: true, horzTouchDrag: false, vertTouchDrag: false },
      handleScale: {
        mouseWheel: false,
        pinch: false,
        axisPressedMouseMove: true,
        axisDoubleClickReset: true,
      },
    });
    seriesRef.current = chart.addSeries(made.series, {
      ...made.colors(chartPalette(made.theme)),
      ...made.options,
    } as SeriesPartialOptionsMap[S]);
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions(chartOptions(theme, timeScaleRef.current));
    seriesRef.current?.applyOptions(colorsRef.current(chartPalette(theme)));
  }, [theme]);

  useEffect(() => {
    chartRef.current?.applyOptions(localization(lang, decimals));
  }, [lang, decimals]);

  useEffect(() => {
    seriesRef.current?.setData(data as SeriesDataItemTypeMap<Time>[S][]);
    chartRef.current?.timeScale().fitContent();
  }, [data]);

  return <div ref={containerRef} className="size-full" data-testid={testId} />;
}
