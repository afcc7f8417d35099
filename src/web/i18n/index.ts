import { use, useSyncExternalStore } from "react";
import type { AdminDict } from "./en/admin";
import type { AppropriatenessDict } from "./en/appropriateness";
import type { AuthDict } from "./en/auth";
import type { CommonDict } from "./en/common";
import type { CopyDict } from "./en/copy";
import type { CopyAdminDict } from "./en/copy-admin";
import type { InvestorDict } from "./en/investor";
import type { LandingDict } from "./en/landing";
import type { MarketsDict } from "./en/markets";
import type { PagesDict } from "./en/pages";
import type { VerificationDict } from "./en/verification";

/**
 * Our own small i18n: English is the source (statically imported by the chunk that uses it),
 * Spanish and French dictionaries load lazily per namespace. The choice is kept in localStorage
 * (index.html's inline script reads it before the first paint: `<html lang>`, and the page stays
 * hidden until the translated app has rendered), in a `lang` cookie (the server picks the
 * prerendered page's language by it; a page's own URL in a language is `?lang=es`, decision 0015)
 * and, for a signed-in user, on the account (src/web/api/language.ts). No third-party widget or script.
 */
export const languages = [
  { code: "en", label: "English", short: "EN" },
  { code: "es", label: "Español", short: "ES" },
  { code: "fr", label: "Français", short: "FR" },
] as const;
export type Lang = (typeof languages)[number]["code"];
export type Namespace =
  | "common"
  | "landing"
  | "pages"
  | "auth"
  | "markets"
  | "appropriateness"
  | "investor"
  | "admin"
  | "copy"
  | "copyAdmin"
  | "verification";

const STORAGE_KEY = "lang";
/** The query parameter that gives a page's language in its URL (`/about?lang=fr`), and the cookie. */
export const LANG_PARAM = "lang";

/** Each namespace's dictionary type: English is the source, a translation must have its shape. */
type Dictionaries = {
  common: CommonDict;
  landing: LandingDict;
  pages: PagesDict;
  auth: AuthDict;
  markets: MarketsDict;
  appropriateness: AppropriatenessDict;
  investor: InvestorDict;
  admin: AdminDict;
  copy: CopyDict;
  copyAdmin: CopyAdminDict;
  verification: VerificationDict;
};

// Every translated dictionary is its own chunk (JSON data, typed against English here: a missing
// text fails the typecheck, an extra one dictionaries.test.ts), fetched on first use. Written out
// rather than an import.meta.glob: the e2e specs (Playwright, not Vite) load this module too, and
// Node reads JSON only with the import attribute.
type Loaders = { [N in Namespace]: () => Promise<{ default: Dictionaries[N] }> };
const loaders: Record<Exclude<Lang, "en">, Loaders> = {
  es: {
    common: () => import("./es/common"),
    landing: () => import("./es/landing.json", { with: { type: "json" } }),
    pages: () => import("./es/pages.json", { with: { type: "json" } }),
    auth: () => import("./es/auth.json", { with: { type: "json" } }),
    markets: () => import("./es/markets.json", { with: { type: "json" } }),
    appropriateness: () => import("./es/appropriateness.json", { with: { type: "json" } }),
    investor: () => import("./es/investor.json", { with: { type: "json" } }),
    admin: () => import("./es/admin.json", { with: { type: "json" } }),
    copy: () => import("./es/copy.json", { with: { type: "json" } }),
    copyAdmin: () => import("./es/copy-admin.json", { with: { type: "json" } }),
    verification: () => import("./es/verification.json", { with: { type: "json" } }),
  },
  fr: {
    common: () => import("./fr/common"),
    landing: () => import("./fr/landing.json", { with: { type: "json" } }),
    pages: () => import("./fr/pages.json", { with: { type: "json" } }),
    auth: () => import("./fr/auth.json", { with: { type: "json" } }),
    markets: () => import("./fr/markets.json", { with: { type: "json" } }),
    appropriateness: () => import("./fr/appropriateness.json", { with: { type: "json" } }),
    investor: () => import("./fr/investor.json", { with: { type: "json" } }),
    admin: () => import("./fr/admin.json", { with: { type: "json" } }),
    copy: () => import("./fr/copy.json", { with: { type: "json" } }),
    copyAdmin: () => import("./fr/copy-admin.json", { with: { type: "json" } }),
    verification: () => import("./fr/verification.json", { with: { type: "json" } }),
  },
};

function isLang(value: unknown): value is Lang {
  return languages.some((language) => language.code === value);
}

function readSaved(): Lang | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLang(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The language the URL asks for (`?lang=es`), if any. */
function fromUrl(): Lang | null {
  const value = new URLSearchParams(window.location.search).get(LANG_PARAM);
  return isLang(value) ? value : null;
}

/** The language a visitor wants: the URL's, else the remembered choice, else `fallback`. */
export function wantedLang(fallback: Lang = "en"): Lang {
  return fromUrl() ?? readSaved() ?? fallback;
}

/** The language a prerendered page was rendered in (`<div id="root" data-prerendered="es">`). */
export function prerenderedLang(): Lang | null {
  const value = document.getElementById("root")?.dataset.prerendered;
  return isLang(value) ? value : null;
}

// A prerendered page starts in its own language (hydration must find the same texts).
let current: Lang = typeof window === "undefined" ? "en" : (prerenderedLang() ?? wantedLang());
const listeners = new Set<() => void>();
const pending = new Map<string, TrackedPromise>();
/** Namespaces in use on this page: a language switch loads them all before it flips. */
const used = new Set<Namespace>(["common"]);

/** A promise that React's `use` can read synchronously once settled (React's own thenable fields). */
type TrackedPromise = Promise<unknown> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: unknown;
  reason?: unknown;
};

function load(lang: Exclude<Lang, "en">, ns: Namespace): TrackedPromise {
  const key = `${lang}:${ns}`;
  let promise: TrackedPromise | undefined = pending.get(key);
  if (!promise) {
    const tracked: TrackedPromise = loaders[lang][ns]().then((module) => {
      tracked.status = "fulfilled";
      tracked.value = module.default;
      return module.default;
    });
    tracked.status = "pending";
    promise = tracked;
    pending.set(key, promise);
    // A failed chunk may be retried on the next render.
    promise.catch((reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
      pending.delete(key);
    });
  }
  return promise;
}

/** Ends the pre-paint hiding of index.html's inline script, once the app has rendered. */
export function revealPage(): void {
  delete document.documentElement.dataset.langPending;
}

if (typeof document !== "undefined") {
  document.documentElement.lang = current;
  // Start fetching the saved language's shared texts at once, in parallel with the page chunk.
  if (current !== "en") void load(current, "common").catch(() => {});
}

export function currentLang(): Lang {
  return current;
}

/** Whether this browser holds a language the visitor picked (not just the English default). */
export function hasChosenLanguage(): boolean {
  try {
    return isLang(localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The few words shown before any dictionary can load (the full-screen loading state), in every
 * language: they must never flash in English.
 */
export const bootTexts: Record<Lang, { loading: string }> = {
  en: { loading: "Loading..." },
  es: { loading: "Cargando..." },
  fr: { loading: "Chargement..." },
};

/**
 * Loads every namespace of `lang`: before the first render of a prerendered page (hydration must
 * render the same texts at once) and before the prerendering itself.
 */
export async function preloadLanguage(
  lang: Lang,
  namespaces: readonly Namespace[] = ["common", "landing", "pages", "auth", "copy"],
) {
  if (lang !== "en") await Promise.all(namespaces.map((ns) => load(lang, ns)));
}

/** Sets the language of the first render without remembering it (hydration, prerendering). */
export function initLanguage(lang: Lang): void {
  current = lang;
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

/** Remembers `lang` as the visitor's choice (storage, cookie, the URL's `?lang=`). */
export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the language still changes for this visit.
  }
  // The server sends prerendered pages in this language (one year, whole site). A plain value,
  // written synchronously before any reload (the Cookie Store API is asynchronous and not everywhere).
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${LANG_PARAM}=${lang}; path=/; max-age=31536000; samesite=lax`;
  // A URL that names a language follows the choice, so a reload keeps it.
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANG_PARAM)) {
    url.searchParams.set(LANG_PARAM, lang);
    window.history.replaceState(window.history.state, "", url);
  }
}

/** Loads what the page needs in `lang`, then switches and remembers the choice. */
export async function setLanguage(lang: Lang): Promise<void> {
  if (lang !== "en") await Promise.all([...used].map((ns) => load(lang, ns)));
  current = lang;
  rememberLanguage(lang);
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLang(): Lang {
  // The server snapshot is the current language too: a prerendered page is hydrated in its own
  // language (set by initLanguage before hydrateRoot).
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}

/**
 * The dictionary `en` translated into the current language. Suspends while a translation loads
 * (only on a first visit in that language: switching preloads before it flips).
 */
export function useDict<T>(ns: Namespace, en: T): T {
  const lang = useLang();
  used.add(ns);
  if (lang === "en") return en;
  // Always through `use`, never a shortcut on "already loaded": when a component suspends here,
  // React replays it once the chunk arrives and expects the same `use` call again. Skipping it on
  // the replay (the chunk is loaded by then) left React in its re-render mode, so the component's
  // later hooks failed as "update hook called on initial render" (minified React errors #467 and
  // #520, seen after reloading a page in es or fr). A settled promise is read synchronously.
  return use(load(lang, ns) as Promise<unknown>) as T;
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** Locale for Intl formatting of the current language. */
export function localeOf(lang: Lang): string {
  return lang === "en" ? "en-US" : lang === "es" ? "es-ES" : "fr-FR";
}
