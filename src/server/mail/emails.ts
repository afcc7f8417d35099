import type { z } from "zod";
import { resetPasswordEmail, verifyEmailEmail, welcomeEmail } from "./templates/account-emails";
import { contactMessageEmail } from "./templates/contact-email";
import { copyStoppedEmail } from "./templates/copy-emails";
import { withdrawalConfirmationEmail, withdrawalRequestEmail } from "./templates/money-emails";
import { type RenderedEmail, renderElement } from "./templates/render-email";

/** Every email the platform sends, by kind (the `kind` column of the outbox). */
const emailTemplates = {
  welcome: welcomeEmail,
  "verify-email": verifyEmailEmail,
  "reset-password": resetPasswordEmail,
  "withdrawal-request": withdrawalRequestEmail,
  "withdrawal-confirmation": withdrawalConfirmationEmail,
  "contact-message": contactMessageEmail,
  "copy-stopped": copyStoppedEmail,
};

type EmailKind = keyof typeof emailTemplates;
type EmailProps<K extends EmailKind> = z.input<(typeof emailTemplates)[K]["props"]>;

/** Every user with this role gets their own copy, addressed when the email is delivered. */
export const ADMINS = { role: "admin" } as const;
type Recipient = string | typeof ADMINS;

/** What a use case queues: which email, to whom, with which values. Rendered only at delivery. */
export type EmailIntent = {
  [K in EmailKind]: { kind: K; to: Recipient; props: EmailProps<K> };
}[EmailKind];

function isEmailKind(kind: string): kind is EmailKind {
  return Object.hasOwn(emailTemplates, kind);
}

/** The subject of an intent (stored with it when it is queued; no rendering involved). */
export function emailSubject(intent: Pick<EmailIntent, "kind" | "props">): string {
  const template = emailTemplates[intent.kind];
  return template.subject(intent.props as never);
}

/**
 * Renders a queued email from its stored props. Throws on an unknown kind or props that do not fit
 * the template (they come back from the database: an old or hand-made row must not send garbage).
 */
export async function renderQueuedEmail(kind: string, props: unknown): Promise<RenderedEmail> {
  if (!isEmailKind(kind)) throw new Error(`no email template for kind '${kind}'`);
  const template = emailTemplates[kind];
  const parsed = template.props.safeParse(props);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "props"}: ${issue.message}`,
    );
    throw new Error(`props of '${kind}' do not fit its template: ${problems.join("; ")}`);
  }
  return renderElement(template.body(parsed.data as never));
}
