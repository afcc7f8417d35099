/**
 * The README's quick start, for real: `node scripts/start.mjs` on a new data directory without
 * ADMIN_EMAIL/ADMIN_PASSWORD prints a generated admin, and those printed credentials sign in.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loginInput, requestPasswordResetInput } from "../../shared/schemas/auth";
import { freePort, ROOT, waitFor } from "../test/server-process";

/** The line seed.ts prints on first start. */
const CREDENTIALS = /Admin account created: (\S+) \/ (\S+)/;

describe.skipIf(Boolean(process.env.DATABASE_URL))("first start without ADMIN_* variables", () => {
  let child: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "ste-first-start-"));
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((ok) => child?.once("exit", ok));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints admin credentials that the sign-in form and the sign-in API accept", async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
    // As a newcomer runs it: no admin chosen, no test-runner NODE_ENV, no other database.
    for (const name of ["ADMIN_EMAIL", "ADMIN_PASSWORD", "APP_URL", "DATABASE_URL", "NODE_ENV", "SMTP_URL"])
      delete env[name];
    env.MARKET_FEED_URL = "off";
    let output = "";
    child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(async () => CREDENTIALS.test(output) && (await fetch(`${baseUrl}/readyz`)).ok, {
      timeoutMs: 90_000,
      what: "the server to print the admin and get ready",
    }).catch((error) => {
      throw new Error(`${(error as Error).message}\n${output}`);
    });

    const [, email = "", password = ""] = output.match(CREDENTIALS) ?? [];
    // The same schemas as the login and forgot-password forms.
    expect(loginInput.safeParse({ email, password }).success, email).toBe(true);
    expect(requestPasswordResetInput.safeParse({ email }).success, email).toBe(true);

    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((value) => value.startsWith("ste.session_token="))
      ?.split(";")[0];
    expect(cookie).toBeDefined();
    const me = await fetch(`${baseUrl}/api/v1/me`, { headers: { cookie: cookie ?? "" } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, isAdmin: true, isActive: true });
    const stats = await fetch(`${baseUrl}/api/v1/admin/stats`, { headers: { cookie: cookie ?? "" } });
    expect(stats.status).toBe(200);
  }, 120_000);
});
