/**
 * One way to do each thing on the server, checked on the sources: a second way fails here instead
 * of waiting for a reader to notice it.
 */
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./test/source-files";

describe("the server", () => {
  it("refuses requests only through the typed helpers of http/errors.ts (unprocessable, conflict, ...)", () => {
    const elsewhere = sourceFiles(import.meta.dirname)
      .filter(({ path, text }) => text.includes("new AppError(") && !path.endsWith("http/errors.ts"))
      .map(({ path }) => path);
    expect(elsewhere).toEqual([]);
  });
});
