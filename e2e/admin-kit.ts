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

/** A payment method with a code of its own (deposits and withdrawals name one). */
export function addPaymentMethod(
  admin: Api,
  name = "Bitcoin",
  address = `bc1q${randomUUID().replaceAll("-", "").slice(0, 30)}`,
): Promise<PaymentMethod> {
  return admin.post<PaymentMethod>("/api/v1/admin/payment-methods", {
    code: `m${randomUUID().slice(0, 6)}`,
    name,
    address,
  });
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

/** Dark theme from the first paint (set before the app reads it). Not `use...`: the linter takes that for a React hook. */
export async function preferDarkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
}

export function unique(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}
