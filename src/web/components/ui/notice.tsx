import type { ReactNode } from "react";

/**
 * An amber box that needs the reader's attention: a bold title, then its lines. `role`: "note" for
 * advice (a reviewer's reason), "status" for a state that awaits someone (a proposal, a new address).
 * `className` gives its shape: corners, padding, text size and margin.
 */
export function Notice({
  title,
  role,
  className,
  children,
}: {
  title: string;
  role: "note" | "status";
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      className={`border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200 ${className}`}
    >
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}
