import { toPlainText } from "@react-email/components";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema";
import { deliverToReceiver, useSmtpReceiver, withdrawalConfirmation } from "../../test/mail-delivery";
import { decodeBody } from "../../test/smtp-receiver";
import { ADMIN, useTestApp } from "../../test/test-app";
import { renderQueuedEmail } from "../emails";
import { ADMINS, type EmailIntent, queueEmail } from "../queue-email";

const hostile = `<img src=x onerror="alert('x')">&"`;
const escaped = "&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt;&amp;&quot;";

/** The HTML part of a decoded multipart email. */
function htmlPart(body: string): string {
  const start = body.indexOf("Content-Type: text/html");
  if (start < 0) throw new Error(`no HTML part in ${body}`);
  const end = body.indexOf("\n--", start);
  return body.slice(start, end < 0 ? undefined : end);
}

describe("every email template, queued with its props and rendered at delivery over SMTP", () => {
  const t = useTestApp();
  const receiver = useSmtpReceiver();

  const cases: [string, EmailIntent, string, string][] = [
    [
      "welcome",
      { kind: "welcome", to: "w@example.com", props: { name: hostile, loginUrl: "http://app/login" } },
      "w@example.com",
      "Welcome to Swift Trade Exchange",
    ],
    [
      "verification",
      { kind: "verify-email", to: "v@example.com", props: { name: hostile, verifyUrl: "http://app/verify" } },
      "v@example.com",
      "Verify your email address",
    ],
    [
      "password reset",
      {
        kind: "reset-password",
        to: "r@example.com",
        props: { name: hostile, resetUrl: "http://app/reset" },
      },
      "r@example.com",
      "Reset your password",
    ],
    [
      "withdrawal request",
      {
        kind: "withdrawal-request",
        to: ADMINS,
        props: {
          userName: hostile,
          userEmail: "u@example.com",
          amount: "$1,000.00",
          method: hostile,
          walletAddress: hostile,
          transactionId: "TNX-123456",
        },
      },
      ADMIN.email,
      "Withdrawal Request",
    ],
    [
      "withdrawal confirmation",
      withdrawalConfirmation("c@example.com", {
        userName: hostile,
        walletAddress: hostile,
        transactionId: "TNX-654321",
      }),
      "c@example.com",
      "Withdrawal Confirmation",
    ],
    [
      "copy stopped",
      {
        kind: "copy-stopped",
        to: "i@example.com",
        props: {
          userName: hostile,
          traderName: hostile,
          stopLossPercent: 10,
          stopLossEquity: "$900.00",
          lossPercent: "10.01",
          invested: "$1,000.00",
          returned: "$899.92",
          mode: "live",
        },
      },
      "i@example.com",
      "Your copy was stopped",
    ],
    [
      "contact message",
      {
        kind: "contact-message",
        to: "support@example.com",
        props: {
          fullName: "Eve\r\nBcc: victim@example.com",
          email: "eve@example.com",
          message: hostile,
          reference: "ref-1",
        },
      },
      "support@example.com",
      "Contact form: Eve Bcc: victim@example.com",
    ],
  ];

  it.each(cases)(
    "%s: right subject, one right recipient, user values escaped, 600px wide",
    async (_name, intent, to, subject) => {
      const id = await queueEmail(t.app.db, intent);
      const [queued] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
      // Nothing rendered when it is queued: only the props, and the subject.
      expect(queued).toMatchObject({
        kind: intent.kind,
        subject,
        html: null,
        text: null,
        props: intent.props,
      });

      const messages = (await deliverToReceiver(t.app, receiver)).filter((m) => m.to.includes(to));
      expect(messages, `${to} received nothing`).toHaveLength(1);
      const message = messages[0]!;
      expect(message.to).toEqual([to]);
      const body = decodeBody(message.raw);
      expect(body).toContain(`Subject: ${subject}`);
      // A line break in a value never reaches the headers (the message's part before the first blank line).
      const headers = message.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).toMatch(new RegExp(`^To: ${to}\r?$`, "m"));
      const html = htmlPart(body);
      expect(html).toContain("max-width:600px");
      expect(html).not.toContain("<img src=x");
      if (JSON.stringify(intent.props).includes("onerror")) expect(html).toContain(escaped);
    },
  );

  it.each(cases)("%s: the plain-text part is React Email's own text of the HTML", async (_name, intent) => {
    // renderElement converts with a converter compiled once; React Email's toPlainText compiles its
    // options on every call. The two must give the same text.
    const { html, text } = await renderQueuedEmail(intent.kind, intent.props);
    expect(text).toBe(toPlainText(html));
    expect(text).toContain("Swift Trade Exchange");
  });

  it("the kinds and their props are checked by the compiler", async () => {
    const wrongProps = {
      kind: "welcome",
      to: "x@example.com",
      // @ts-expect-error a welcome email has no transactionId, and needs a loginUrl
      props: { name: "x", transactionId: "TNX-1" },
    } satisfies EmailIntent;
    // @ts-expect-error no such kind
    const unknownKind: EmailIntent = { kind: "newsletter", to: "x@example.com", props: {} };
    expect([wrongProps, unknownKind]).toHaveLength(2);
  });
});
