import { Button, Text } from "@react-email/components";
import { z } from "zod";
import { button, EmailLayout, paragraph } from "./layout";
import { defineEmail } from "./render-email";

export const welcomeEmail = defineEmail({
  props: z.object({ name: z.string(), loginUrl: z.string() }),
  subject: () => "Welcome to Swift Trade Exchange",
  body: ({ name, loginUrl }) => (
    <EmailLayout preview="Your account is ready" title={`Welcome, ${name}`}>
      <Text style={paragraph}>
        Thank you for joining Swift Trade Exchange. New accounts are activated by our team within 24 hours;
        you can sign in at any time to complete your profile.
      </Text>
      <Button href={loginUrl} style={button}>
        Log in to your account
      </Button>
    </EmailLayout>
  ),
});

export const verifyEmailEmail = defineEmail({
  props: z.object({ name: z.string(), verifyUrl: z.string() }),
  subject: () => "Verify your email address",
  body: ({ name, verifyUrl }) => (
    <EmailLayout preview="Confirm your email address" title="Verify your email address">
      <Text style={paragraph}>Hello {name}, please confirm that this is your email address.</Text>
      <Button href={verifyUrl} style={button}>
        Verify email
      </Button>
      <Text style={paragraph}>
        The link is valid for one hour. If you did not sign up, ignore this email.
      </Text>
    </EmailLayout>
  ),
});

export const resetPasswordEmail = defineEmail({
  props: z.object({ name: z.string(), resetUrl: z.string() }),
  subject: () => "Reset your password",
  body: ({ name, resetUrl }) => (
    <EmailLayout preview="Choose a new password" title="Reset your password">
      <Text style={paragraph}>
        Hello {name}, someone asked to reset the password of your account. Choose a new one with the button
        below; every device signed in to your account will be signed out.
      </Text>
      <Button href={resetUrl} style={button}>
        Choose a new password
      </Button>
      <Text style={paragraph}>
        The link is valid for one hour. If you did not ask for this, ignore this email.
      </Text>
    </EmailLayout>
  ),
});
