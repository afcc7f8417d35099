/**
 * The README's quick start as a newcomer runs it: `node scripts/start.mjs` on a new data directory,
 * no ADMIN_* variables, no test-runner NODE_ENV, no other database. Used by the first-start test
 * (API) and the first-start e2e journey (/login). Not a test file itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, ROOT, waitFor } from "./server-process";

/** The line seed.ts prints on first start. */
const CREDENTIALS = /Admin account created: (\S+) \/ (\S+)/;

export interface QuickStart {
  baseUrl: string;
  port: number;
  /** The printed admin credentials. */
  email: string;
  password: string;
  stop(): Promise<void>;
}

/** `env`: settings on top of the quick start's (e.g. KYC_REQUIRED and an SMTP_URL for e2e/verification.spec.ts). */
export async function startQuickStart(extraEnv: Record<string, string> = {}): Promise<QuickStart> {
  const dataDir = mkdtempSync(join(tmpdir(), "ste-quick-start-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of ["ADMIN_EMAIL", "ADMIN_PASSWORD", "APP_URL", "DATABASE_URL", "NODE_ENV", "SMTP_URL"])
    delete env[name];
  env.MARKET_FEED_URL = "off";
  Object.assign(env, extraEnv);
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once("exit", ok));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => CREDENTIALS.test(output) && (await fetch(`${baseUrl}/readyz`)).ok, {
      timeoutMs: 90_000,
      what: "the server to print the admin and get ready",
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const [, email = "", password = ""] = output.match(CREDENTIALS) ?? [];
  return { baseUrl, port, email, password, stop };
}
