/**
 * Writes the API's OpenAPI document to the file named by the first argument (for `npm run
 * lint:openapi`): the app is built on a throwaway in-memory database, nothing is served.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";

const out = process.argv[2] ?? "openapi.json";
const dataDir = mkdtempSync(join(tmpdir(), "ste-openapi-"));
const quiet = {
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  MARKET_POLL_MS: "0",
  MAIL_POLL_MS: "0",
  MIRROR_POLL_MS: "0",
};
const config = {
  ...loadConfig({ ...quiet, ADMIN_EMAIL: "openapi@example.com", ADMIN_PASSWORD: "openapi-export-only" }),
  inMemoryDatabase: true,
  webDir: join(dataDir, "no-web"),
};
const app = await buildApp(config);
const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
writeFileSync(out, `${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`OpenAPI document written to ${out}`);
