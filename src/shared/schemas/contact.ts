import { z } from "zod";
import { messages } from "../messages";

const CONTACT_MESSAGE_MAX = 5000;

/** The contact form (spec section 5), shared by the web form and POST /api/v1/contact. */
export const contactInput = z.strictObject({
  fullName: z
    .string({ error: messages.fullNameRequired })
    .trim()
    .min(1, messages.fullNameRequired)
    .max(100, messages.fullNameTooLong),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254, messages.emailInvalid)
    .pipe(z.email({ error: messages.emailInvalid }))
    .transform((value) => value.toLowerCase()),
  message: z
    .string({ error: messages.messageRequired })
    .trim()
    .min(1, messages.messageRequired)
    .max(CONTACT_MESSAGE_MAX, messages.messageTooLong),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactOutput = z.object({ id: z.string(), message: z.string() });
export type ContactOutput = z.infer<typeof contactOutput>;
