/**
 * Every page in Spanish and French (issue 14), public, investor and admin, and the main dialogs and
 * toasts: no visible text, label or placeholder left in English where the dictionaries translate
 * it, no English page title, no sideways scroll on a 375 px phone, and no console error (the
 * fixtures' guard).
 */
import type { Page } from "@playwright/test";
import { admin, baseURL } from "../playwright.config";
import { signedInTitle } from "../src/web/components/page-title";
import enAdmin from "../src/web/i18n/en/admin";
import enAppropriateness from "../src/web/i18n/en/appropriateness";
import enAuth from "../src/web/i18n/en/auth";
import enCommon from "../src/web/i18n/en/common";
import enCopy from "../src/web/i18n/en/copy";
import enInvestor from "../src/web/i18n/en/investor";
import enLanding from "../src/web/i18n/en/landing";
import enMeta from "../src/web/i18n/en/meta";
import enPages from "../src/web/i18n/en/pages";
import enTrade from "../src/web/i18n/en/trade";
import esAdmin from "../src/web/i18n/es/admin";
import esAppropriateness from "../src/web/i18n/es/appropriateness";
import esAuth from "../src/web/i18n/es/auth";
import esCommon from "../src/web/i18n/es/common";
import esCopy from "../src/web/i18n/es/copy";
import esInvestor from "../src/web/i18n/es/investor";
import esLanding from "../src/web/i18n/es/landing";
import esMeta from "../src/web/i18n/es/meta";
import esPages from "../src/web/i18n/es/pages";
import esTrade from "../src/web/i18n/es/trade";
import frAdmin from "../src/web/i18n/fr/admin";
import frAppropriateness from "../src/web/i18n/fr/appropriateness";
import frAuth from "../src/web/i18n/fr/auth";
import frCommon from "../src/web/i18n/fr/common";
import frCopy from "../src/web/i18n/fr/copy";
import frInvestor from "../src/web/i18n/fr/investor";
import frLanding from "../src/web/i18n/fr/landing";
import frMeta from "../src/web/i18n/fr/meta";
import frPages from "../src/web/i18n/fr/pages";
import frTrade from "../src/web/i18n/fr/trade";
import { adminPaths, investorPaths, publicPaths, signInInvestor, waitForPage } from "./app-pages";
import { mockCopies, mockTraders } from "./copy-fixtures";
import { expect, shot, signInViaApi, test } from "./fixtures";

type Lang = "es" | "fr";

/** Every namespace, English and its translations. */
const namespaces: [unknown, Record<Lang, unknown>][] = [
  [enCommon, { es: esCommon, fr: frCommon }],
  [enInvestor, { es: esInvestor, fr: frInvestor }],
  [enAdmin, { es: esAdmin, fr: frAdmin }],
  [enTrade, { es: esTrade, fr: frTrade }],
  [enLanding, { es: esLanding, fr: frLanding }],
  [enPages, { es: esPages, fr: frPages }],
  [enAuth, { es: esAuth, fr: frAuth }],
  [enCopy, { es: esCopy, fr: frCopy }],
  [enAppropriateness, { es: esAppropriateness, fr: frAppropriateness }],
];
const metas = { es: esMeta, fr: frMeta };
const commons = { es: esCommon, fr: frCommon };

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
 * Texts with placeholders are left out (they are only seen filled in), and so is an English text
 * that is itself a text of `lang` somewhere (French "Trader" is the word for Trade).
 */
function untranslatedEnglish(lang: Lang): Set<string> {
  const english = new Set<string>();
  const kept = new Set<string>();
  for (const [en, others] of namespaces) {
    const translated = leaves(others[lang]);
    for (const value of translated.values()) kept.add(value.trim());
    for (const [path, text] of leaves(en)) {
      const value = text.trim();
      if (/\{\w+\}/.test(value) || value.length < 2) continue;
      // The audit log shows its action labels in lower case ("deleted user").
      if (translated.get(path)?.trim() !== value)
        english.add(path.startsWith("audit.actions.") ? value.toLowerCase() : value);
    }
  }
  for (const text of kept) english.delete(text);
  return english;
}

/** Page titles that must not be seen in `lang`: the public pages' and the signed-in pages' English titles. */
function englishTitles(lang: Lang, paths: readonly string[]): Set<string> {
  const titles = new Set<string>();
  for (const key of Object.keys(enMeta.pages) as (keyof typeof enMeta.pages)[]) {
    if (metas[lang].pages[key].title !== enMeta.pages[key].title) titles.add(enMeta.pages[key].title);
  }
  for (const path of paths) {
    const english = signedInTitle(enCommon, path.split("?")[0]!);
    if (english && english !== signedInTitle(commons[lang], path.split("?")[0]!)) titles.add(english);
  }
  return titles;
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

/** The visitor's language: remembered in the browser and in the cookie the server reads. */
async function chooseLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: "lang", value: lang, url: baseURL }]);
  await page.addInitScript((value) => localStorage.setItem("lang", value), lang);
}

/** What is left in English on the page as it is now (texts and the title), and any sideways scroll. */
async function problemsOn(page: Page, lang: Lang, path: string): Promise<string[]> {
  const english = untranslatedEnglish(lang);
  const titles = englishTitles(lang, [path]);
  const left = [...new Set((await shownTexts(page)).filter((text) => english.has(text)))];
  const title = await page.title();
  const overflow = await sideways(page);
  return [
    ...left.map((text) => `English: "${text}"`),
    ...(titles.has(title) ? [`English title: "${title}"`] : []),
    ...(overflow ? [overflow] : []),
  ];
}

async function sweep(page: Page, lang: Lang, paths: readonly string[]) {
  await chooseLanguage(page, lang);
  await page.setViewportSize({ width: 375, height: 800 });
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const problems = await problemsOn(page, lang, path);
    if (problems.length > 0) report[`${lang} ${path}`] = problems;
  }
  return report;
}

test.describe("investor and admin pages in Spanish and French", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const lang of ["es", "fr"] as const) {
    test(`investor pages in ${lang}: translated, no sideways scroll at 375 px`, async ({
      page,
      appData: data,
    }) => {
      await signInInvestor(page, data);
      expect(await sweep(page, lang, investorPaths(data))).toEqual({});
      await page.goto("/dashboard");
      await waitForPage(page);
      await shot(page, `language-sweep-dashboard-${lang}-375`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, `language-sweep-dashboard-${lang}-1440`);
    });

    test(`admin pages in ${lang}: translated, no sideways scroll at 375 px`, async ({
      page,
      appData: data,
    }) => {
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

test.describe("public pages, dialogs and toasts in Spanish and French", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const lang of ["es", "fr"] as const) {
    test(`public pages in ${lang}: translated, titled, no sideways scroll at 375 px`, async ({ page }) => {
      await mockTraders(page);
      expect(await sweep(page, lang, publicPaths)).toEqual({});
    });

    test(`the withdrawal confirmation, its toast and the copy dialog in ${lang}`, async ({
      page,
      appData: data,
    }) => {
      await mockTraders(page);
      await mockCopies(page);
      await signInInvestor(page, data);
      await chooseLanguage(page, lang);
      await page.setViewportSize({ width: 375, height: 800 });
      const report: Record<string, string[]> = {};

      // A withdrawal: its success toast and the confirmation over the page.
      await page.goto("/withdrawals");
      await waitForPage(page);
      await page.getByRole("radio").first().check();
      await page.locator('input[name="amount"]').fill("25");
      await page.locator('input[name="walletAddress"]').fill("bc1qlanguagesweepaddress");
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      await expect(page.getByRole("dialog")).toBeVisible();
      let problems = await problemsOn(page, lang, "/withdrawals");
      if (problems.length > 0) report[`${lang} withdrawal confirmation and toast`] = problems;

      // The copy dialog on a trader's page.
      await page.goto("/traders/t-steady");
      await waitForPage(page);
      const copyAction = (lang === "es" ? esCopy : frCopy).detail.copyAction;
      await page
        .getByRole("main")
        .getByRole("button", { name: new RegExp(`^${copyAction} Maximiliana`) })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      problems = await problemsOn(page, lang, "/traders/t-steady");
      if (problems.length > 0) report[`${lang} copy dialog`] = problems;
      await shot(page, `language-sweep-copy-dialog-${lang}-375`);

      expect(report).toEqual({});
    });
  }
});
