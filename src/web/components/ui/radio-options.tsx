import type { ReactNode } from "react";

/** One radio button per option, each in its label (the caller puts them in a Fieldset). */
export function RadioOptions<V extends string>({
  name,
  options,
  value,
  onChange,
  labelOf,
  disabled,
  className,
}: {
  name: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  labelOf: (option: V) => ReactNode;
  /** An option that cannot be picked now. */
  disabled?: (option: V) => boolean;
  className: string;
}) {
  return (
    <div className={className}>
      {options.map((option) => (
        <label key={option} className="inline-flex items-center gap-2 text-slate-800 dark:text-slate-200">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled?.(option)}
            onChange={() => onChange(option)}
            className="size-4 accent-emerald-700 dark:accent-emerald-500"
          />
          {labelOf(option)}
        </label>
      ))}
    </div>
  );
}
