import { Button, Text } from "@react-email/components";
import { z } from "zod";
import { fillText } from "./email-texts";
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

export const verifyEmailEmail = defineEmail({
  props: z.object({ name: z.string(), verifyUrl: z.string() }),
  subject: (_props, texts) => texts.verifyEmail.subject,
  body: ({ name, verifyUrl }, texts) => (
    <EmailLayout texts={texts} preview={texts.verifyEmail.preview} title={texts.verifyEmail.title}>
      <Text style={paragraph}>{fillText(texts.verifyEmail.body, { name })}</Text>
      <Button href={verifyUrl} style={button}>
        {texts.verifyEmail.button}
      </Button>
      <Text style={paragraph}>{texts.verifyEmail.validity}</Text>
    </EmailLayout>
  ),
});

export const resetPasswordEmail = defineEmail({
  props: z.object({ name: z.string(), resetUrl: z.string() }),
  subject: (_props, texts) => texts.resetPassword.subject,
  body: ({ name, resetUrl }, texts) => (
    <EmailLayout texts={texts} preview={texts.resetPassword.preview} title={texts.resetPassword.title}>
      <Text style={paragraph}>{fillText(texts.resetPassword.body, { name })}</Text>
      <Button href={resetUrl} style={button}>
        {texts.resetPassword.button}
      </Button>
      <Text style={paragraph}>{texts.resetPassword.validity}</Text>
    </EmailLayout>
  ),
});
