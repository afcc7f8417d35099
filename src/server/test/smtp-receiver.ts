import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in-process that keeps what it receives; `stop()` makes it unreachable. */
export async function startSmtpReceiver(port = 0) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of a raw email (quoted-printable soft breaks and escapes undone). */
export function decodeBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Quoted-printable undone as bytes, then read as UTF-8 (decodeBody reads bytes as Latin-1). */
export function utf8Body(raw: string): string {
  const bytes = Buffer.from(raw.replace(/=\r?\n/g, ""), "utf8").toString("latin1");
  const decoded = bytes.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(decoded, "latin1").toString("utf8");
}

/** The Subject header with its MIME encoded-words (RFC 2047, B or Q) decoded. */
export function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw);
  if (!match) throw new Error(`no Subject in ${raw}`);
  return match[1]!
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    )
    .replace(/\r?\n[ \t]/g, " ");
}
