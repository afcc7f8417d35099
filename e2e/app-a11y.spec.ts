/**
 * axe-core (WCAG 2.1 AA: no serious or critical issue) on every signed-in investor and admin page,
 * in the light and the dark theme, with realistic data on screen. The public pages are checked in
 * public.spec.ts with the same helper.
 */
import type { Page } from "@playwright/test";
import { admin } from "../playwright.config";
import { adminPaths, investorPaths, signInInvestor, waitForPage } from "./app-pages";
import { axeViolations } from "./axe";
import { expect, signInViaApi, test } from "./fixtures";

async function checkPaths(page: Page, paths: readonly string[]) {
  const report: Record<string, unknown> = {};
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) report[path] = violations;
  }
  return report;
}

test.describe("accessibility of the signed-in app (axe-core: no serious or critical issue)", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const scheme of ["light", "dark"] as const) {
    test.describe(scheme, () => {
      test.use({ colorScheme: scheme });

      test(`investor pages in ${scheme}`, async ({ page, appData: data }) => {
        await signInInvestor(page, data);
        expect(await checkPaths(page, investorPaths(data))).toEqual({});
      });

      test(`admin pages in ${scheme}`, async ({ page, appData: data }) => {
        await signInViaApi(page, admin.email, admin.password);
        expect(await checkPaths(page, adminPaths(data))).toEqual({});
      });
    });
  }
});
