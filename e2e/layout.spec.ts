/**
 * No page scrolls sideways, at any width from a small phone to a desktop, in any language:
 * every public page and every signed-in investor and admin page, with realistic data. In Spanish
 * and French each page is also checked for English left on it at phone width (issue 14: texts,
 * labels, placeholders and the title; translation-check.ts), on the same visit.
 */
import type { Page } from "@playwright/test";
import { admin } from "../playwright.config";
import { adminPaths, investorPaths, publicPaths, signInInvestor, waitForPage } from "./app-pages";
import { mockTraders } from "./copy-fixtures";
import { expect, screenshots, shot, signInViaApi, test } from "./fixtures";
import { chooseLanguage, untranslatedOn } from "./translation-check";

const widths = [320, 768, 800, 1024, 1440, 1920] as const;
const langs = ["en", "es", "fr"] as const;

/** The page's horizontal overflow at the current width, with the elements that stick out. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = window.innerWidth;
    if (root.scrollWidth <= width) return null;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== "visible" || style.position === "fixed";
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Inside a clipping (scrolling) box or a fixed layer: it cannot widen the page.
      let ancestor = element.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (clips(ancestor)) {
          clipped = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (clipped || getComputedStyle(element).position === "fixed") continue;
      // Report the outermost offender only.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : ""
      }`;
      offenders.push(
        `${name} right=${Math.round(box.right)} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      );
      if (offenders.length >= 5) break;
    }
    return { scrollWidth: root.scrollWidth, innerWidth: width, offenders };
  });
}

/**
 * Visits each path and checks every width, and in Spanish and French the texts at the first
 * (phone) width; returns the failures by path and width.
 */
async function checkPaths(page: Page, lang: (typeof langs)[number], paths: readonly string[]) {
  await chooseLanguage(page, lang);
  const report: Record<string, unknown> = {};
  for (const path of paths) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // Let layout (and any resize listener) settle.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
      );
      const result = await overflow(page);
      if (result) report[`${lang} ${path} @${width}`] = result;
      if (width === widths[0] && lang !== "en") {
        const english = await untranslatedOn(page, lang, path);
        if (english.length > 0) report[`${lang} ${path} @${width} untranslated`] = english;
      }
    }
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

test.describe("every page from 320 to 1920 px in en/es/fr: no sideways scroll, no English left in es/fr", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const lang of langs) {
    test(`public pages in ${lang}`, async ({ page }) => {
      // Traders to list and open: the public traders pages show their cards, not the empty state.
      await mockTraders(page);
      expect(await checkPaths(page, lang, publicPaths)).toEqual({});
    });

    test(`investor pages in ${lang}`, async ({ page, appData: data }) => {
      await signInInvestor(page, data);
      expect(await checkPaths(page, lang, investorPaths(data))).toEqual({});
      await shotAtBothEnds(page, "/dashboard", `layout-dashboard-${lang}`);
    });

    test(`admin pages in ${lang}`, async ({ page, appData: data }) => {
      await signInViaApi(page, admin.email, admin.password);
      expect(await checkPaths(page, lang, adminPaths(data))).toEqual({});
      await shotAtBothEnds(page, `/admin/users/${data.investorId}`, `layout-user-${lang}`);
    });
  }
});
