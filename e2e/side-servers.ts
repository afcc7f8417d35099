/**
 * The e2e app's neighbours, in their own process started by Playwright before the app (the first
 * `webServer` of playwright.config.ts): a real SMTP server that writes every email it receives to
 * the mailbox folder, and the stub market feed (e2e/stub-market.ts). They used to start in global
 * setup, which Playwright runs only after the web servers are up: the app's first feed read then
 * failed and kept it on simulated quotes for a minute, and the tests that need live quotes waited.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { e2eMailbox, e2eSmtpPort } from "../playwright.config";
import { startSmtpReceiver } from "../src/server/test/smtp-receiver";
import { startE2eMarket } from "./stub-market";

mkdirSync(e2eMailbox, { recursive: true });
const receiver = await startSmtpReceiver(e2eSmtpPort);
const saved = new Set<number>();
const timer = setInterval(() => {
  receiver.received.forEach((email, index) => {
    if (saved.has(index)) return;
    saved.add(index);
    writeFileSync(join(e2eMailbox, `${Date.now()}-${index}.eml`), email.raw);
  });
}, 50);
// Listening last: its readiness URL (/__stub/ready) tells Playwright that both are up.
const stopMarket = await startE2eMarket();

async function stop() {
  clearInterval(timer);
  await Promise.all([receiver.stop(), stopMarket()]);
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
