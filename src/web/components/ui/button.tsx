import type { ComponentProps } from "react";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { useHydrated } from "../../prerendered";
import { Spinner } from "../loading";

/** primary, secondary: the app's two button looks; none: the caller's className is the whole look. */
export type ButtonVariant = "primary" | "secondary" | "none";

const base =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Exclude<ButtonVariant, "none">, string> = {
  primary:
    "bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
};

/** The button look as a class, for a `<Link>` or `<a>` styled as a button: the one source of truth. */
export function buttonClass(variant: Exclude<ButtonVariant, "none"> = "primary", className?: string): string {
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
      className={variant === "none" ? className : buttonClass(variant, className)}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}

const loadMoreClass =
  "inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";

/** A list's "Load more" button, with a spinner while the next page comes. */
export function LoadMoreButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const { messages } = useDict("common", enCommon);
  return (
    <Button variant="none" pending={pending} onClick={onClick} className={loadMoreClass}>
      {messages.loadMore}
    </Button>
  );
}

/**
 * A row's small secondary action ("Close", "Add funds"); `target` completes its name for screen
 * readers ("Close BTCUSD") where several rows have the same button.
 */
export function RowActionButton({
  label,
  target,
  ...rest
}: Omit<ButtonProps, "children"> & { label: string; target?: string }) {
  return (
    <Button variant="secondary" className="h-9 px-3" {...rest}>
      {label}
      {target ? <span className="sr-only"> {target}</span> : null}
    </Button>
  );
}
