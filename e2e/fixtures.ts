import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";
import { admin, baseURL } from "../playwright.config";

export { expect };

export interface TestUser {
  name: string;
  email: string;
  phone: string;
  country: string;
  password: string;
}

/** A fresh investor, unique per call so tests never collide on the shared database. */
export function newUser(name = "Jane Mary Doe"): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    name,
    email: `jane.${id}@example.com`,
    phone: "+1 555 010 2030",
    country: "Kenya",
    password: "correct-horse-42",
  };
}

/** Saves a full-page screenshot to e2e/screenshots/<name>.png (git-ignored). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url)),
    fullPage: true,
    animations: "disabled",
  });
}

/** Signs up through the API with the page's own cookie jar, so the page is signed in. */
export async function signUpViaApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.context().request.post("/api/auth/sign-up/email", {
    data: user,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.context().request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Fixtures {
  /** Credentials of a new investor (not yet registered). */
  user: TestUser;
  /** A page signed in as `user`, registered through the API. */
  userPage: Page;
  /** A page signed in as the seeded admin. */
  adminPage: Page;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
  user: async ({}, use) => {
    await use(newUser());
  },
  userPage: async ({ page, user }, use) => {
    await signUpViaApi(page, user);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInViaApi(page, admin.email, admin.password);
    await use(page);
  },
});
