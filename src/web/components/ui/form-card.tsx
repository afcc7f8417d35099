import type { FormEventHandler, ReactNode } from "react";
import { Card, CardTitle } from "./card";

/** A card holding one form under its title (contact details, password, verification details). */
export function FormCard({
  id,
  title,
  onSubmit,
  layout,
  children,
}: {
  /** The title's id, which names the card. */
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** How the fields stand: "grid gap-4 sm:grid-cols-2", "space-y-4". */
  layout: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <form onSubmit={onSubmit} noValidate className={`mt-4 ${layout}`}>
        {children}
      </form>
    </Card>
  );
}
