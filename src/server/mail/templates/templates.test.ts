import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBody, startSmtpReceiver } from "../../test/smtp-receiver";
import { createTestApp, type TestApp } from "../../test/test-app";
import { deliverOutbox } from "../deliver-outbox";
import { type Email, queueEmail } from "../queue-email";
import { createMailTransport } from "../transport";
import { resetPasswordEmail, verifyEmailEmail, welcomeEmail } from "./account-emails";
import { contactMessageEmail } from "./contact-email";
import { withdrawalConfirmationEmail, withdrawalRequestEmail } from "./money-emails";

const hostile = `<img src=x onerror="alert('x')">&"`;
const escaped = "&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt;&amp;&quot;";

describe("every email template, delivered over SMTP", () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await startSmtpReceiver();
  });
  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });

  const cases: [string, () => Promise<Email>, string, string][] = [
    [
      "welcome",
      () => welcomeEmail({ name: hostile, email: "w@example.com" }, "http://app/login"),
      "w@example.com",
      "Welcome to Swift Trade Exchange",
    ],
    [
      "verification",
      () => verifyEmailEmail({ name: hostile, email: "v@example.com" }, "http://app/verify"),
      "v@example.com",
      "Verify your email address",
    ],
    [
      "password reset",
      () => resetPasswordEmail({ name: hostile, email: "r@example.com" }, "http://app/reset"),
      "r@example.com",
      "Reset your password",
    ],
    [
      "withdrawal request",
      () =>
        withdrawalRequestEmail("admin@example.com", {
          userName: hostile,
          userEmail: "u@example.com",
          amount: "$1,000.00",
          method: hostile,
          walletAddress: hostile,
          transactionId: "TNX-123456",
        }),
      "admin@example.com",
      "Withdrawal Request",
    ],
    [
      "withdrawal confirmation",
      () =>
        withdrawalConfirmationEmail("c@example.com", {
          userName: hostile,
          amount: "$1,000.00",
          fee: "$100.00",
          netAmount: "$900.00",
          method: "Bitcoin",
          walletAddress: hostile,
          transactionId: "TNX-654321",
        }),
      "c@example.com",
      "Withdrawal Confirmation",
    ],
    [
      "contact message",
      () =>
        contactMessageEmail("support@example.com", {
          fullName: "Eve\r\nBcc: victim@example.com",
          email: "eve@example.com",
          message: hostile,
          reference: "ref-1",
        }),
      "support@example.com",
      "Contact form: Eve Bcc: victim@example.com",
    ],
  ];

  it.each(cases)(
    "%s: right subject and recipient, user values escaped, 600px wide",
    async (_name, build, to, subject) => {
      const email = await build();
      await queueEmail(t.app.db, email);
      const transport = createMailTransport(receiver.url, "no-reply@example.com", t.app.log);
      await deliverOutbox(t.app.db, transport);
      transport.close();

      const message = receiver.received.findLast((m) => m.to.includes(to));
      expect(message, `${to} received nothing`).toBeDefined();
      expect(message!.to).toEqual([to]);
      const body = decodeBody(message!.raw);
      expect(body).toContain(`Subject: ${subject}`);
      expect(body).toContain("max-width:600px");
      expect(email.html).not.toContain("<img src=x");
      if (email.html.includes("onerror")) expect(email.html).toContain(escaped);
    },
  );
});
