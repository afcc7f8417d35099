import type { FormEventHandler, ReactNode } from "react";
import { Button } from "./button";
import { Card, CardTitle } from "./card";

/** How a card's fields stand: in two columns from the small breakpoint, or one under another. */
const layouts = { columns: "grid gap-4 sm:grid-cols-2", stack: "space-y-4" };

/** A card holding one form under its title (contact details, password, verification details). */
export function FormCard({
  id,
  title,
  onSubmit,
  layout,
  submit,
  children,
}: {
  /** The title's id, which names the card. */
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  layout: keyof typeof layouts;
  /** The submit button after the fields (a whole row of the columns); none without. */
  submit?: { label: string; pending: boolean };
  children: ReactNode;
}) {
  const button = submit ? (
    <Button type="submit" pending={submit.pending}>
      {submit.label}
    </Button>
  ) : null;
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <form onSubmit={onSubmit} noValidate className={`mt-4 ${layouts[layout]}`}>
        {children}
        {button && layout === "columns" ? <div className="sm:col-span-2">{button}</div> : button}
      </form>
    </Card>
  );
}
