import type { z } from "zod";
import type { Language } from "../../shared/languages";
import { resetPasswordEmail, verifyEmailEmail, welcomeEmail } from "./templates/account-emails";
import { contactMessageEmail } from "./templates/contact-email";
import { copyStoppedEmail, copyTakeProfitEmail } from "./templates/copy-emails";
import { withdrawalConfirmationEmail, withdrawalRequestEmail } from "./templates/money-emails";
import { type RenderedEmail, renderElement, textsOf } from "./templates/render-email";
import { verificationDecidedEmail } from "./templates/verification-emails";

/** Every email the platform sends, by kind (the `kind` column of the outbox). */
const emailTemplates = {
  welcome: welcomeEmail,
  "verify-email": verifyEmailEmail,
  "reset-password": resetPasswordEmail,
  "withdrawal-request": withdrawalRequestEmail,
  "withdrawal-confirmation": withdrawalConfirmationEmail,
  "contact-message": contactMessageEmail,
  "copy-stopped": copyStoppedEmail,
  "copy-take-profit": copyTakeProfitEmail,
  "verification-decided": verificationDecidedEmail,
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

/**
 * The subject of an intent: in English when it is queued (stored with it; no rendering involved),
 * in the recipient's language when it is delivered.
 */
export function emailSubject(intent: Pick<EmailIntent, "kind" | "props">, language: Language = "en"): string {
  const template = emailTemplates[intent.kind];
  return template.subject(intent.props as never, textsOf(language));
}

/**
 * Renders a queued email from its stored props, subject included, in `language` (the recipient's
 * saved language; English when they have none). Throws on an unknown kind or props that do not fit
 * the template (they come back from the database: an old or hand-made row must not send garbage).
 */
export async function renderQueuedEmail(
  kind: string,
  props: unknown,
  language: Language | null = null,
): Promise<RenderedEmail & { subject: string }> {
  if (!isEmailKind(kind)) throw new Error(`no email template for kind '${kind}'`);
  const template = emailTemplates[kind];
  const parsed = template.props.safeParse(props);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "props"}: ${issue.message}`,
    );
    throw new Error(`props of '${kind}' do not fit its template: ${problems.join("; ")}`);
  }
  const texts = textsOf(language);
  const rendered = await renderElement(template.body(parsed.data as never, texts));
  return { ...rendered, subject: template.subject(parsed.data as never, texts) };
}
