import { PAGE_LANGS, type PageLang, type PublicPage, pageUrl } from "../shared/public-pages";
import type { MetaDict } from "./i18n/en/meta";

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The head of a prerendered public page: title, description, canonical URL, hreflang alternates
 * (every language plus x-default), OpenGraph and Twitter card tags. `origin` is the site's origin
 * (at build time the placeholder the server replaces).
 */
export function pageHead({
  page,
  lang,
  meta,
  origin,
}: {
  page: PublicPage;
  lang: PageLang;
  meta: MetaDict;
  origin: string;
}): string {
  const { title, description } = meta.pages[page.key];
  const url = pageUrl(origin, page.path, lang);
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(" ")} />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag("meta", { name: "description", content: description }),
    tag("link", { rel: "canonical", href: url }),
    ...PAGE_LANGS.map((alternate) =>
      tag("link", { rel: "alternate", hreflang: alternate, href: pageUrl(origin, page.path, alternate) }),
    ),
    tag("link", { rel: "alternate", hreflang: "x-default", href: pageUrl(origin, page.path, "en") }),
    tag("meta", { property: "og:type", content: "website" }),
    tag("meta", { property: "og:site_name", content: meta.siteName }),
    tag("meta", { property: "og:title", content: title }),
    tag("meta", { property: "og:description", content: description }),
    tag("meta", { property: "og:url", content: url }),
    tag("meta", { property: "og:locale", content: meta.locale }),
    tag("meta", { name: "twitter:card", content: "summary" }),
    tag("meta", { name: "twitter:title", content: title }),
    tag("meta", { name: "twitter:description", content: description }),
  ].join("\n    ");
}

/**
 * The built index.html turned into a prerendered page: its language, the page's head (replacing the
 * generic title and description) and the rendered app inside #root, marked for hydration.
 */
export function fillTemplate(
  template: string,
  { lang, head, body }: { lang: PageLang; head: string; body: string },
) {
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(/\s*<meta name="description"[^>]*>/, "")
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${lang}">${body}</div>`);
  if (!filled.includes("data-prerendered")) throw new Error("index.html has no empty #root to fill");
  return filled;
}
