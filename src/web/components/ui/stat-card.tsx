import type { ReactNode } from "react";
import { Icon, type IconName } from "../icons";
import { Card } from "./card";

/** The icon's colours of each tone, light and dark. */
const tones = {
  emerald: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400",
  sky: "bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-400",
  violet: "bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-400",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300",
};

/**
 * What a card shows decides its icon and colour, so the same figure looks the same on the
 * investor's screens and the admin's (a balance is always the wallet, a bonus the gift).
 */
const figures = {
  balance: { icon: "wallet", tone: "emerald" },
  profit: { icon: "trendingUp", tone: "sky" },
  bonus: { icon: "gift", tone: "violet" },
  withdrawals: { icon: "arrowUp", tone: "amber" },
  deposits: { icon: "arrowDown", tone: "sky" },
  users: { icon: "users", tone: "emerald" },
} satisfies Record<string, { icon: IconName; tone: keyof typeof tones }>;

export type StatFigure = keyof typeof figures;

/** A figure with its label and icon (Total Balance, User Profit, Total Users, ...): one card everywhere. */
export function StatCard({
  label,
  figure,
  value,
  note,
}: {
  label: string;
  figure: StatFigure;
  value: ReactNode;
  note?: ReactNode;
}) {
  const { icon, tone } = figures[figure];
  return (
    <Card aria-label={label} data-figure={figure} padding="none" className="@container p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="min-w-0 text-sm font-medium text-slate-600 dark:text-slate-400">{label}</h2>
        <span
          data-testid="stat-icon"
          className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg ${tones[tone]}`}
        >
          <Icon name={icon} className="size-5" />
        </span>
      </div>
      {/* The large size only where the card has room for it: "15 880,75 $US" must not break in four narrow columns. */}
      <p className="mt-3 text-2xl font-semibold tracking-tight break-words text-slate-900 tabular-nums sm:@min-[14rem]:text-3xl dark:text-white">
        {value}
      </p>
      {note ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</p> : null}
    </Card>
  );
}
