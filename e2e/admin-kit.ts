/** Helpers for the journeys: API sessions and money set-up, toasts, themes. */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { admin, baseURL } from "../playwright.config";
import { expectConsoleError, newUser, type TestUser } from "./fixtures";

export interface Api {
  context: APIRequestContext;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  dispose(): Promise<void>;
}

async function session(signIn: (context: APIRequestContext) => Promise<void>): Promise<Api> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await signIn(context);
  const call = async <T>(method: "get" | "post", path: string, data?: unknown): Promise<T> => {
    const response = await context[method](path, data === undefined ? {} : { data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    context,
    get: (path) => call("get", path),
    post: (path, data) => call("post", path, data ?? {}),
    dispose: () => context.dispose(),
  };
}

/** A separate API session (its own cookies) signed in as the seeded admin. */
export function adminSession(): Promise<Api> {
  return session(async (context) => {
    const response = await context.post("/api/auth/sign-in/email", { data: admin });
    expect(response.status(), await response.text()).toBe(200);
  });
}

/** A new investor registered through the API, with their own API session. */
export async function investorSession(name: string): Promise<{ api: Api; user: TestUser; id: string }> {
  const user = newUser(name);
  const api = await session(async (context) => {
    const response = await context.post("/api/auth/sign-up/email", { data: user });
    expect(response.status(), await response.text()).toBe(200);
  });
  const me = await api.get<{ id: string }>("/api/v1/me");
  return { api, user, id: me.id };
}

/** A new investor, activated by `admin`. */
export async function activeInvestorSession(admin: Api, name: string) {
  const investor = await investorSession(name);
  await admin.post(`/api/v1/admin/users/${investor.id}/activate`);
  return investor;
}

export interface PaymentMethod {
  id: string;
  code: string;
  name: string;
  address: string;
}

/**
 * The second admin of the e2e app, made by e2e/global-setup.ts while the seeded admin was the only
 * one (who may then make the first other admin alone). The app runs with DUAL_APPROVAL_ABOVE set, so
 * a new payment method's address and a new admin need a second admin's approval: this one gives it.
 */
export const checkerAdmin = {
  name: "Chris Checker",
  email: "checker@example.com",
  password: "checker-password-42",
};

/** A separate API session signed in as the checker admin. */
export function checkerSession(): Promise<Api> {
  return session(async (context) => {
    const response = await context.post("/api/auth/sign-in/email", {
      data: { email: checkerAdmin.email, password: checkerAdmin.password },
    });
    expect(response.status(), await response.text()).toBe(200);
  });
}

/** Runs `decide` with a checker session (four-eyes: the seeded admin's proposals need another admin). */
async function asChecker<T>(decide: (checker: Api) => Promise<T>): Promise<T> {
  const checker = await checkerSession();
  try {
    return await decide(checker);
  } finally {
    await checker.dispose();
  }
}

type SavedMethod = PaymentMethod & { pendingAddress: { address: string } | null };

/**
 * A payment method with a code of its own (deposits and withdrawals name one), usable at once: the
 * checker approves its address (four-eyes) when `admin`'s alone was only a proposal.
 */
export async function addPaymentMethod(
  admin: Api,
  name = "Bitcoin",
  address = `bc1q${randomUUID().replaceAll("-", "").slice(0, 30)}`,
): Promise<PaymentMethod> {
  const saved = await admin.post<SavedMethod>("/api/v1/admin/payment-methods", {
    code: `m${randomUUID().slice(0, 6)}`,
    name,
    address,
  });
  if (!saved.pendingAddress) return saved;
  return asChecker((checker) =>
    checker.post<SavedMethod>(`/api/v1/admin/payment-methods/${saved.id}/address/approve`, { address }),
  );
}

/** Makes a user an admin: `admin` proposes it and, when that was only a proposal, the checker approves. */
export async function makeAdmin(admin: Api, userId: string): Promise<void> {
  const proposed = await admin.post<{ isAdmin: boolean }>(`/api/v1/admin/users/${userId}/make-admin`);
  if (proposed.isAdmin) return;
  await asChecker((checker) => checker.post(`/api/v1/admin/users/${userId}/make-admin/approve`));
}

/** An active investor with `amount` on their balance (a deposit `admin` approved), and its method. */
export async function fundedInvestorSession(admin: Api, name: string, amount: string) {
  const investor = await activeInvestorSession(admin, name);
  const method = await addPaymentMethod(admin);
  const deposit = await investor.api.post<{ id: string }>("/api/v1/deposits", {
    paymentMethodId: method.id,
    amount,
  });
  await admin.post(`/api/v1/admin/transactions/${deposit.id}/approve`);
  return { investor, method };
}

/** A toast with exactly this title. */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast] [data-title]").getByText(text, { exact: true }).first();
}

/** Delays the matching API calls so their loading state (and loading toast) can be seen. */
export async function slowDown(page: Page, url: string | RegExp, ms = 800) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** Answers the matching API calls with a server error once, as a failing backend would. */
export async function failOnce(page: Page, url: string | RegExp, method = "POST") {
  // The browser logs the 500 as a console error: expected here, not a defect.
  expectConsoleError(page, /^Failed to load resource: the server responded with a status of 500 /);
  let failed = false;
  await page.route(url, async (route) => {
    if (failed || route.request().method() !== method) return route.fallback();
    failed = true;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "INTERNAL", message: "Something went wrong, please try again" },
      }),
    });
  });
}

/**
 * The first matching call reaches the server, which does it, but its answer is lost on the way
 * back (a 502, as from a proxy); later calls pass. Returns the Idempotency-Key of every matching
 * call, in order, to compare a retried click's key with the first one.
 */
export async function loseFirstAnswer(page: Page, url: string | RegExp, method = "POST"): Promise<string[]> {
  expectConsoleError(page, /^Failed to load resource: the server responded with a status of 502 /);
  const keys: string[] = [];
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() !== method) return route.fallback();
    keys.push(request.headers()["idempotency-key"] ?? "");
    if (keys.length > 1) return route.fallback();
    await route.fetch();
    await route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "BAD_GATEWAY", message: "Something went wrong, please try again" },
      }),
    });
  });
  return keys;
}

/** Dark theme from the first paint (set before the app reads it). Not `use...`: the linter takes that for a React hook. */
export async function preferDarkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
}

export function unique(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}
