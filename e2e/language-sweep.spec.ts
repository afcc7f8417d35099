/**
 * Every investor and admin page in Spanish and French (issue 14): no visible text, label or
 * placeholder left in English where the dictionaries translate it, no sideways scroll on a 375 px
 * phone, and no console error (the fixtures' guard).
 */
import type { Page } from "@playwright/test";
import { admin } from "../playwright.config";
import enAdmin from "../src/web/i18n/en/admin";
import enCommon from "../src/web/i18n/en/common";
import enInvestor from "../src/web/i18n/en/investor";
import enTrade from "../src/web/i18n/en/trade";
import esAdmin from "../src/web/i18n/es/admin";
import esCommon from "../src/web/i18n/es/common";
import esInvestor from "../src/web/i18n/es/investor";
import esTrade from "../src/web/i18n/es/trade";
import frAdmin from "../src/web/i18n/fr/admin";
import frCommon from "../src/web/i18n/fr/common";
import frInvestor from "../src/web/i18n/fr/investor";
import frTrade from "../src/web/i18n/fr/trade";
import {
  type AppData,
  adminPaths,
  investorPaths,
  seedAppData,
  signInInvestor,
  waitForPage,
} from "./app-pages";
import { expect, shot, signInViaApi, test } from "./fixtures";

/** Leaf texts by path ("dashboard.title" -> "Dashboard"). */
function leaves(value: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(path, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/**
 * The English texts that must not be seen in `lang`: those its dictionaries translate differently.
 * Texts with placeholders are left out (they are only seen filled in).
 */
function untranslatedEnglish(lang: "es" | "fr"): Set<string> {
  const pairs: [unknown, unknown][] =
    lang === "es"
      ? [
          [enCommon, esCommon],
          [enInvestor, esInvestor],
          [enAdmin, esAdmin],
          [enTrade, esTrade],
        ]
      : [
          [enCommon, frCommon],
          [enInvestor, frInvestor],
          [enAdmin, frAdmin],
          [enTrade, frTrade],
        ];
  const english = new Set<string>();
  for (const [en, other] of pairs) {
    const translated = leaves(other);
    for (const [path, text] of leaves(en)) {
      const value = text.trim();
      if (/\{\w+\}/.test(value) || value.length < 2) continue;
      // The audit log shows its action labels in lower case ("deleted user").
      if (translated.get(path)?.trim() !== value)
        english.add(path.startsWith("audit.actions.") ? value.toLowerCase() : value);
    }
  }
  // A text some namespace keeps in English on purpose (same in the translation) is allowed.
  for (const [en, other] of pairs) {
    const translated = leaves(other);
    for (const [path, text] of leaves(en))
      if (translated.get(path)?.trim() === text.trim()) english.delete(text.trim());
  }
  return english;
}

/** Visible text nodes and the accessible texts of visible elements (aria-label, placeholder, title, alt). */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (element: Element | null) =>
      element instanceof HTMLElement &&
      element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) &&
      // Screen-reader-only texts are read out: they count too.
      true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && visible(node.parentElement)) out.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (!visible(element) && !(element instanceof SVGElement)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    for (const title of document.querySelectorAll("svg title")) {
      const text = title.textContent?.trim();
      if (text) out.push(text);
    }
    return out;
  });
}

async function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth > window.innerWidth
      ? `scrollWidth ${root.scrollWidth} > ${window.innerWidth}`
      : null;
  });
}

async function sweep(page: Page, lang: "es" | "fr", paths: readonly string[]) {
  const english = untranslatedEnglish(lang);
  await page.addInitScript((value) => localStorage.setItem("lang", value), lang);
  await page.setViewportSize({ width: 375, height: 800 });
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const left = [...new Set((await shownTexts(page)).filter((text) => english.has(text)))];
    const overflow = await sideways(page);
    const problems = [...left.map((text) => `English: "${text}"`), ...(overflow ? [overflow] : [])];
    if (problems.length > 0) report[`${lang} ${path}`] = problems;
  }
  return report;
}

let data: AppData;

test.describe("investor and admin pages in Spanish and French", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    data = await seedAppData();
  });

  for (const lang of ["es", "fr"] as const) {
    test(`investor pages in ${lang}: translated, no sideways scroll at 375 px`, async ({ page }) => {
      await signInInvestor(page, data);
      expect(await sweep(page, lang, investorPaths(data))).toEqual({});
      await page.goto("/dashboard");
      await waitForPage(page);
      await shot(page, `language-sweep-dashboard-${lang}-375`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, `language-sweep-dashboard-${lang}-1440`);
    });

    test(`admin pages in ${lang}: translated, no sideways scroll at 375 px`, async ({ page }) => {
      await signInViaApi(page, admin.email, admin.password);
      expect(await sweep(page, lang, adminPaths(data))).toEqual({});
      await page.goto(`/admin/users/${data.investorId}`);
      await waitForPage(page);
      await shot(page, `language-sweep-user-${lang}-375`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, `language-sweep-user-${lang}-1440`);
    });
  }
});
