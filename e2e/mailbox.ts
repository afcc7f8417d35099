import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { e2eMailbox } from "../playwright.config";
import { decodeBody } from "../src/server/test/smtp-receiver";

/** Waits for the newest email to `to` whose subject matches, and returns its decoded source. */
export async function waitForEmail(to: string, subject: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        if (!existsSync(e2eMailbox)) return "";
        const files = readdirSync(e2eMailbox).sort().reverse();
        for (const file of files) {
          const body = decodeBody(readFileSync(join(e2eMailbox, file), "utf8"));
          if (body.includes(`To: ${to}`) && body.includes(`Subject: ${subject}`)) {
            found = body;
            return body;
          }
        }
        return "";
      },
      { timeout: 15_000, message: `email "${subject}" to ${to}` },
    )
    .not.toBe("");
  return found;
}
