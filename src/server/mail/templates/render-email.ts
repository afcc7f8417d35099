import { plainTextSelectors, render } from "@react-email/components";
import { compile } from "html-to-text";
import { createElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { z } from "zod";
import type { Language } from "../../../shared/languages";
import { type EmailTexts, emailTexts } from "./email-texts";

/**
 * One kind of email: the props it is queued with (checked again when it is rendered, since they
 * come back from the database), its subject and its body. Values reach the body only as JSX
 * children and attributes, so React escapes them.
 */
export interface EmailTemplate<Props extends z.ZodType = z.ZodType> {
  props: Props;
  /**
   * Plain text on one line: computed in English when the email is queued and stored with it, and
   * again in the recipient's language when it is delivered.
   */
  subject(props: z.output<Props>, texts: EmailTexts): string;
  body(props: z.output<Props>, texts: EmailTexts): ReactElement;
}

export function defineEmail<Props extends z.ZodType>(template: EmailTemplate<Props>): EmailTemplate<Props> {
  return template;
}

/** The texts of `language` (English when none). */
export const textsOf = (language: Language | null | undefined): EmailTexts => emailTexts[language ?? "en"];

/**
 * A text with `{name}` placeholders filled with React nodes (a value, or `<strong>` around one):
 * values stay children, so React escapes them.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  // Each part in a keyed fragment: React warned of unkeyed elements among the parts.
  return parts.map((part, index) =>
    createElement(
      Fragment,
      { key: index },
      index % 2 === 0 ? part : part in values ? values[part] : `{${part}}`,
    ),
  );
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/**
 * React Email's `toPlainText` (the same options and selectors), compiled once: `toPlainText`
 * compiles them again for every email, and that was most of the conversion's cost.
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * Renders a React Email element to the HTML and plain-text parts of an email. React renders once:
 * the text is converted from the HTML, as `render(element, { plainText: true })` does after a
 * second render of its own (the same text; the render was most of an email's cost, and every
 * withdrawal request sends one).
 */
export async function renderElement(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

/** One line, no control characters: a value with line breaks must not inject email headers. */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, " ").trim();
