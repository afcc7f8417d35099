import { useId } from "react";
import { format, useDict } from "../../../../i18n";
import enMarkets from "../../../../i18n/en/markets";

/** Leverage from 1:1 up to the instrument's cap (disabled when the cap is 1:1), its value beside the label. */
export function LeverageSlider({
  value,
  cap,
  onChange,
}: {
  value: number;
  cap: number;
  onChange: (leverage: number) => void;
}) {
  const t = useDict("markets", enMarkets);
  const id = useId();
  const text = format(t.ticket.leverageValue, { leverage: value });
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t.ticket.leverage}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={1}
        max={cap}
        step={1}
        value={value}
        disabled={cap === 1}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-emerald-700 dark:accent-emerald-500"
      />
    </div>
  );
}
