/**
 * Helpers for the fault tests on real PostgreSQL, against server processes (not a test file itself),
 * imported as a namespace: `fault.useDatabase(...)`, `fault.sendKeyed(...)`.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { createDatabase, ROOT, serverUrlOf, signInHttp } from "../test/server-process";

/** The PostgreSQL the fault tests run on: DATABASE_URL (they are skipped without it). */
export const PG = process.env.DATABASE_URL;

/** How many requests a fault test's load sends: FAULT_OPS, or the test's own `fallback`. */
export const loadSize = (fallback: number) => Number(process.env.FAULT_OPS ?? fallback);

/**
 * For a describe block: a fresh database on PG (named `prefix_...`), created before its own
 * beforeAll hooks and dropped after its afterAll hooks (once its servers have stopped).
 */
export function useDatabase(prefix: string) {
  const database = { url: "" };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createDatabase(serverUrlOf(PG!), prefix);
    database.url = created.url;
    drop = created.drop;
  }, 120_000);
  afterAll(() => drop?.());
  return database;
}

/** A request a client sends with an Idempotency-Key, so that it can send it again after a crash. */
export interface KeyedRequest {
  key: string;
  cookie: string;
  path: string;
  body: object | null;
}

/** What the client was told: the status and body, or "error" and the error when no answer came. */
export interface Answer {
  status: number | "error";
  response: unknown;
}

/** POSTs `request` (JSON body, if any) with its Idempotency-Key; says whether the answer is a replay. */
export async function sendKeyed<Body>(baseUrl: string, origin: string, request: KeyedRequest) {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: "POST",
    headers: {
      origin,
      cookie: request.cookie,
      "idempotency-key": request.key,
      ...(request.body ? { "content-type": "application/json" } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : null,
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    replayed: response.headers.get("idempotent-replayed") === "true",
    body: (await response.json()) as Body,
  };
}

/** Sends `entry` with `send` and appends it to `log` with what the client was told. */
export async function sendLogged<Entry extends object>(
  log: (Entry & Answer)[],
  entry: Entry,
  send: (entry: Entry) => Promise<{ status: number; body: unknown }>,
): Promise<Entry & Answer> {
  const logged: Entry & Answer = { ...entry, status: "error", response: null };
  log.push(logged);
  try {
    const result = await send(entry);
    logged.status = result.status;
    logged.response = result.body;
  } catch (error) {
    logged.response = String(error);
  }
  return logged;
}

/** Signs up a new user `name` over HTTP, with a unique email starting with `emailPrefix`, and signs them in. */
export async function signUpHttp(baseUrl: string, origin: string, emailPrefix: string, name: string) {
  const email = `${emailPrefix}.${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({
      name,
      email,
      phone: "+1 555 0100",
      country: "United States",
      password: "correct-horse-battery",
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const user = ((await response.json()) as { user: { id: string } }).user;
  return { cookie: await signInHttp(baseUrl, origin, email, "correct-horse-battery"), id: user.id };
}

/** `npm run ledger:verify` on the database says "ledger ok" and exits 0. */
export function expectLedgerVerifies(databaseUrl: string) {
  const verify = spawnSync(process.execPath, ["--import", "tsx", "src/server/ledger/verify-cli.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  expect(`${verify.stdout}${verify.stderr}`).toContain("ledger ok");
  expect(verify.status).toBe(0);
}
