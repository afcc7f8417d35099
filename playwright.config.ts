import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type Project } from "@playwright/test";

// E2E_PORT and E2E_SMTP_PORT let several suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

// The config is loaded by the runner and again by each worker: create the database directory once
// (in the runner) and hand it to the workers through the environment they inherit.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "ste-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

export const admin = { email: "admin@example.com", password: "admin-password-123" };

/** The e2e app sends its emails over SMTP to a receiver started before it (e2e/side-servers.ts). */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const e2eMailbox = join(dataDir, "mailbox");
/** The e2e app's market feed: a local stub speaking the exchange's format (e2e/stub-market.ts). */
export const e2eFeedPort = Number(process.env.E2E_FEED_PORT ?? PORT + 50);

const chromium: Project["use"] = {
  browserName: "chromium",
  viewport: { width: 1440, height: 900 },
  colorScheme: "light",
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  },
};

/** Specs that set the stub market's prices (setStubPair): never two at once. */
const marketSpecs = ["markets.spec.ts", "copy-trading.spec.ts", "copy-edit.spec.ts"];
/**
 * Specs that must have the app or the machine to themselves, run last, one at a time: timing
 * budgets (LCP under a throttled CPU), and the user count before and after a deletion (only that
 * journey: the other Manage Users journeys are in admin-users.spec.ts, with the parallel specs).
 */
const soloSpecs = ["performance.spec.ts", "admin-users-delete.spec.ts"];

// E2E_WORKERS=2 runs two spec files at a time; the projects below keep the specs that share state
// apart. One by default (the machine is shared with other suites).
const workers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: "e2e",
  // After the web servers are up: the second admin four-eyes needs (e2e/global-setup.ts).
  globalSetup: "./e2e/global-setup.ts",
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : "test-results",
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Two spec files at a time share two cores: a journey of 15 s alone can take twice that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // The specs that move the stub market's prices (one at a time, beside the parallel ones); first,
    // so that the long market journeys do not start last and leave the other worker idle.
    { name: "market", testMatch: marketSpecs, workers: 1, use: chromium },
    // Specs without shared state the others depend on run side by side (see `workers`), test by test
    // rather than file by file: every test makes its own users and money (a file's shared set-up is
    // made in a beforeAll, once per worker), and a long file no longer runs alone at the end while
    // the other worker waits.
    {
      name: "parallel",
      testIgnore: [...marketSpecs, ...soloSpecs],
      fullyParallel: true,
      use: chromium,
    },
    // Then the specs that need the app or the machine to themselves (see soloSpecs).
    // (With one worker nothing overlaps: no dependency, so `playwright test performance.spec.ts` runs
    // that file alone; with more, add --no-deps to run a solo spec without the others.)
    {
      name: "solo",
      testMatch: soloSpecs,
      workers: 1,
      dependencies: workers > 1 ? ["parallel", "market"] : [],
      use: chromium,
    },
  ],
  webServer: [
    {
      // The SMTP receiver and the stub market feed, up before the app reads its first quotes.
      command: "node --import tsx e2e/side-servers.ts",
      url: `http://127.0.0.1:${e2eFeedPort}/__stub/ready`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        AUTH_RATE_LIMIT: "1000",
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        MAIL_POLL_MS: "250",
        // Crypto quotes from the local stub feed (set by tests); indices and the rest stay simulated.
        MARKET_FEED_URL: `http://127.0.0.1:${e2eFeedPort}`,
        // Four-eyes: withdrawals and adjustments above $50,000 need two admins (admin-transactions.spec.ts).
        DUAL_APPROVAL_ABOVE: "50000",
        // Identity verification off for the journeys of other features (everyone counts as
        // verified); e2e/verification.spec.ts starts its own server with it on.
        KYC_REQUIRED: "false",
        // Warnings and errors only: an access-log line per request buries a failure in CI's output.
        LOG_LEVEL: "warn",
      },
    },
  ],
});
