import { Text } from "@react-email/components";
import { z } from "zod";
import { fillText } from "./email-texts";
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
  subject: ({ fullName }, texts) => fillText(texts.contactMessage.subject, { name: oneLine(fullName) }),
  body: (facts, texts) => (
    <EmailLayout
      texts={texts}
      preview={fillText(texts.contactMessage.preview, { name: oneLine(facts.fullName) })}
      title={texts.contactMessage.title}
    >
      <Text style={paragraph}>
        <strong>{texts.contactMessage.from}</strong> {facts.fullName} &lt;{facts.email}&gt;
      </Text>
      <Text style={{ ...paragraph, whiteSpace: "pre-wrap" }}>{facts.message}</Text>
      <Text style={{ color: "#64748b", fontSize: "12px" }}>
        {fillText(texts.contactMessage.reference, { reference: facts.reference })}
      </Text>
    </EmailLayout>
  ),
});
