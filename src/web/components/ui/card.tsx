import type { ComponentProps, ElementType, ReactNode } from "react";

/** app: the signed-in screens' card; landing: the public pages' card; none: a flush card (a list inside). */
type CardPadding = "app" | "landing" | "none";

const base = "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

const paddings: Record<CardPadding, string> = {
  app: "p-5 sm:p-6",
  landing: "p-6",
  none: "",
};

function cardClass(padding: CardPadding, className: string | undefined): string {
  return [base, paddings[padding], className].filter(Boolean).join(" ");
}

/** The elements a card can be: a section (the default), a plain box, a form, a list item. */
type CardElement = "section" | "div" | "form" | "li";

export type CardProps<E extends CardElement = "section"> = ComponentProps<E> & {
  /** The element rendered; a section by default (give it aria-labelledby or aria-label). */
  as?: E;
  padding?: CardPadding;
};

/** The one card look of the app: a section by default, or the element named by `as`. */
export function Card<E extends CardElement = "section">({
  as,
  padding = "app",
  className,
  ...rest
}: CardProps<E>) {
  // One element type among four: React cannot check the props against a union of tags, so it is named loosely here.
  const Element = (as ?? "section") as ElementType;
  return <Element {...rest} className={cardClass(padding, className)} />;
}

/** A card's heading: the h2 its section's aria-labelledby names by `id`; `base` on the market screen's denser cards. */
export function CardTitle({
  id,
  size = "lg",
  className,
  children,
}: {
  id: string;
  size?: "lg" | "base";
  /** Spacing around the heading, where the card's layout wants it. */
  className?: string;
  children: ReactNode;
}) {
  const look = `${size === "lg" ? "text-lg" : "text-base"} font-semibold text-slate-900 dark:text-white`;
  return (
    <h2 id={id} className={className ? `${className} ${look}` : look}>
      {children}
    </h2>
  );
}
