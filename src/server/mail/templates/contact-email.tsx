import { Text } from "@react-email/components";
import { z } from "zod";
import { EmailLayout, paragraph } from "./layout";
import { defineEmail, oneLine } from "./render-email";

/** To support: a message sent through the public contact form. */
export const contactMessageEmail = defineEmail({
  props: z.object({
    fullName: z.string(),
    email: z.string(),
    message: z.string(),
    reference: z.string(),
  }),
  subject: ({ fullName }) => `Contact form: ${oneLine(fullName)}`,
  body: (facts) => (
    <EmailLayout
      preview={`Message from ${oneLine(facts.fullName)}`}
      title="New message from the contact form"
    >
      <Text style={paragraph}>
        <strong>From:</strong> {facts.fullName} &lt;{facts.email}&gt;
      </Text>
      <Text style={{ ...paragraph, whiteSpace: "pre-wrap" }}>{facts.message}</Text>
      <Text style={{ color: "#64748b", fontSize: "12px" }}>Reference {facts.reference}</Text>
    </EmailLayout>
  ),
});
