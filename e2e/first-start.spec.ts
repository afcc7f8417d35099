/**
 * The README's quick start in a browser: a second server (`node scripts/start.mjs`) on its own
 * port with a new data directory and no ADMIN_* variables prints a generated admin; those printed
 * credentials sign in through the /login form and open the admin area.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, shot, test } from "./fixtures";

const CREDENTIALS = /Admin account created: (\S+) \/ (\S+)/;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

test.describe("first start without ADMIN_* variables", () => {
  let child: ChildProcess | undefined;
  let dataDir = "";
  let baseUrl = "";
  let credentials = { email: "", password: "" };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), "ste-e2e-first-start-"));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
    for (const name of ["ADMIN_EMAIL", "ADMIN_PASSWORD", "APP_URL", "DATABASE_URL", "NODE_ENV", "SMTP_URL"])
      delete env[name];
    env.MARKET_FEED_URL = "off";
    let output = "";
    child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: resolve(import.meta.dirname, ".."),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready && CREDENTIALS.test(output)) break;
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the second server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const [, email = "", password = ""] = output.match(CREDENTIALS) ?? [];
    credentials = { email, password };
  });

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((ok) => child?.once("exit", ok));
      child.kill("SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("the printed admin signs in at /login and sees the admin area", async ({ page }) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email").fill(credentials.email);
    await page.getByLabel("Password", { exact: true }).fill(credentials.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Enter a valid email address")).toHaveCount(0);

    await page.goto(`${baseUrl}/admin`);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Manage Users" }),
    ).toBeVisible();
    await shot(page, "first-start-admin");
  });
});
