import { contactInput, contactOutput } from "../schemas/contact";
import { defineEndpoint } from "./endpoint";

/** Stores the message and emails it to support. */
export const sendContactMessage = defineEndpoint({
  method: "POST",
  path: "/api/v1/contact",
  access: "public",
  summary: "Send a message to support",
  tag: "contact",
  body: contactInput,
  status: 201,
  output: contactOutput,
  errors: [],
});
