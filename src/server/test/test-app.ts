import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app";
import { forgetCachedSettings } from "../auth/session";
import { type Config, loadConfig } from "../config";
import { createDatabase } from "./server-process";
import { testPasswordHash } from "./test-password-hash";

export const ADMIN = { email: "admin@example.com", password: "admin-password-123" } as const;
export const ORIGIN = "http://localhost:3000";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: in-memory PGlite, or, when DATABASE_URL is set (CI), a new
 * PostgreSQL database created for this app and dropped afterwards. Either starts out migrated, as a
 * copy of the template global setup made (global-setup.ts); the app's own migrate() finds nothing to do.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const base = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "ste-test-")),
    SESSION_SECRET: randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT: "1000",
    MAIL_POLL_MS: "0",
    // The price loop is off unless a test turns it on (quote-stream.test.ts).
    MARKET_POLL_MS: "0",
    // No exchange feed (there is no network here): simulated prices, unless a test gives a stub feed.
    MARKET_FEED_URL: "off",
    // Nor the mirroring loop: the copy tests run the worker themselves.
    MIRROR_POLL_MS: "0",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Identity verification (issue 32) is off unless a test turns it on (KYC_REQUIRED: "true"):
    // the suites of other features act as verified users; verification's own tests and the role
    // matrix's level axis run with it on.
    KYC_REQUIRED: "false",
    ...env,
  });
  const postgres = process.env.DATABASE_URL
    ? await createDatabase(process.env.DATABASE_URL, "ste_test", inject("pgTemplate") || undefined)
    : null;
  const config: Config = {
    ...base,
    databaseUrl: postgres?.url,
    inMemoryDatabase: !postgres,
    inMemoryTemplate: postgres ? undefined : inject("pgliteTemplate") || undefined,
    webDir: join(base.dataDir, "no-web"),
    passwordHash: testPasswordHash,
    ...overrides,
  };
  // Test files share a process (isolate: false in vitest.config.ts): an app starts without the
  // admin setting another app of the process read and cached.
  forgetCachedSettings();
  const app = await buildApp(config);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await postgres?.drop();
    },
  };
}

/** The env of a test app, or a function giving it when the app is made (e.g. from a fixture made before). */
type TestEnv = Record<string, string> | (() => Record<string, string>);

/**
 * For a describe block: one test app for all its tests (created in beforeAll, closed in afterAll).
 * The returned object is filled in by the beforeAll, so read its properties inside tests and hooks.
 */
export function useTestApp(env: TestEnv = {}): TestApp {
  const fixture = {} as TestApp;
  beforeAll(async () => {
    Object.assign(fixture, await createTestApp(typeof env === "function" ? env() : env));
  });
  afterAll(() => fixture.close?.());
  return fixture;
}

/** The address of an app listening on a local port. */
export const baseUrlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Makes the app listen on a free local port (for real HTTP clients such as event streams); returns its address. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return baseUrlOf(app);
}

/** useTestApp, listening on a free local port: `baseUrl` is its address. */
export function useListeningTestApp(env: TestEnv = {}): TestApp & { baseUrl: string } {
  const fixture = useTestApp(env) as TestApp & { baseUrl: string };
  beforeAll(async () => {
    fixture.baseUrl = await listenLocally(fixture.app);
  });
  return fixture;
}

/** useTestApp with the admin signed in: `admin` is the admin's session cookie. */
export function useAdminApp(env: TestEnv = {}): TestApp & { admin: string } {
  const fixture = useTestApp(env) as TestApp & { admin: string };
  beforeAll(async () => {
    fixture.admin = await signInAdmin(fixture.app);
  });
  return fixture;
}

/**
 * For a describe block on PostgreSQL: two instances of the app on one database, as in a cluster.
 * `a` is a test app (it owns the database); `b` is a second app built from a's config. B closes first.
 * With `listen`, both listen on free local ports: `baseUrlA` and `baseUrlB` are their addresses.
 */
export function useTwoInstances({ listen = false } = {}) {
  const fixture = {} as { a: TestApp; b: FastifyInstance; baseUrlA: string; baseUrlB: string };
  beforeAll(async () => {
    fixture.a = await createTestApp();
    fixture.b = await buildApp(fixture.a.config);
    if (listen) {
      fixture.baseUrlA = await listenLocally(fixture.a.app);
      fixture.baseUrlB = await listenLocally(fixture.b);
    }
  });
  afterAll(async () => {
    await fixture.b?.close();
    await fixture.a?.close();
  });
  return fixture;
}

let counter = 0;
/** A unique email for this test run. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function validRegistration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Jane Mary Doe",
    email: uniqueEmail(),
    phone: "+1 555 0100",
    country: "United States",
    password: "correct-horse-battery",
    ...overrides,
  };
}

/** The session cookie (name=value) from a response's set-cookie headers. */
export function sessionCookie(headers: Record<string, unknown>): string {
  const raw = headers["set-cookie"];
  const cookies = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const session = cookies.find((cookie) => cookie.startsWith("ste.session_token="));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(";")[0]!;
}

/** inject() with the browser-like headers our origin check expects, and an optional session. */
export function call(app: FastifyInstance, options: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** A GET through `call`, as the session `cookie` (none: signed out). */
export const getAs = (app: FastifyInstance, url: string, cookie?: string) =>
  call(app, { method: "GET", url, ...(cookie ? { cookie } : {}) });

export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const response = await call(app, { method: "POST", url: "/api/auth/sign-up/email", payload: body });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response.headers), user: response.json().user, password: body.password };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await call(app, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response.headers);
}

export const signInAdmin = (app: FastifyInstance) => signIn(app, ADMIN.email, ADMIN.password);

/** Signs the session out (what the browser posts). */
export const signOut = (app: FastifyInstance, cookie: string) =>
  call(app, { method: "POST", url: "/api/auth/sign-out", cookie, payload: {} });

/** Signs out every other session of the user ("sign out other devices"). */
export const signOutOthers = (app: FastifyInstance, cookie: string) =>
  call(app, { method: "POST", url: "/api/auth/revoke-other-sessions", cookie, payload: {} });

/** PATCH /api/v1/me: updates the signed-in user's profile or language. */
export const updateMe = (
  app: FastifyInstance,
  cookie: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(app, { method: "PATCH", url: "/api/v1/me", cookie, payload, headers });
