/**
 * One way to do each thing in the web app, checked on the sources: a second way fails here instead
 * of waiting for a reader to notice it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const WEB = join(import.meta.dirname);

function sources(): { path: string; text: string }[] {
  return readdirSync(WEB, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => ({ path: relative(WEB, join(WEB, path)), text: readFileSync(join(WEB, path), "utf8") }));
}

describe("the web app", () => {
  it("makes Idempotency-Keys only in use-idempotency-key.ts (one key per user intent, reused by its retries)", () => {
    const elsewhere = sources()
      .filter(({ path, text }) => text.includes("randomUUID") && !path.endsWith("use-idempotency-key.ts"))
      .map(({ path }) => path);
    expect(elsewhere).toEqual([]);
  });
});
