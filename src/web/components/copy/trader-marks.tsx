import type { TraderSummary } from "../../../shared/schemas/traders";
import { useDict } from "../../i18n";
import enCopy from "../../i18n/en/copy";

// tracking-normal: a mark keeps its letter spacing inside a tight-tracked figure (the copy card's equity).
const mark =
  "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-normal";

/** New, Stopped, Blown up and the account's mode: a trader's marks, never hidden. */
export function TraderMarks({ trader }: { trader: Pick<TraderSummary, "isNew" | "status" | "mode"> }) {
  const t = useDict("copy", enCopy);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {trader.status !== "active" ? (
        <span
          data-mark={trader.status}
          className={`${mark} ${
            trader.status === "blown-up"
              ? "bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200"
              : "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100"
          }`}
        >
          {t.statuses[trader.status]}
        </span>
      ) : null}
      {trader.isNew ? (
        <span
          data-mark="new"
          title={t.newHint}
          className={`${mark} bg-violet-100 text-violet-900 dark:bg-violet-500/15 dark:text-violet-200`}
        >
          {t.newMark}
        </span>
      ) : null}
      <ModeMark mode={trader.mode} />
    </span>
  );
}

/** Live or Practice: the account a trader trades, or a copy runs, in. */
export function ModeMark({ mode }: { mode: TraderSummary["mode"] }) {
  const t = useDict("copy", enCopy);
  return (
    <span
      data-mode={mode}
      className={`${mark} ${
        mode === "live"
          ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200"
          : "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200"
      }`}
    >
      {t.modes[mode]}
    </span>
  );
}
