/**
 * The public pages served as complete HTML (prerendered at build time, decision 0015), in every
 * language of the web app. A page's URL in a language: the path, plus `?lang=es` / `?lang=fr`
 * (English, the default, has none). The server, the prerender step and the sitemap share this list.
 */
export const PAGE_LANGS = ["en", "es", "fr"] as const;
export type PageLang = (typeof PAGE_LANGS)[number];
export const DEFAULT_PAGE_LANG: PageLang = "en";

export const publicPages = [
  { path: "/", key: "home", sitemap: true },
  { path: "/about", key: "about", sitemap: true },
  { path: "/plans", key: "plans", sitemap: true },
  { path: "/contact", key: "contact", sitemap: true },
  { path: "/terms", key: "terms", sitemap: true },
  { path: "/privacy", key: "privacy", sitemap: true },
  { path: "/support", key: "support", sitemap: true },
  // The traders list fills in its figures after hydration, inside a box that reserves the room.
  { path: "/traders", key: "traders", sitemap: true },
  // Prerendered for a fast first paint; not a page to list for search engines.
  { path: "/login", key: "login", sitemap: false },
] as const;
export type PublicPage = (typeof publicPages)[number];

/** Signed-in areas: no search engine should crawl them (robots.txt). */
export const privatePaths = [
  "/dashboard",
  "/markets",
  "/portfolio",
  "/transactions",
  "/deposits",
  "/withdrawals",
  "/profile",
  "/referrals",
  "/admin",
  "/api/",
  "/reset-password",
] as const;

/**
 * Stands for the site's origin in prerendered HTML: the build does not know APP_URL, the server
 * puts it in when it loads the pages.
 */
export const ORIGIN_PLACEHOLDER = "https://app-origin.invalid";

export function isPageLang(value: unknown): value is PageLang {
  return PAGE_LANGS.some((lang) => lang === value);
}

/** The absolute URL of `path` in `lang`. */
export function pageUrl(origin: string, path: string, lang: PageLang): string {
  const base = `${origin.replace(/\/+$/, "")}${path}`;
  return lang === DEFAULT_PAGE_LANG ? base : `${base}?lang=${lang}`;
}

/** The folder of the built web app that holds the prerendered pages (never served as files). */
export const PRERENDERED_DIR = "_pages";

/** The file a prerendered page is written to, relative to PRERENDERED_DIR. */
export function pageFile(path: string, lang: PageLang): string {
  return `${lang}/${path === "/" ? "index" : path.slice(1)}.html`;
}
