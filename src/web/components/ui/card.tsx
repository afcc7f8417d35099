import type { ComponentProps } from "react";

/** app: the signed-in screens' card; landing: the public pages' card; none: a flush card (a list inside). */
export type CardPadding = "app" | "landing" | "none";

const base = "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

const paddings: Record<CardPadding, string> = {
  app: "p-5 sm:p-6",
  landing: "p-6",
  none: "",
};

/** The card look as a class, for an element other than a `<section>` (a form, a list item): one source of truth. */
export function cardClass(padding: CardPadding = "app", className?: string): string {
  return [base, paddings[padding], className].filter(Boolean).join(" ");
}

export type CardProps = ComponentProps<"section"> & { padding?: CardPadding };

/** A card section; give it aria-labelledby (its heading) or aria-label. */
export function Card({ padding = "app", className, ...rest }: CardProps) {
  return <section {...rest} className={cardClass(padding, className)} />;
}
