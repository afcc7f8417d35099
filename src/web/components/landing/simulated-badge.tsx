import { useDict } from "../../i18n";
import enLanding from "../../i18n/en/landing";

/** The visible label on simulated market figures (never pass off simulated data as live). */
export function DataBadge({ simulated, label, hint }: { simulated: boolean; label: string; hint?: string }) {
  return (
    <span
      title={hint}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ${
        simulated
          ? "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
          : "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200"
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${simulated ? "bg-amber-500" : "bg-emerald-500"}`}
      />
      {label}
    </span>
  );
}

/** The market figures' badge on the public pages: Simulated (with why, on hover) or Live. */
export function MarketDataBadge({ simulated }: { simulated: boolean }) {
  const t = useDict("landing", enLanding).market;
  return (
    <DataBadge
      simulated={simulated}
      label={simulated ? t.simulated : t.live}
      hint={simulated ? t.simulatedHint : undefined}
    />
  );
}
