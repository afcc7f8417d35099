import { Button, Text } from "@react-email/components";
import { z } from "zod";
import { type EmailTexts, fillText } from "./email-texts";
import { button, EmailLayout, paragraph } from "./layout";
import { defineEmail } from "./render-email";

export const welcomeEmail = defineEmail({
  props: z.object({ name: z.string(), loginUrl: z.string() }),
  subject: (_props, texts) => texts.welcome.subject,
  body: ({ name, loginUrl }, texts) => (
    <EmailLayout
      texts={texts}
      preview={texts.welcome.preview}
      title={fillText(texts.welcome.title, { name })}
    >
      <Text style={paragraph}>{texts.welcome.body}</Text>
      <Button href={loginUrl} style={button}>
        {texts.welcome.button}
      </Button>
    </EmailLayout>
  ),
});

/** An email whose point is one link: a greeting with the reason, the button, and how long the link works. */
function LinkEmail({
  texts,
  copy,
  name,
  href,
}: {
  texts: EmailTexts;
  copy: EmailTexts["verifyEmail" | "resetPassword"];
  name: string;
  href: string;
}) {
  return (
    <EmailLayout texts={texts} preview={copy.preview} title={copy.title}>
      <Text style={paragraph}>{fillText(copy.body, { name })}</Text>
      <Button href={href} style={button}>
        {copy.button}
      </Button>
      <Text style={paragraph}>{copy.validity}</Text>
    </EmailLayout>
  );
}

export const verifyEmailEmail = defineEmail({
  props: z.object({ name: z.string(), verifyUrl: z.string() }),
  subject: (_props, texts) => texts.verifyEmail.subject,
  body: ({ name, verifyUrl }, texts) => (
    <LinkEmail texts={texts} copy={texts.verifyEmail} name={name} href={verifyUrl} />
  ),
});

export const resetPasswordEmail = defineEmail({
  props: z.object({ name: z.string(), resetUrl: z.string() }),
  subject: (_props, texts) => texts.resetPassword.subject,
  body: ({ name, resetUrl }, texts) => (
    <LinkEmail texts={texts} copy={texts.resetPassword} name={name} href={resetUrl} />
  ),
});
