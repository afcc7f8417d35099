import type { TradingMode } from "../../../../shared/schemas/trading";
import { useDict } from "../../../i18n";
import enMarkets from "../../../i18n/en/markets";

/** 'Practice' or 'Live', next to every account and figure: virtual money never looks like real money. */
export function ModeBadge({ mode }: { mode: TradingMode }) {
  const t = useDict("markets", enMarkets);
  return (
    <span
      data-mode={mode}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        mode === "live"
          ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200"
          : "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200"
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${mode === "live" ? "bg-emerald-500" : "bg-sky-500"}`}
      />
      {t.modes[mode]}
    </span>
  );
}

/** 'Buy' / 'Sell' on a position or an order. */
export function SideBadge({ side }: { side: "buy" | "sell" }) {
  const t = useDict("markets", enMarkets);
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${
        side === "buy"
          ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
          : "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300"
      }`}
    >
      {side === "buy" ? t.positions.long : t.positions.short}
    </span>
  );
}
