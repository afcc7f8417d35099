/** Helpers for the investor journeys: an admin API session and money set-up through the API. */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { admin, baseURL } from "../playwright.config";

export interface AdminApi {
  post(path: string, data?: unknown): Promise<unknown>;
  get(path: string): Promise<unknown>;
  dispose(): Promise<void>;
}

/** A separate API session signed in as the seeded admin. */
export async function adminApi(): Promise<AdminApi> {
  const context: APIRequestContext = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const signIn = await context.post("/api/auth/sign-in/email", { data: admin });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const call = async (method: "get" | "post", path: string, data?: unknown) => {
    const response = await context[method](path, data === undefined ? {} : { data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    post: (path, data) => call("post", path, data ?? {}),
    get: (path) => call("get", path),
    dispose: () => context.dispose(),
  };
}

async function myId(page: Page): Promise<string> {
  const response = await page.context().request.get("/api/v1/me");
  return ((await response.json()) as { id: string }).id;
}

export async function activate(api: AdminApi, page: Page): Promise<string> {
  const id = await myId(page);
  await api.post(`/api/v1/admin/users/${id}/activate`);
  return id;
}

export async function createMethod(api: AdminApi, name = "Bitcoin") {
  const code = `e${randomUUID().slice(0, 6)}`;
  return (await api.post("/api/v1/admin/payment-methods", {
    code,
    name,
    address: `bc1q${randomUUID().replaceAll("-", "").slice(0, 30)}`,
  })) as { id: string; code: string; name: string; address: string };
}

/** Approves the newest pending transaction of the user. */
export async function approveLatestPending(api: AdminApi, userId: string) {
  const list = (await api.get(`/api/v1/admin/transactions?userId=${userId}&status=pending`)) as {
    items: { id: string }[];
  };
  const first = list.items[0];
  expect(first, "a pending transaction").toBeTruthy();
  await api.post(`/api/v1/admin/transactions/${first!.id}/approve`);
}

/** Sets the theme before the app reads it. */
export async function preferDarkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
}

/** A toast with this exact text is shown. */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}
