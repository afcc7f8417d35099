import type { ComponentProps } from "react";
import { useHydrated } from "../../prerendered";
import { Spinner } from "../loading";

export type ButtonVariant = "primary" | "secondary";

const base =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
};

/** The button look as a class, for a `<Link>` or `<a>` styled as a button: the one source of truth. */
export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return className ? `${base} ${variants[variant]} ${className}` : `${base} ${variants[variant]}`;
}

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  /** While true: shows a spinner before the label, sets aria-busy and disables the button. */
  pending?: boolean;
};

/**
 * A button. A submit button stays disabled until the app runs (see useHydrated): on a prerendered
 * page the form would otherwise be sent natively, fields in the URL.
 */

export function Button({
  variant = "primary",
  pending = false,
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || pending || (type === "submit" && !hydrated)}
      aria-busy={pending || undefined}
      className={buttonClass(variant, className)}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
