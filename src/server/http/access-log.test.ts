/**
 * The access log of the real server process: one line per request, with the path but never the
 * query string (reset tokens and search terms stay out of the logs), and no deprecation warnings.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ServerProcess, startServer, waitFor } from "../test/server-process";

let server: ServerProcess;
const logFile = join(mkdtempSync(join(tmpdir(), "ste-log-")), "server.log");

beforeAll(async () => {
  // Without DATABASE_URL the server uses PGlite in its data directory.
  server = await startServer({
    databaseUrl: process.env.DATABASE_URL ?? "",
    logFile,
    env: { LOG_LEVEL: "info" },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const logLines = () =>
  readFileSync(logFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { raw: line };
      }
    });

it("writes one line per request, without the query string", async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/transactions?search=secret-reset-token`);
  expect(response.status).toBe(401);

  const forPath = () => logLines().filter((line) => line.path === "/api/v1/transactions");
  await waitFor(async () => forPath().length > 0, { what: "the access-log line" });
  expect(forPath()).toEqual([
    expect.objectContaining({ msg: "request", method: "GET", statusCode: 401, ip: "127.0.0.1" }),
  ]);
  const log = readFileSync(logFile, "utf8");
  expect(log).not.toContain("secret-reset-token");
  expect(log).not.toContain("incoming request");
  expect(log).not.toContain("request completed");
  expect(log).not.toMatch(/Deprecation|FSTDEP/);
});
