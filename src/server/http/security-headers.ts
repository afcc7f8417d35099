import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** Browser features the app never uses, turned off for every page (and anything it might embed). */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** One year, for every subdomain: sent only when the app is served over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * The Content-Security-Policy of every response. Scripts only from our origin, plus the inline
 * scripts whose hashes are given (index.html's theme script, which must run before first paint);
 * no third-party origin anywhere; no plugins, no framing, no <base> or form posts elsewhere.
 * Styles allow inline values: Radix and sonner set style attributes and a <style> element (CSS
 * cannot run script). Images allow data: and blob: (the favicon, the avatar preview).
 */
function contentSecurityPolicy({ scriptHashes, https }: { scriptHashes: string[]; https: boolean }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The CSP source of each inline <script> of an HTML page ('sha256-...' of its exact text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return hashes;
}

/**
 * Security headers on every response (pages, API answers, files, errors): the CSP above,
 * Permissions-Policy, nosniff, referrer policy, no framing, and HSTS when APP_URL is https.
 * `pageHtml` is the web app's index.html (its inline scripts are allowed by hash), if built.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { appUrl, pageHtml }: { appUrl: string; pageHtml: string | undefined },
) {
  const https = appUrl.startsWith("https://");
  const csp = contentSecurityPolicy({ scriptHashes: pageHtml ? inlineScriptHashes(pageHtml) : [], https });
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("content-security-policy", csp);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    if (https) reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    done(null, payload);
  });
}
