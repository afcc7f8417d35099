/**
 * The Content-Security-Policy holds in a real browser: investor pages (QR code, avatar upload and
 * preview, chart) and the API docs (Swagger UI) load and work without a single CSP violation, and
 * the inline theme script (allowed by hash) still runs. Every public, investor and admin page is
 * also loaded with the policy checked by the page sweep (page-sweep.spec.ts).
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { addPaymentMethod, adminSession } from "./admin-kit";
import { expect, expectConsoleError, test } from "./fixtures";
import { activate, toast } from "./investor-kit";
import { appPolicy, watchCsp } from "./page-checks";

test.describe.configure({ timeout: 120_000 });

/** Visits a page, waits for its heading and the network to settle, and returns the violations. */
async function visit(
  page: Page,
  violations: () => Promise<string[]>,
  path: string,
  heading: RegExp | string,
) {
  const response = await page.goto(path);
  // The policy is really there (without it, no violation could ever be reported).
  expect(response?.headers()["content-security-policy"], path).toMatch(appPolicy);
  await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  await page.waitForLoadState("networkidle").catch(() => {});
  return (await violations()).map((violation) => `${path}: ${violation}`);
}

test("the theme script is applied by the page's own inline script (not blocked)", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.emulateMedia({ colorScheme: "dark" });
  // With scripts from files stopped, only the inline theme script can set the class.
  await page.route("**/assets/*.js", (route) => route.abort());
  expectConsoleError(page, /^Failed to load resource: net::ERR_FAILED/);
  // The app never starts here: wait for the load event only, not for the app (fixtures.ts).
  await page.goto("/about", { waitUntil: "commit" });
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  expect(await violations()).toEqual([]);
});

test("investor pages (QR code, avatar, transactions) load without CSP violations", async ({
  userPage: page,
}) => {
  const violations = await watchCsp(page);
  const api = await adminSession();
  await activate(api, page);
  const method = await addPaymentMethod(api, `CSP Coin ${Date.now().toString(36)}`);
  await api.dispose();
  const found: string[] = [];
  found.push(...(await visit(page, violations, "/dashboard", /./)));
  found.push(...(await visit(page, violations, "/transactions", /./)));
  found.push(...(await visit(page, violations, "/referrals", /./)));
  // The market screen: the lazy chart (canvas) and the quotes stream.
  found.push(...(await visit(page, violations, "/markets", "Markets")));
  await expect(page.getByTestId("market-chart")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("market-chart").locator("canvas").first()).toBeVisible();
  found.push(...(await violations()).map((violation) => `/markets: ${violation}`));

  await page.goto(`/deposits/payment?method=${method.id}&amount=1500`);
  await expect(page.locator("svg title", { hasText: "wallet address QR code" })).toHaveCount(1);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Change profile picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Update profile picture" });
  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0e9f6e" } })
    .jpeg()
    .toBuffer();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: picture });
  await expect(dialog.getByRole("img")).toBeVisible();
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Avatar updated successfully")).toBeVisible();
  const avatar = page.locator('main img[src^="/uploads/avatars/"]');
  await expect(avatar).toBeVisible();
  // Visible before its bytes have arrived: wait until the picture has actually loaded.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  found.push(...(await violations()));
  expect(found).toEqual([]);
});

test("the API docs (Swagger UI) work without CSP violations", async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto("/api/docs");
  expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'self'/);
  // Swagger UI fetches and renders the whole OpenAPI document first: over 10 s on a loaded machine
  // (seen with three e2e workers beside other suites). The check is the policy, not the speed.
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Swift Trade Exchange API", {
    timeout: 30_000,
  });
  await expect(page.locator(".opblock").first()).toBeVisible();
  await page.locator(".opblock-summary").first().click();
  await expect(page.locator(".opblock-body").first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
