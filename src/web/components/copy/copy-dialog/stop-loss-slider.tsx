import { useId } from "react";
import type { Cents } from "../../../../shared/money";
import { COPY_STOP_LOSS_MAX, COPY_STOP_LOSS_MIN } from "../../../../shared/schemas/copies";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";
import { useFormatters } from "../../../i18n/formatters";

/** 5 to 95 %, with the equity at which the copy closes ("closes if equity falls to $X"). */
export function StopLossSlider({
  value,
  onChange,
  equity,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  equity: Cents | null;
  error?: string | undefined;
}) {
  const t = useDict("copy", enCopy);
  const fmt = useFormatters();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {format(t.dialog.stopLoss, { percent: value })}
      </label>
      <input
        id={id}
        type="range"
        min={COPY_STOP_LOSS_MIN}
        max={COPY_STOP_LOSS_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${value}%`}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full accent-emerald-700 dark:accent-emerald-500"
      />
      <p
        id={`${id}-hint`}
        className="mt-1 text-sm text-slate-700 dark:text-slate-300"
        data-testid="stop-loss-figure"
      >
        {format(t.dialog.stopLossHint, { amount: equity === null ? t.none : fmt.usd(equity) })}{" "}
        <span className="text-slate-600 dark:text-slate-400">{t.dialog.stopLossGap}</span>
      </p>
      {error ? <p className="mt-1.5 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
