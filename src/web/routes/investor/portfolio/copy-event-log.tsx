import type { CopyEvent } from "../../../../shared/schemas/copies";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";
import { eventText } from "./event-text";

/** A copy's log, newest first, in words, each line with its time, slippage and move since the trader opened. */
export function CopyEventLog({ events, labelledBy }: { events: readonly CopyEvent[]; labelledBy: string }) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  return (
    <ol
      className="mt-2 max-h-80 space-y-2 overflow-y-auto pr-1 text-sm"
      data-testid="copy-events"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus (WCAG 2.1.1)
      tabIndex={0}
      aria-labelledby={labelledBy}
    >
      {events.map((event) => (
        <li
          key={event.id}
          data-kind={event.kind}
          className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
        >
          <p className="break-words text-slate-800 dark:text-slate-200">{eventText(t, fmt, event)}</p>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {fmt.mediumDateTime(event.createdAt)}
            {event.slippagePercent !== null ? (
              <span title={t.portfolio.slippageHint}>
                {" · "}
                {format(t.portfolio.slippage, { value: fmt.rate(event.slippagePercent, true) })}
              </span>
            ) : null}
            {event.moveSinceTraderOpenPercent !== null ? (
              <span title={t.portfolio.moveSinceOpenHint} data-testid="move-since-open">
                {" · "}
                {format(t.portfolio.moveSinceOpen, {
                  value: fmt.rate(event.moveSinceTraderOpenPercent, true),
                })}
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
