import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { admin, baseURL } from "../playwright.config";
import type { AppData } from "./app-pages";

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

/**
 * Whether `shot` saves anything: for people reviewing the screens, not a check. CI (CI=true), where
 * nobody looks at them, skips them (about 90 full-page captures) unless E2E_SCREENSHOTS=1.
 */
export const screenshots = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== "0"
  : !process.env.CI;

/**
 * Saves a full-page screenshot to e2e/screenshots/<name>.png (git-ignored); see `screenshots`.
 * `settleMs`: a pause first, for a transition to end in the picture (only when one is saved).
 */
export async function shot(page: Page, name: string, settleMs = 0): Promise<void> {
  if (!screenshots) return;
  if (settleMs > 0) await page.waitForTimeout(settleMs);
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

/**
 * Console errors tests provoke on purpose. Chromium logs every 4xx resource load as a console error
 * ("Failed to load resource: the server responded with a status of 401"); tests that ask for a
 * session before signing in, submit a wrong code or have the server refuse bad input see those.
 * Nothing else passes unless a test lists it (`test.use({ allowConsoleErrors: [...] })`, or
 * `expectConsoleError(page, ...)` from a helper that provokes it): a React error, a failed chunk,
 * an unexpected 500 or an uncaught exception fails the test.
 */
const expected4xx = /^Failed to load resource: the server responded with a status of 4\d\d /;

const provokedOnPage = new WeakMap<Page, RegExp[]>();

/** A helper that makes the page fail on purpose (a simulated 500) declares the console error it causes. */
export function expectConsoleError(page: Page, pattern: RegExp): void {
  provokedOnPage.set(page, [...(provokedOnPage.get(page) ?? []), pattern]);
}

/**
 * Waits until the web app runs on the page. The public pages arrive as complete HTML (prerendered,
 * decision 0015) and come alive a moment later: a click before then would be lost, so journeys
 * interact only once the app has marked the document. Pages without the app (JSON, /api/docs) pass.
 */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.dataset.hydrated === "true",
  );
}

/** `goto` and `reload` resolve once the app runs (see appReady), unless only the commit is awaited. */
function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await appReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await appReady(page);
    return response;
  };
}

/** Collects console errors and uncaught exceptions of a page (and of pages it opens). */
function watchPage(page: Page, problems: string[], allowed: RegExp[]): void {
  waitForAppOnNavigation(page);
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    const provoked = provokedOnPage.get(page) ?? [];
    if ([expected4xx, ...allowed, ...provoked].some((pattern) => pattern.test(text))) return;
    const { url, lineNumber } = message.location();
    problems.push(`console.error on ${page.url()}: ${text}${url ? ` (${url}:${lineNumber})` : ""}`);
  });
  page.on("pageerror", (error) => {
    if (allowed.some((pattern) => pattern.test(error.message))) return;
    problems.push(`uncaught exception on ${page.url()}: ${error.stack ?? error.message}`);
  });
}

function watchContext(context: BrowserContext, problems: string[], allowed: RegExp[]): void {
  for (const page of context.pages()) watchPage(page, problems, allowed);
  context.on("page", (page) => watchPage(page, problems, allowed));
}

interface Fixtures {
  /** Further console errors (or uncaught exception messages) this test provokes on purpose. */
  allowConsoleErrors: RegExp[];
  /** Automatic: fails the test on any console error or uncaught exception in any of its pages. */
  consoleGuard: undefined;
  /** Credentials of a new investor (not yet registered). */
  user: TestUser;
  /** A page signed in as `user`, registered through the API. */
  userPage: Page;
  /** A page signed in as the seeded admin. */
  adminPage: Page;
}

interface WorkerFixtures {
  /**
   * The realistic data behind every page (seedAppData in app-pages.ts), made once per worker for
   * the checks that only visit the pages with it (the page sweep, the language sweep): they run test
   * by test across the workers (playwright.config.ts), where a beforeAll would run before each.
   */
  appData: AppData;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  appData: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
    async ({}, use) => {
      // Imported here: app-pages.ts builds on this file's helpers.
      const { seedAppData } = await import("./app-pages");
      await use(await seedAppData());
    },
    { scope: "worker", timeout: 120_000 },
  ],
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, browser, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      watchContext(context, problems, allowConsoleErrors);
      // Pages of contexts a test opens itself (a second user, a cold-cache run) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watchContext(created, problems, allowConsoleErrors);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, "console errors or uncaught exceptions in the browser").toEqual([]);
    },
    { auto: true },
  ],
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
