import type { z } from "zod";
import { messages } from "../../shared/messages";
import type { ContactOutput, contactInput } from "../../shared/schemas/contact";
import type { Runner } from "../db/client";
import { rowId } from "../db/row-id";
import { contactMessages } from "../db/schema";
import { queueEmail } from "../mail/queue-email";

export interface ContactContext {
  supportEmail: string;
  ipAddress: string | null;
}

/** Stores a contact-form message and queues it to support (rendered at delivery), in one transaction. */
export async function sendContactMessage(
  db: Runner,
  input: z.output<typeof contactInput>,
  context: ContactContext,
): Promise<ContactOutput> {
  const id = rowId();
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
      props: { fullName: input.fullName, email: input.email, message: input.message, reference: id },
    });
  });
  return { id, message: messages.messageSent };
}
