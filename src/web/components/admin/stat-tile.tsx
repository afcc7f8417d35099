import type { ReactNode } from "react";

/** A figure with its label on the admin screens (Total Users, User Balance, ...). */
export function StatTile({
  label,
  value,
  icon,
  tone = "emerald",
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: "emerald" | "sky" | "violet";
}) {
  const tones = {
    emerald: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400",
    sky: "bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-400",
    violet: "bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-400",
  } as const;
  return (
    <section
      aria-label={label}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</h2>
        {icon ? (
          <span className={`inline-flex size-9 items-center justify-center rounded-lg ${tones[tone]}`}>
            {icon}
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl dark:text-white">
        {value}
      </p>
    </section>
  );
}
