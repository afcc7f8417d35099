import { Text } from "@react-email/components";
import { EmailLayout, paragraph } from "./layout";
import { renderEmail } from "./render-email";

export interface ContactFacts {
  fullName: string;
  email: string;
  message: string;
  reference: string;
}

/** One line, no control characters: a name with line breaks must not inject email headers. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, " ").trim();

/** To support: a message sent through the public contact form. */
export function contactMessageEmail(supportEmail: string, facts: ContactFacts) {
  return renderEmail(
    "contact-message",
    supportEmail,
    `Contact form: ${oneLine(facts.fullName)}`,
    <EmailLayout
      preview={`Message from ${oneLine(facts.fullName)}`}
      title="New message from the contact form"
    >
      <Text style={paragraph}>
        <strong>From:</strong> {facts.fullName} &lt;{facts.email}&gt;
      </Text>
      <Text style={{ ...paragraph, whiteSpace: "pre-wrap" }}>{facts.message}</Text>
      <Text style={{ color: "#64748b", fontSize: "12px" }}>Reference {facts.reference}</Text>
    </EmailLayout>,
  );
}
