import pg from "pg";
import { describe, expect, it } from "vitest";
import { isBadInputError, isUnavailableError } from "./errors";

describe("database errors", () => {
  it("a refused connection is 'unavailable' (a 503), not a bug", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 2000 });
    const error = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isUnavailableError(error)).toBe(true);
    // as drizzle wraps it
    expect(isUnavailableError(Object.assign(new Error("Failed query: select 1"), { cause: error }))).toBe(
      true,
    );
  });

  it("recognises shutdown and connection-exception codes, and nothing else", () => {
    const withCode = (code: string) => Object.assign(new Error("x"), { code });
    for (const code of ["57P01", "57P03", "08006", "08001", "53300", "25006"]) {
      expect(isUnavailableError(withCode(code)), code).toBe(true);
    }
    expect(isUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    for (const code of ["23505", "22P02", "40001"]) {
      expect(isUnavailableError(withCode(code)), code).toBe(false);
    }
    expect(isUnavailableError(new Error("boom"))).toBe(false);
    expect(isBadInputError(withCode("22021"))).toBe(true);
  });
});
