import { type ComponentProps, type ComponentPropsWithRef, type ReactNode, useId, useState } from "react";
import { useDict } from "../../i18n";
import enAuth from "../../i18n/en/auth";
import enCommon from "../../i18n/en/common";
import { translateMessage } from "../../i18n/translate";
import { useHydrated } from "../../prerendered";
import { Icon } from "../icons";

export const inputClass =
  "block h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/20 focus:outline-none disabled:opacity-60 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500 dark:focus:border-emerald-400 dark:focus:ring-emerald-400/20 aria-invalid:border-red-500 aria-invalid:focus:border-red-500 aria-invalid:focus:ring-red-500/20 dark:aria-invalid:border-red-400 dark:aria-invalid:focus:border-red-400 dark:aria-invalid:focus:ring-red-400/20";

export function inputBorder(invalid: boolean): string {
  return invalid ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700";
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  // Client-side validation gives our English messages: shown in the language on screen.
  const common = useDict("common", enCommon);
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
      {translateMessage(common, message)}
    </p>
  );
}

/** A group of controls (radio buttons, a choice of cards) under its visible legend. */
export function Fieldset({ legend, children, ...rest }: ComponentProps<"fieldset"> & { legend: ReactNode }) {
  return (
    <fieldset {...rest}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  labelAside?: ReactNode;
  children: ReactNode;
}

export function FieldShell({ id, label, hint, error, labelAside, children }: FieldShellProps) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
          {hint ? <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">{hint}</span> : null}
        </label>
        {labelAside}
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type InputProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

/** A labelled input whose error sits under it, tied by aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, labelAside, className = "", ...props }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${inputBorder(Boolean(error))} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}

/** A labelled choice among `values`, each shown by its label in `labels`; the error sits under it. */
export function ChoiceField<V extends string>({
  id,
  label,
  error,
  values,
  labels,
  ...props
}: Omit<ComponentPropsWithRef<"select">, "id" | "children"> & {
  id: string;
  label: string;
  error?: string | undefined;
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <select id={id} className={`${inputClass} ${inputBorder(Boolean(error))}`} {...props}>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** An email address field: the email keyboard and the browser's saved address. */
export function EmailField(props: Omit<InputProps, "type" | "autoComplete">) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A phone number field: the phone keypad and the browser's saved number. */
export function PhoneField(props: Omit<InputProps, "type" | "autoComplete">) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

/**
 * A decimal typed as text (an amount, a quantity, a price): numeric keyboard, no autofill. Takes
 * react-hook-form's `register` as it is; DecimalField is the same field held in state.
 */
export function DecimalTextField(props: Omit<InputProps, "inputMode" | "autoComplete">) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

/** DecimalTextField with its value in the caller's state. */
export function DecimalField({
  value,
  onValueChange,
  ...props
}: Omit<InputProps, "value" | "onChange" | "inputMode" | "autoComplete"> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <DecimalTextField value={value} onChange={(event) => onValueChange(event.target.value)} {...props} />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, labelAside, ...props }: Omit<InputProps, "type">) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const t = useDict("auth", enAuth).passwordToggle;
  // Disabled until the app runs (the login page is prerendered): a click would otherwise be lost.
  const hydrated = useHydrated();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} ${inputBorder(Boolean(error))} pr-12`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          disabled={!hydrated}
          aria-label={visible ? t.hide : t.show}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-400 dark:hover:text-white"
        >
          {visible ? <Icon name="eyeOff" /> : <Icon name="eye" />}
        </button>
      </div>
    </FieldShell>
  );
}

export const textLinkClass =
  "rounded font-medium text-emerald-700 hover:text-emerald-800 hover:underline dark:text-emerald-400 dark:hover:text-emerald-300";
