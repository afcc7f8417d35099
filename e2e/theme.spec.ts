import { expect, shot, test } from "./fixtures";

const html = (page: import("@playwright/test").Page) => page.locator("html");

test("the theme toggle persists across reloads", async ({ page }) => {
  await page.goto("/");
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await shot(page, "landing-desktop-light");

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await shot(page, "landing-desktop-dark");

  await page.goto("/login");
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await shot(page, "login-desktop-dark");

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await page.reload();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test.describe("system preference", () => {
  test.use({ colorScheme: "dark" });

  test("without a saved theme the system preference applies", async ({ page }) => {
    await page.goto("/");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("the signed-in frame follows the theme", async ({ userPage: page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await shot(page, "dashboard-desktop-dark");
  });
});
