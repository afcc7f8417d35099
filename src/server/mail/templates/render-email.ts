import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { Email } from "../queue-email";

/** Renders a React Email element to the HTML and plain-text parts of an outbox email. */
export async function renderEmail(
  kind: string,
  to: string,
  subject: string,
  element: ReactElement,
): Promise<Email> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { kind, to, subject, html, text };
}
