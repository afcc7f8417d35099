import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { ContactOutput, contactInput } from "../../shared/schemas/contact";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { html } from "../mail/escape-html";
import { queueEmail } from "../mail/queue-email";

export interface ContactContext {
  supportEmail: string;
  ipAddress: string | null;
}

/** One line, no control characters: safe in an email subject. */
function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\s]+/gu, " ").trim();
}

/** Stores a contact-form message and queues it to support, in one transaction. */
export async function sendContactMessage(
  db: Db,
  input: z.output<typeof contactInput>,
  context: ContactContext,
): Promise<ContactOutput> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      id,
      fullName: input.fullName,
      email: input.email,
      message: input.message,
      ipAddress: context.ipAddress,
    });
    await queueEmail(tx, {
      kind: "contact-message",
      to: context.supportEmail,
      subject: `Contact form: ${oneLine(input.fullName)}`,
      html: html`<div style="font-family:sans-serif;max-width:600px">
<h1 style="font-size:18px">New message from the contact form</h1>
<p><strong>From:</strong> ${input.fullName} &lt;${input.email}&gt;</p>
<p style="white-space:pre-wrap">${input.message}</p>
<p style="color:#64748b;font-size:12px">Reference ${id}</p>
</div>`,
      text: `New message from the contact form\n\nFrom: ${input.fullName} <${input.email}>\n\n${input.message}\n\nReference ${id}\n`,
    });
  });
  return { id, message: messages.messageSent };
}
