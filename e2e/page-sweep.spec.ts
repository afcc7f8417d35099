/**
 * The page sweep: every public page and every signed-in investor and admin page, with realistic
 * data, visited once per language, and every check that only looks at a page made on that visit:
 * - no sideways scroll at any width from a small phone to a desktop (`widths`), in en, es and fr;
 * - in Spanish and French, no English left at phone width (issue 14: texts, labels, placeholders
 *   and the title; translation-check.ts);
 * - in English, axe-core (WCAG 2.1 AA: no serious or critical issue) in the light theme and, the
 *   system preference switched on the same visit, in the dark one (its contrast);
 * - the Content-Security-Policy is sent, and nothing on the page violates it (csp.spec.ts has the
 *   pages whose checks need more than a visit: QR code, avatar upload, trading chart, API docs);
 * - no console error or uncaught exception (the fixtures' guard, as in every test).
 * One visit for all of them: they were four sweeps (layout, the signed-in pages' and the public
 * pages' accessibility, and the CSP's public and admin pages) with 177 page loads,
 * where this loads each page once per language: 96.
 */
import type { Page } from "@playwright/test";
import { admin } from "../playwright.config";
import { adminPaths, investorPaths, publicPaths, signInInvestor, waitForPage } from "./app-pages";
import { axeViolations } from "./axe";
import { mockTraders } from "./copy-fixtures";
import { expect, screenshots, shot, signInViaApi, test } from "./fixtures";
import { appPolicy, overflow, resize, switchScheme, watchCsp } from "./page-checks";
import { chooseLanguage, untranslatedOn } from "./translation-check";

/**
 * One width per layout band of the app's CSS, at the narrowest width of the band, where a page is
 * tightest: 320 (below the max-[359px] header rule; the min-[400px] and min-[480px] tweaks only add
 * room), 768 (Tailwind's md, still the drawer below the nav breakpoint of 770 px), 800 (the sidebar
 * from 770 px on), 1024 (lg) and 1440 (xl from 1280 px: no 2xl rule is used, so 1920, checked until
 * the sweep, is the same layout with more room).
 */
const widths = [320, 768, 800, 1024, 1440] as const;
const langs = ["en", "es", "fr"] as const;
type Lang = (typeof langs)[number];

/** The deferred parts of a page that a visit waits for, so that they are checked too. */
async function bringInDeferred(page: Page, path: string) {
  if (path !== "/") return;
  await expect(page.getByTestId("price-chart")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("price-chart").locator("canvas").first()).toBeVisible();
  // The contact form is fetched when its section nears the viewport.
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.locator("#contact form")).toBeVisible();
}

/** Axe in the light theme, then in the dark one; the page is left in the light theme. */
async function axeInBothThemes(page: Page, path: string, report: Record<string, unknown>) {
  for (const scheme of ["light", "dark"] as const) {
    await switchScheme(page, scheme);
    const violations = await axeViolations(page);
    if (violations.length > 0) report[`en ${path} ${scheme} axe`] = violations;
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Visits each path once and makes every check of the language on it; returns the failures. */
async function sweep(page: Page, lang: Lang, paths: readonly string[]) {
  await chooseLanguage(page, lang);
  const cspViolations = await watchCsp(page);
  const report: Record<string, unknown> = {};
  for (const path of paths) {
    await page.setViewportSize({ width: 1440, height: 900 });
    const policy = (await page.goto(path))?.headers()["content-security-policy"];
    if (!policy || !appPolicy.test(policy)) report[`${lang} ${path} CSP header`] = policy ?? "none";
    await waitForPage(page);
    await bringInDeferred(page, path);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    for (const width of widths) {
      await resize(page, width);
      const result = await overflow(page);
      if (result) report[`${lang} ${path} @${width}`] = result;
      if (width === widths[0] && lang !== "en") {
        const english = await untranslatedOn(page, lang, path);
        if (english.length > 0) report[`${lang} ${path} @${width} untranslated`] = english;
      }
    }
    // Back at 1440 px, the desktop the accessibility checks always ran at.
    if (lang === "en") await axeInBothThemes(page, path, report);
    const violations = await cspViolations();
    if (violations.length > 0) report[`${lang} ${path} CSP`] = violations;
  }
  return report;
}

/** Screenshots of one page at phone and desktop width, for reviewers (none in CI). */
async function shotAtBothEnds(page: Page, path: string, name: string) {
  if (!screenshots) return;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await waitForPage(page);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, `${name}-1440`);
}

test.describe("every page in en/es/fr: no sideways scroll, no English left in es/fr, axe clean in light and dark", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const lang of langs) {
    test(`public pages in ${lang}`, async ({ page }) => {
      // Traders to list and open: the public traders pages show their cards, not the empty state.
      await mockTraders(page);
      expect(await sweep(page, lang, publicPaths)).toEqual({});
    });

    test(`investor pages in ${lang}`, async ({ page, appData: data }) => {
      await signInInvestor(page, data);
      expect(await sweep(page, lang, investorPaths(data))).toEqual({});
      await shotAtBothEnds(page, "/dashboard", `layout-dashboard-${lang}`);
    });

    test(`admin pages in ${lang}`, async ({ page, appData: data }) => {
      await signInViaApi(page, admin.email, admin.password);
      expect(await sweep(page, lang, adminPaths(data))).toEqual({});
      await shotAtBothEnds(page, `/admin/users/${data.investorId}`, `layout-user-${lang}`);
    });
  }
});
