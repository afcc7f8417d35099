import { z } from "zod";
import { messages } from "../messages";
import { registerInput } from "./auth";
import { requiredText } from "./required-text";

const CONTACT_MESSAGE_MAX = 5000;

/** The contact form (spec section 5), shared by the web form and POST /api/v1/contact. */
export const contactInput = z.strictObject({
  fullName: registerInput.shape.name,
  email: registerInput.shape.email,
  message: requiredText(messages.messageRequired, CONTACT_MESSAGE_MAX, messages.messageTooLong),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactOutput = z.object({ id: z.string(), message: z.string() });
export type ContactOutput = z.infer<typeof contactOutput>;
