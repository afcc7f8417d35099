import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  DEFAULT_PAGE_LANG,
  isPageLang,
  ORIGIN_PLACEHOLDER,
  PAGE_LANGS,
  type PageLang,
  PRERENDERED_DIR,
  pageFile,
  pageUrl,
  privatePaths,
  publicPages,
} from "../../shared/public-pages";
import { SESSION_COOKIE_PREFIX } from "../auth/auth";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Pages whose signed-in version differs (the app frame's plans and traders list, the dashboard for
 * /login): a signed-in request gets the shell, since hydrating the visitor's page as the signed-in
 * one is a React hydration error.
 */
const SIGNED_IN_DIFFERS = new Set<string>(["/plans", "/traders", "/login"]);

const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX.replace(".", "\\.")}\\.session_token=`,
);

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The language the URL names (`?lang=es`), if one of ours. */
function urlLang(request: FastifyRequest): PageLang | undefined {
  const fromUrl = (request.query as Record<string, unknown> | undefined)?.lang;
  return isPageLang(fromUrl) ? fromUrl : undefined;
}

/**
 * The language a page is sent in: the URL's `?lang=`, else the visitor's `lang` cookie (set by the
 * web app's language switch, or by this server for a `?lang=`), else English.
 */
function pageLang(request: FastifyRequest): PageLang {
  const fromUrl = urlLang(request);
  if (fromUrl) return fromUrl;
  const fromCookie = cookie(request, "lang");
  return isPageLang(fromCookie) ? fromCookie : DEFAULT_PAGE_LANG;
}

/**
 * The cookie that makes a language named in the URL the visitor's choice, as the web app's switch
 * does (same name and lifetime): the switch also works as a plain form to `?lang=` before the app
 * runs or without JavaScript, and the next page keeps the language (issue 29 point 8).
 */
const langCookie = (lang: PageLang) => `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;

type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client takes (br, then gzip); `;q=0` refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== "" && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** One prerendered page in one language: its HTML with the origin in, compressed on first request. */
class PageBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  constructor(private readonly html: Buffer) {}

  get(encoding: Encoding): Promise<Buffer> {
    if (encoding === "identity") return Promise.resolve(this.html);
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotli(this.html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : gzipAsync(this.html, { level: constants.Z_BEST_COMPRESSION });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Reads the prerendered pages of the build (none when the build has none), with `origin` put in. */
function loadPublicPages(webDir: string, origin: string): Map<string, PageBody> {
  const pages = new Map<string, PageBody>();
  const base = origin.replace(/\/+$/, "");
  for (const page of publicPages) {
    for (const lang of PAGE_LANGS) {
      const file = join(webDir, PRERENDERED_DIR, pageFile(page.path, lang));
      if (!existsSync(file)) continue;
      const html = readFileSync(file, "utf8").replaceAll(ORIGIN_PLACEHOLDER, base);
      pages.set(`${lang}:${page.path}`, new PageBody(Buffer.from(html, "utf8")));
    }
  }
  return pages;
}

/** robots.txt: everything public may be crawled, the signed-in areas not; where the sitemap is. */
function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}

/** sitemap.xml: every public page in every language, each with its hreflang alternates. */
function sitemapXml(origin: string): string {
  const urls: string[] = [];
  for (const page of publicPages) {
    if (!page.sitemap) continue;
    const alternates = [
      ...PAGE_LANGS.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${pageUrl(origin, page.path, lang)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${pageUrl(origin, page.path, DEFAULT_PAGE_LANG)}"/>`,
    ];
    for (const lang of PAGE_LANGS) {
      urls.push(
        `  <url>\n    <loc>${pageUrl(origin, page.path, lang)}</loc>\n    ${alternates.join("\n    ")}\n  </url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Serves the prerendered public pages (decision 0015) as complete HTML in the visitor's language,
 * plus robots.txt and sitemap.xml. A request with a session cookie for a page whose signed-in
 * version differs (/plans, /traders, /login) gets the app's shell instead (`sendShell`). Without a build with
 * prerendered pages, those paths fall through to the shell as before.
 */
export function registerPublicPages(
  app: FastifyInstance,
  {
    webDir,
    origin,
    sendShell,
  }: { webDir: string; origin: string; sendShell: (reply: FastifyReply) => unknown },
) {
  const pages = loadPublicPages(webDir, origin);
  const robots = robotsTxt(origin);
  const sitemap = sitemapXml(origin);
  app.get("/robots.txt", { schema: { hide: true } }, (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemap),
  );
  if (pages.size === 0) return;

  for (const page of publicPages) {
    app.get(page.path, { schema: { hide: true } }, async (request, reply) => {
      const body = pages.get(`${pageLang(request)}:${page.path}`);
      const chosen = urlLang(request);
      if (chosen && cookie(request, "lang") !== chosen) reply.header("set-cookie", langCookie(chosen));
      const signedIn = SESSION_COOKIE.test(request.headers.cookie ?? "");
      if (!body || (signedIn && SIGNED_IN_DIFFERS.has(page.path))) return sendShell(reply);
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        // The answer depends on the language cookie (and the session cookie) and the encoding.
        .header("vary", "accept-encoding, cookie");
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.send(await body.get(encoding));
    });
  }
}
