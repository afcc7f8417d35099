import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Where emails go: an SMTP server, or (no SMTP_URL) the log, with the email kept in the outbox. */
export interface MailTransport {
  kind: "smtp" | "log";
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): MailTransport {
  if (!smtpUrl) {
    return {
      kind: "log",
      send: async (email) => {
        log.info(
          { to: email.to, subject: email.subject },
          "email not sent (no SMTP_URL); kept in the outbox",
        );
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: "smtp",
    send: async (email) => {
      await transporter.sendMail({ from, ...email });
    },
    close: () => transporter.close(),
  };
}
