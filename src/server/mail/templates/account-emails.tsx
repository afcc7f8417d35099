import { Button, Text } from "@react-email/components";
import { button, EmailLayout, paragraph } from "./layout";
import { renderEmail } from "./render-email";

interface Recipient {
  name: string;
  email: string;
}

export function welcomeEmail(user: Recipient, loginUrl: string) {
  return renderEmail(
    "welcome",
    user.email,
    "Welcome to Swift Trade Exchange",
    <EmailLayout preview="Your account is ready" title={`Welcome, ${user.name}`}>
      <Text style={paragraph}>
        Thank you for joining Swift Trade Exchange. New accounts are activated by our team within 24 hours;
        you can sign in at any time to complete your profile.
      </Text>
      <Button href={loginUrl} style={button}>
        Log in to your account
      </Button>
    </EmailLayout>,
  );
}

export function verifyEmailEmail(user: Recipient, verifyUrl: string) {
  return renderEmail(
    "verify-email",
    user.email,
    "Verify your email address",
    <EmailLayout preview="Confirm your email address" title="Verify your email address">
      <Text style={paragraph}>Hello {user.name}, please confirm that this is your email address.</Text>
      <Button href={verifyUrl} style={button}>
        Verify email
      </Button>
      <Text style={paragraph}>
        The link is valid for one hour. If you did not sign up, ignore this email.
      </Text>
    </EmailLayout>,
  );
}

export function resetPasswordEmail(user: Recipient, resetUrl: string) {
  return renderEmail(
    "reset-password",
    user.email,
    "Reset your password",
    <EmailLayout preview="Choose a new password" title="Reset your password">
      <Text style={paragraph}>
        Hello {user.name}, someone asked to reset the password of your account. Choose a new one with the
        button below; every device signed in to your account will be signed out.
      </Text>
      <Button href={resetUrl} style={button}>
        Choose a new password
      </Button>
      <Text style={paragraph}>
        The link is valid for one hour. If you did not ask for this, ignore this email.
      </Text>
    </EmailLayout>,
  );
}
