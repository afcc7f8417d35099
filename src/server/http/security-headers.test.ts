import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { inlineScriptHashes, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from "./security-headers";

/** The web app's page as Vite builds it: the source's inline theme script is kept as it is. */
const sourceHtml = readFileSync(resolve(import.meta.dirname, "../../web/index.html"), "utf8");
const themeScript = /<script>([\s\S]*?)<\/script>/.exec(sourceHtml)?.[1] ?? "";
const themeHash = `sha256-${createHash("sha256").update(themeScript).digest("base64")}`;

function webDirWithPage(): string {
  const dir = mkdtempSync(join(tmpdir(), "ste-web-"));
  writeFileSync(join(dir, "index.html"), sourceHtml.replace('src="/main.tsx"', 'src="/assets/index-abc.js"'));
  return dir;
}

/** The directives of a CSP header, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    const webDir = webDirWithPage();
    http = await createTestApp({}, { webDir });
    https = await createTestApp({ APP_URL: "https://exchange.example" }, { webDir });
  });
  afterAll(async () => {
    await http?.close();
    await https?.close();
  });

  it("hashes exactly the inline scripts of a page", () => {
    expect(themeScript).toContain("localStorage.getItem");
    expect(inlineScriptHashes(sourceHtml)).toEqual([themeHash]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module">x()</script>')).toEqual([
      `sha256-${createHash("sha256").update("x()").digest("base64")}`,
    ]);
  });

  it("gives app pages a strict CSP: own origin only, the theme script by hash, no inline script", async () => {
    for (const url of ["/", "/login", "/dashboard", "/admin/users"]) {
      const response = await http.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      const csp = String(response.headers["content-security-policy"]);
      const d = directives(csp);
      expect(d["default-src"]).toEqual(["'self'"]);
      expect(d["script-src"]).toEqual(["'self'", `'${themeHash}'`]);
      expect(d["script-src-attr"]).toEqual(["'none'"]);
      expect(d["object-src"]).toEqual(["'none'"]);
      expect(d["base-uri"]).toEqual(["'self'"]);
      expect(d["frame-ancestors"]).toEqual(["'none'"]);
      expect(d["connect-src"]).toEqual(["'self'"]);
      // No third-party origin, no eval, in any directive.
      expect(csp).not.toMatch(/https?:|\*|unsafe-eval/);
      expect(d["upgrade-insecure-requests"]).toBeUndefined();
      expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("sends the same headers on API answers, errors and the API docs", async () => {
    for (const url of ["/api/v1/plans", "/api/v1/no-such-route", "/api/docs", "/healthz"]) {
      const response = await http.app.inject({ url });
      expect(response.headers["content-security-policy"], url).toMatch(/^default-src 'self'/);
      expect(response.headers["permissions-policy"], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it("adds HSTS and upgrade-insecure-requests when APP_URL is https", async () => {
    for (const url of ["/", "/api/v1/plans"]) {
      const response = await https.app.inject({ url });
      expect(response.headers["strict-transport-security"], url).toBe(STRICT_TRANSPORT_SECURITY);
      expect(
        directives(String(response.headers["content-security-policy"]))["upgrade-insecure-requests"],
      ).toEqual([]);
    }
  });
});
