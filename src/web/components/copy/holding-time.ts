import { format } from "../../i18n";
import type { CopyDict } from "../../i18n/en/copy";

/** A holding time in seconds as "45 min", "6 h", "3 d" (the largest unit that fits). */
export function holdingTime(t: CopyDict, seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return t.none;
  if (seconds < 3_600) return format(t.duration.minutes, { count: Math.max(1, Math.round(seconds / 60)) });
  if (seconds < 86_400) return format(t.duration.hours, { count: Math.round(seconds / 3_600) });
  return format(t.duration.days, { count: Math.round(seconds / 86_400) });
}
