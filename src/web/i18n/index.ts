import { use, useSyncExternalStore } from "react";

/**
 * Our own small i18n: English is the source (statically imported by the chunk that uses it),
 * Spanish and French dictionaries load lazily per namespace. The choice is kept in localStorage.
 * No third-party widget or script.
 */
export const languages = [
  { code: "en", label: "English", short: "EN" },
  { code: "es", label: "Español", short: "ES" },
  { code: "fr", label: "Français", short: "FR" },
] as const;
export type Lang = (typeof languages)[number]["code"];
export type Namespace = "common" | "landing" | "pages" | "trade";

const STORAGE_KEY = "lang";

type Loader = () => Promise<{ default: unknown }>;
const loaders: Record<Exclude<Lang, "en">, Record<Namespace, Loader>> = {
  es: {
    common: () => import("./es/common"),
    landing: () => import("./es/landing"),
    pages: () => import("./es/pages"),
    trade: () => import("./es/trade"),
  },
  fr: {
    common: () => import("./fr/common"),
    landing: () => import("./fr/landing"),
    pages: () => import("./fr/pages"),
    trade: () => import("./fr/trade"),
  },
};

function isLang(value: unknown): value is Lang {
  return languages.some((language) => language.code === value);
}

function readSaved(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLang(saved) ? saved : "en";
  } catch {
    return "en";
  }
}

let current: Lang = typeof window === "undefined" ? "en" : readSaved();
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

if (typeof document !== "undefined") {
  document.documentElement.lang = current;
  // Start fetching the saved language's shared texts at once, in parallel with the page chunk.
  if (current !== "en") void load(current, "common").catch(() => {});
}

export function currentLang(): Lang {
  return current;
}

/** Loads what the page needs in `lang`, then switches and remembers the choice. */
export async function setLanguage(lang: Lang): Promise<void> {
  if (lang !== "en") await Promise.all([...used].map((ns) => load(lang, ns)));
  current = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the language still changes for this visit.
  }
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, () => "en" as Lang);
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
