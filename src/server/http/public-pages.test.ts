import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN_PLACEHOLDER,
  PAGE_LANGS,
  PRERENDERED_DIR,
  pageFile,
  privatePaths,
  publicPages,
} from "../../shared/public-pages";
import { createTestApp, type TestApp } from "../test/test-app";
import { preferredEncoding } from "./public-pages";

const ORIGIN = "https://trade.example.com";
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'x';";

/** A stand-in for the build: the shell index.html and one prerendered file per page and language. */
function buildFixture() {
  const dir = mkdtempSync(join(tmpdir(), "ste-pages-"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  for (const page of publicPages) {
    for (const lang of PAGE_LANGS) {
      const file = join(dir, PRERENDERED_DIR, pageFile(page.path, lang));
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(
        file,
        `<!doctype html><html lang="${lang}"><head><script>${THEME_SCRIPT}</script><link rel="canonical" href="${ORIGIN_PLACEHOLDER}${page.path}" /></head><body><div id="root" data-prerendered="${lang}"><h1>${page.key} in ${lang}</h1>${"<p>text</p>".repeat(200)}</div></body></html>`,
      );
    }
  }
  return dir;
}

describe("prerendered public pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: ORIGIN }, { webDir: buildFixture() });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity", ...headers } });

  it("sends each public page as complete HTML in English by default, with the site's origin in", async () => {
    for (const page of publicPages) {
      const response = await get(page.path);
      expect(response.statusCode, page.path).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain(`<h1>${page.key} in en</h1>`);
      expect(response.body).toContain(`href="${ORIGIN}${page.path}"`);
      expect(response.body).not.toContain(ORIGIN_PLACEHOLDER);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toMatch(/accept-encoding/);
      expect(response.headers.vary).toMatch(/cookie/);
      // The page's inline theme script is the shell's: the CSP allows it by hash.
      expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it("picks the language from ?lang=, then the lang cookie; other query parameters are fine", async () => {
    expect((await get("/about?lang=es")).body).toContain("<h1>about in es</h1>");
    expect((await get("/about", { cookie: "lang=fr" })).body).toContain("<h1>about in fr</h1>");
    expect((await get("/about?lang=es", { cookie: "lang=fr" })).body).toContain("<h1>about in es</h1>");
    expect((await get("/?utm_source=mail&lang=fr")).body).toContain("<h1>home in fr</h1>");
    expect((await get("/about?lang=de", { cookie: "lang=xx" })).body).toContain("<h1>about in en</h1>");
  });

  it("a language named in the URL becomes the visitor's choice: the server sets the lang cookie (works without JavaScript)", async () => {
    // A plain form or link to ?lang= (the language switch before the app runs): the next page,
    // without the parameter, comes in the chosen language.
    const chosen = await get("/about?lang=es", { cookie: "lang=fr" });
    expect(chosen.headers["set-cookie"]).toBe("lang=es; Path=/; Max-Age=31536000; SameSite=Lax");
    const next = await get("/terms", { cookie: "lang=es" });
    expect(next.body).toContain("<h1>terms in es</h1>");
    expect((await get("/login?lang=en", { cookie: "lang=es" })).headers["set-cookie"]).toMatch(/^lang=en;/);
    // Nothing to set: no parameter, an unknown one, or the cookie already says so.
    expect((await get("/about")).headers["set-cookie"]).toBeUndefined();
    expect((await get("/about?lang=de")).headers["set-cookie"]).toBeUndefined();
    expect((await get("/about?lang=fr", { cookie: "lang=fr" })).headers["set-cookie"]).toBeUndefined();
  });

  it("sends brotli or gzip by Accept-Encoding", async () => {
    const br = await get("/terms", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain("<h1>terms in en</h1>");
    expect(br.rawPayload.length).toBeLessThan(html.length / 3);
    const gz = await get("/terms", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("a request with a session cookie for /plans, /traders or /login gets the app's shell; other pages stay prerendered", async () => {
    // Only its presence counts (the app then checks the session and shows the signed-in page).
    const cookie = "lang=en; ste.session_token=abc.def";
    for (const path of ["/plans", "/traders", "/login"]) {
      const response = await get(path, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
    }
    expect((await get("/about", { cookie })).body).toContain("<h1>about in en</h1>");
  });

  it("never serves the prerendered files themselves (they hold the origin placeholder)", async () => {
    const response = await get(`/${PRERENDERED_DIR}/${pageFile("/about", "en")}`);
    expect(response.body).not.toContain(ORIGIN_PLACEHOLDER);
  });

  it("robots.txt disallows the signed-in areas and points at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    for (const path of ["/dashboard", "/admin", ...privatePaths])
      expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).not.toMatch(/Disallow: \/\n/);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("sitemap.xml lists every listed page in every language, each with its hreflang alternates", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const listed = publicPages.filter((page) => page.sitemap);
    expect(locs).toHaveLength(listed.length * PAGE_LANGS.length);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/about?lang=es`);
    expect(locs).toContain(`${ORIGIN}/privacy?lang=fr`);
    expect(locs).not.toContain(`${ORIGIN}/login`);
    expect(response.body).toContain(`hreflang="x-default" href="${ORIGIN}/terms"`);
    expect(response.body).toContain(`hreflang="fr" href="${ORIGIN}/terms?lang=fr"`);
  });
});

describe("without prerendered pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "ste-shell-"));
    writeFileSync(join(dir, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
    t = await createTestApp({}, { webDir: dir });
  });
  afterAll(() => t.close());

  it("the public paths get the app's shell as before", async () => {
    const response = await t.app.inject({ method: "GET", url: "/about" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
