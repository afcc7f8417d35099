import { navPerUnit, returnPercent, START_NAV } from "../../shared/nav-math";
import type { Fixed } from "../../shared/trading-math";

/** A point of an account's NAV history: a snapshot, or the current equity marked at the quotes. */
export interface NavPoint {
  at: Date;
  equity: bigint;
  units: Fixed;
}

export interface NavFigures {
  /** NAV per unit, chain-linked (cents per unit, Fixed), oldest first; one entry per point with units. */
  series: { at: Date; nav: Fixed }[];
  return7d: string | null;
  return30d: string | null;
  return90d: string | null;
  return12m: string | null;
  returnSinceStart: string | null;
  maxDrawdown: string | null;
  monthlyReturns: { month: string; return: string }[];
  /** When the history starts (the first point with units); null without any. */
  startedAt: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * Time-weighted figures from NAV per unit (docs/design.md, Copy trading). NAV per unit does not move when
 * money moves (recordFlow), so the ratio of consecutive points is pure performance. An account
 * emptied (no units: everything moved out, or a practice reset) restarts at $1.00; the series is
 * chain-linked across it (the period without units earns nothing), so a reset is never a return.
 */
export function navFigures(points: readonly NavPoint[], now: Date): NavFigures {
  const series: { at: Date; nav: Fixed }[] = [];
  let index = START_NAV;
  let previous: Fixed | null = null;
  for (const point of points) {
    if (point.units <= 0n) {
      previous = null;
      continue;
    }
    const nav = navPerUnit(point.equity, point.units);
    if (previous !== null && previous > 0n) index = (index * nav) / previous;
    else if (previous !== null) index = 0n;
    previous = nav;
    series.push({ at: point.at, nav: index });
  }
  const first = series[0];
  const last = series.at(-1);
  const since = (cutoff: Date) => {
    if (!first || !last || first.at > cutoff) return null;
    let base = first.nav;
    for (const point of series) {
      if (point.at > cutoff) break;
      base = point.nav;
    }
    return returnPercent(base, last.nav);
  };
  let peak = 0n;
  let worst = 0n;
  for (const point of series) {
    if (point.nav > peak) peak = point.nav;
    else if (peak > 0n) {
      const fall = ((peak - point.nav) * 10_000n) / peak;
      if (fall > worst) worst = fall;
    }
  }
  return {
    series,
    return7d: since(new Date(now.getTime() - 7 * DAY_MS)),
    return30d: since(new Date(now.getTime() - 30 * DAY_MS)),
    return90d: since(new Date(now.getTime() - 90 * DAY_MS)),
    return12m: since(new Date(now.getTime() - 365 * DAY_MS)),
    returnSinceStart: first && last ? returnPercent(first.nav, last.nav) : null,
    maxDrawdown: first ? `${worst / 100n}.${(worst % 100n).toString().padStart(2, "0")}` : null,
    monthlyReturns: monthly(series),
    startedAt: first?.at ?? null,
  };
}

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** Each calendar month's (UTC) return: its last NAV over the previous month's last (or the first). */
function monthly(series: readonly { at: Date; nav: Fixed }[]): { month: string; return: string }[] {
  const out: { month: string; return: string }[] = [];
  let base = series[0]?.nav ?? 0n;
  for (let index = 0; index < series.length; index++) {
    const point = series[index]!;
    const next = series[index + 1];
    if (next && monthOf(next.at) === monthOf(point.at)) continue;
    out.push({ month: monthOf(point.at), return: returnPercent(base, point.nav) ?? "-100.00" });
    base = point.nav;
  }
  return out;
}

/**
 * The Sharpe ratio published beside the risk score (issue 31 point 11): the mean of the daily
 * returns of NAV per unit (the last point of each UTC day over the previous day's, the last 365
 * days) over their sample standard deviation, times the square root of 365; risk-free rate 0.
 * Null with fewer than two daily returns or when they never vary. Two decimals.
 */
export function sharpeRatio(series: readonly { at: Date; nav: Fixed }[], now: Date): string | null {
  const cutoff = now.getTime() - 365 * DAY_MS;
  const lastOfDay = new Map<string, Fixed>();
  for (const point of series)
    if (point.at.getTime() >= cutoff) lastOfDay.set(point.at.toISOString().slice(0, 10), point.nav);
  const navs = [...lastOfDay.values()].map(Number);
  const returns: number[] = [];
  for (let index = 1; index < navs.length; index++) {
    const before = navs[index - 1]!;
    if (before > 0) returns.push(navs[index]! / before - 1);
  }
  if (returns.length < 2) return null;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  if (variance <= 0) return null;
  return ((mean / Math.sqrt(variance)) * Math.sqrt(365)).toFixed(2);
}
