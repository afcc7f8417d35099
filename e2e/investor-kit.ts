/** Helpers for the investor journeys (API sessions and payment methods: admin-kit.ts). */
import { expect, type Page } from "@playwright/test";
import type { Api } from "./admin-kit";

async function myId(page: Page): Promise<string> {
  const response = await page.context().request.get("/api/v1/me");
  return ((await response.json()) as { id: string }).id;
}

export async function activate(api: Api, page: Page): Promise<string> {
  const id = await myId(page);
  await api.post(`/api/v1/admin/users/${id}/activate`);
  return id;
}

/** Approves the newest pending transaction of the user. */
export async function approveLatestPending(api: Api, userId: string) {
  const list = (await api.get(`/api/v1/admin/transactions?userId=${userId}&status=pending`)) as {
    items: { id: string }[];
  };
  const first = list.items[0];
  expect(first, "a pending transaction").toBeTruthy();
  await api.post(`/api/v1/admin/transactions/${first!.id}/approve`);
}

/** A toast whose text contains this (admin-kit.ts has the one matching a title exactly). */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}
