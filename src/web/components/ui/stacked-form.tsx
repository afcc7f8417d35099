import type { FormEvent, ReactNode } from "react";
import { Button } from "./button";

/**
 * A form of stacked fields closed by its full-width submit button: the sign-in and password pages
 * (`gap` 5) and the steps inside dialogs (`gap` 4).
 */
export function StackedForm({
  onSubmit,
  pending,
  submitLabel,
  gap = 5,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  gap?: 4 | 5;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={gap === 4 ? "space-y-4" : "space-y-5"}>
      {children}
      <Button type="submit" pending={pending} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
