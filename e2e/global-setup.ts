import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { e2eMailbox, e2eSmtpPort } from "../playwright.config";
import { startSmtpReceiver } from "../src/server/test/smtp-receiver";
import { startE2eMarket } from "./stub-market";

/** A real SMTP server for the e2e app; every email it receives is written to the mailbox folder. */
export default async function globalSetup() {
  mkdirSync(e2eMailbox, { recursive: true });
  const receiver = await startSmtpReceiver(e2eSmtpPort);
  const stopMarket = await startE2eMarket();
  const saved = new Set<number>();
  const timer = setInterval(() => {
    receiver.received.forEach((email, index) => {
      if (saved.has(index)) return;
      saved.add(index);
      writeFileSync(join(e2eMailbox, `${Date.now()}-${index}.eml`), email.raw);
    });
  }, 100);
  return async () => {
    clearInterval(timer);
    await receiver.stop();
    await stopMarket();
  };
}
