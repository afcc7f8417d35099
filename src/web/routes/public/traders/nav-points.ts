import type { TraderDetail } from "../../../../shared/schemas/traders";
import type { NavPoint } from "./nav-chart";

/** NAV per unit rebased to 100 at the first point, one point per second at most. */
export function navPoints(series: TraderDetail["navSeries"]): NavPoint[] {
  const first = Number(series[0]?.nav);
  if (!first || !Number.isFinite(first)) return [];
  const points: NavPoint[] = [];
  for (const item of series) {
    const time = Math.floor(Date.parse(item.at) / 1000);
    const value = (Number(item.nav) / first) * 100;
    if (!Number.isFinite(time) || !Number.isFinite(value)) continue;
    const last = points.at(-1);
    if (last && time <= last.time) {
      if (time === last.time) last.value = value;
      continue;
    }
    points.push({ time, value });
  }
  return points;
}
