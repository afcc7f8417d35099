import { format, useDict } from "../../i18n";
import enVerification from "../../i18n/en/verification";

/** How long ago a case was submitted: minutes, hours or days, in the language on screen. */
export function useCaseAge(): (iso: string) => string {
  const t = useDict("verification", enVerification).admin;
  return (iso) => {
    const minutes = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 60_000));
    if (minutes < 60) return format(t.minutes, { count: minutes });
    if (minutes < 48 * 60) return format(t.hours, { count: Math.floor(minutes / 60) });
    return format(t.days, { count: Math.floor(minutes / (24 * 60)) });
  };
}
