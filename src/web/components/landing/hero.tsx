import { Link } from "react-router";
import { type StatId, stats } from "../../../shared/content";
import type { MarketStats } from "../../../shared/schemas/market-stats";
import { useMarketStats } from "../../api/market";
import { format, type Lang, useDict, useLang } from "../../i18n";
import enLanding from "../../i18n/en/landing";
import { formattersFor } from "../../i18n/formatters";
import { buttonClass } from "../ui/button";
import { ChartCard } from "./chart-card";

/** A holding time as the tile shows it: "45m", "12h", "3.5d". */
function duration(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))}m`;
  if (seconds < 48 * 3600) return `${Math.round(seconds / 3600)}h`;
  return `${(seconds / 86_400).toFixed(1)}d`;
}

/**
 * A tile's value in the reader's language: "95%" -> "95 %", "1.85" -> "1,85", "12h" -> "12 h" in
 * French and Spanish; English as it is.
 */
function localFigure(value: string, lang: Lang): string {
  if (lang === "en") return value;
  const fmt = formattersFor(lang);
  const number = (text: string) => fmt.decimal(Number(text), [0, 2]);
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (percent) return fmt.percent(percent[1]!);
  if (/^\d+\.\d+$/.test(value)) return number(value);
  const duration = /^(\d+(?:\.\d+)?)([mhd])$/.exec(value);
  if (duration)
    return `${number(duration[1]!)}\u00a0${duration[2] === "m" ? "min" : duration[2] === "h" ? "h" : lang === "fr" ? "j" : "d"}`;
  return value;
}

/**
 * The tiles' values: measured from our traders' closed live positions once there are enough
 * (GET /api/v1/market-stats), else the configured ones (shared/content.ts). Same tiles, same size:
 * filling them in after hydration shifts nothing.
 */
function tileValues(measured: MarketStats["positions"] | undefined): Record<StatId, string> {
  const configured = Object.fromEntries(stats.map((stat) => [stat.id, stat.value])) as Record<StatId, string>;
  if (!measured) return configured;
  return {
    winRate: `${Number(measured.winRate).toFixed(1)}%`,
    profitFactor: measured.profitFactor ?? "—",
    tradeDuration: duration(measured.averageDurationSeconds),
  };
}

export function Hero() {
  const t = useDict("landing", enLanding);
  const measured = useMarketStats().data?.positions;
  const lang = useLang();
  const values = tileValues(measured);
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60rem_30rem_at_10%_-10%,rgba(16,185,129,0.14),transparent_60%),radial-gradient(50rem_30rem_at_90%_0%,rgba(14,165,233,0.10),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-300">
            {t.hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {t.hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600 dark:text-slate-300">{t.hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/register" className={buttonClass()}>
              {t.hero.investNow}
            </Link>
            <Link to="/#about" className={buttonClass("secondary")}>
              {t.hero.learnMore}
            </Link>
          </div>
          <dl aria-label={t.hero.statsLabel} className="mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-4">
            {stats.map((stat) => (
              <div
                key={stat.id}
                className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white/80 p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900/80"
              >
                <dt className="mt-1 text-xs text-slate-600 sm:text-sm dark:text-slate-400">
                  {t.stats[stat.id]}
                </dt>
                <dd className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl dark:text-white">
                  {localFigure(values[stat.id], lang)}
                </dd>
              </div>
            ))}
          </dl>
          {/* Two lines always there (the first filled in after hydration): no layout shift. */}
          <p className="mt-3 max-w-xl min-h-[2.5rem] text-xs text-slate-500 dark:text-slate-400">
            {measured ? format(t.hero.statsBasedOn, { count: measured.count }) : t.hero.statsClaimed}{" "}
            {t.hero.pastPerformance}
          </p>
        </div>
        <ChartCard />
      </div>
    </section>
  );
}
