/**
 * The real server as a child process (`node --import tsx src/server/main.ts`), for the benchmark,
 * the fault tests (kill -9) and the scale-out tests. Not a test file itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";

export const ROOT = resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  port: number;
  baseUrl: string;
  /** The Origin our origin check expects on POSTs. */
  origin: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks, in-flight requests die with it. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** A free loopback TCP port (closed again before returning). */
export function freePort(): Promise<number> {
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

export async function waitFor(
  check: () => Promise<boolean>,
  { timeoutMs = 30_000, intervalMs = 100, what = "condition" } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export interface StartOptions {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  /** Where stdout/stderr go; default: discarded. */
  logFile?: string;
  dataDir?: string;
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir ?? mkdtempSync(join(tmpdir(), "ste-proc-")),
    SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "admin-password-123",
    AUTH_RATE_LIMIT: "1000000",
    MARKET_FEED_URL: "off",
    // Identity verification off, as for the test apps (test-app.ts): these servers' users act as verified.
    KYC_REQUIRED: "false",
    LOG_LEVEL: "warn",
    // As `npm start` runs it (the test runner's own NODE_ENV=test would otherwise be inherited).
    NODE_ENV: "production",
    ...options.env,
  };
  // SERVER_NODE_ARGS: extra node flags for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (options.logFile) {
    const out = createWriteStream(options.logFile, { flags: "a" });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  let dead = false;
  child.once("exit", () => {
    dead = true;
  });
  await waitFor(
    async () => {
      if (dead) throw new Error("server exited during start");
      return (await fetch(`${baseUrl}/readyz`)).status === 200;
    },
    { timeoutMs: 60_000, what: `server on ${port}` },
  ).catch((error) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    port,
    baseUrl,
    origin: `http://127.0.0.1:${port}`,
    child,
    kill9: async () => {
      if (!dead) child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (!dead) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A fresh PostgreSQL database on the server of `serverUrl`; drop() removes it. With `template`, a
 * copy of that database (which nobody may be connected to), e.g. the migrated one of global setup.
 */
export async function createDatabase(serverUrl: string, prefix = "ste_scratch", template?: string) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The server part of a DATABASE_URL (its database swapped for `postgres`). */
export function serverUrlOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

/** Signs in over HTTP; returns the `ste.session_token=...` cookie. */
export async function signInHttp(baseUrl: string, origin: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("ste.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}
