/**
 * One way to do each thing in the web app, checked on the sources: a second way fails here instead
 * of waiting for a reader to notice it.
 */
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../server/test/source-files";

describe("the web app", () => {
  it("makes Idempotency-Keys only in use-idempotency-key.ts (one key per user intent, reused by its retries)", () => {
    const elsewhere = sourceFiles(import.meta.dirname)
      .filter(({ path, text }) => text.includes("randomUUID") && !path.endsWith("use-idempotency-key.ts"))
      .map(({ path }) => path);
    expect(elsewhere).toEqual([]);
  });

  it("formats numbers and dates only in i18n/formatters.ts (one locale-aware way, useFormatters)", () => {
    const elsewhere = sourceFiles(import.meta.dirname)
      .filter(
        ({ path, text }) =>
          /Intl\.(NumberFormat|DateTimeFormat)|\.toLocale(String|DateString|TimeString)\(/.test(text) &&
          !path.endsWith("i18n/formatters.ts"),
      )
      .map(({ path }) => path);
    expect(elsewhere).toEqual([]);
  });
});
