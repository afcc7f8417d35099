import { useId } from "react";
import { Icon } from "../icons";

/** A labelled search input (the placeholder doubles as its accessible name). */
export function SearchBox({
  value,
  onChange,
  placeholder,
  compact = false,
  className = compact ? "flex-1" : "",
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string | undefined;
  /** The shorter input of a list's toolbar (h-10), growing to fill the row. */
  compact?: boolean;
  /** The box's width in its row (the compact box fills it by default). */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `relative ${className}` : "relative"}>
      <label htmlFor={id} className="sr-only">
        {placeholder}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        className={`block ${compact ? "h-10" : "h-11"} w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/20 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500 dark:focus:border-emerald-400`}
      />
    </div>
  );
}
