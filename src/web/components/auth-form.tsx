import type { FormEvent, ReactNode } from "react";
import { AuthCard } from "./auth-card";
import { AuthLink } from "./auth-link";
import { StackedForm } from "./ui/stacked-form";

/** The form page of sign-in, sign-up and the password pages: the card, its fields and submit, then the link under it. */
export function AuthForm({
  texts,
  onSubmit,
  pending,
  link,
  children,
}: {
  /** The page's catalogue section: its title, the line under it and the submit button's label. */
  texts: { title: string; subtitle: string; submit: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** The line under the form: an optional question and the link that answers it. */
  link: { prompt?: string; to: string; label: string };
  children: ReactNode;
}) {
  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle}>
      <StackedForm onSubmit={onSubmit} pending={pending} submitLabel={texts.submit}>
        {children}
      </StackedForm>
      <AuthLink prompt={link.prompt} to={link.to}>
        {link.label}
      </AuthLink>
    </AuthCard>
  );
}
