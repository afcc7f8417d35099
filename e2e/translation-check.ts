/**
 * Issue 14's check that a page is in the visitor's language: no visible text, label or placeholder
 * left in English where the dictionaries translate it, and no English page title. Used by the
 * page sweep (every page, es and fr) and the language sweep (dialogs and toasts).
 */
import type { Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { signedInTitle } from "../src/web/components/page-title";
import enAdmin from "../src/web/i18n/en/admin";
import enAppropriateness from "../src/web/i18n/en/appropriateness";
import enAuth from "../src/web/i18n/en/auth";
import enCommon from "../src/web/i18n/en/common";
import enCopy from "../src/web/i18n/en/copy";
import enInvestor from "../src/web/i18n/en/investor";
import enLanding from "../src/web/i18n/en/landing";
import enMarkets from "../src/web/i18n/en/markets";
import enMeta from "../src/web/i18n/en/meta";
import enPages from "../src/web/i18n/en/pages";
import esAdmin from "../src/web/i18n/es/admin.json" with { type: "json" };
import esAppropriateness from "../src/web/i18n/es/appropriateness.json" with { type: "json" };
import esAuth from "../src/web/i18n/es/auth.json" with { type: "json" };
import esCommon from "../src/web/i18n/es/common";
import esCopy from "../src/web/i18n/es/copy.json" with { type: "json" };
import esInvestor from "../src/web/i18n/es/investor.json" with { type: "json" };
import esLanding from "../src/web/i18n/es/landing.json" with { type: "json" };
import esMarkets from "../src/web/i18n/es/markets.json" with { type: "json" };
import esMeta from "../src/web/i18n/es/meta.json" with { type: "json" };
import esPages from "../src/web/i18n/es/pages.json" with { type: "json" };
import frAdmin from "../src/web/i18n/fr/admin.json" with { type: "json" };
import frAppropriateness from "../src/web/i18n/fr/appropriateness.json" with { type: "json" };
import frAuth from "../src/web/i18n/fr/auth.json" with { type: "json" };
import frCommon from "../src/web/i18n/fr/common";
import frCopy from "../src/web/i18n/fr/copy.json" with { type: "json" };
import frInvestor from "../src/web/i18n/fr/investor.json" with { type: "json" };
import frLanding from "../src/web/i18n/fr/landing.json" with { type: "json" };
import frMarkets from "../src/web/i18n/fr/markets.json" with { type: "json" };
import frMeta from "../src/web/i18n/fr/meta.json" with { type: "json" };
import frPages from "../src/web/i18n/fr/pages.json" with { type: "json" };

export type Lang = "es" | "fr";

/** Every namespace, English and its translations. */
const namespaces: [unknown, Record<Lang, unknown>][] = [
  [enCommon, { es: esCommon, fr: frCommon }],
  [enInvestor, { es: esInvestor, fr: frInvestor }],
  [enAdmin, { es: esAdmin, fr: frAdmin }],
  [enMarkets, { es: esMarkets, fr: frMarkets }],
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
 * that is itself a text of `lang` somewhere (French "Trader" is also the French word for a trader).
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

export async function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth > window.innerWidth
      ? `scrollWidth ${root.scrollWidth} > ${window.innerWidth}`
      : null;
  });
}

/** The visitor's language: remembered in the browser and in the cookie the server reads. */
export async function chooseLanguage(page: Page, lang: Lang | "en") {
  await page.context().addCookies([{ name: "lang", value: lang, url: baseURL }]);
  await page.addInitScript((value) => localStorage.setItem("lang", value), lang);
}

/** What is left in English on the page as it is now: texts and the title. */
export async function untranslatedOn(page: Page, lang: Lang, path: string): Promise<string[]> {
  const english = untranslatedEnglish(lang);
  const titles = englishTitles(lang, [path]);
  const left = [...new Set((await shownTexts(page)).filter((text) => english.has(text)))];
  const title = await page.title();
  return [
    ...left.map((text) => `English: "${text}"`),
    ...(titles.has(title) ? [`English title: "${title}"`] : []),
  ];
}
