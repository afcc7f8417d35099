import { expect, shot, signUpViaApi, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });

test("public hamburger menu at 375px", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await shot(page, "landing-mobile-light");

  await toggle.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  const menuId = await close.getAttribute("aria-controls");
  const menu = page.locator(`[id="${menuId}"]`);
  const mobileNav = menu.getByRole("navigation", { name: "Mobile" });
  for (const name of ["Home", "About", "Plans", "Contact"]) {
    await expect(mobileNav.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  await shot(page, "landing-mobile-menu");

  // Escape closes and returns focus to the toggle.
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

  // A click outside closes.
  await toggle.click();
  await expect(mobileNav).toBeVisible();
  await page.mouse.click(40, 500);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // A link click navigates and closes.
  await toggle.click();
  await mobileNav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(mobileNav).toBeHidden();
});

test("signed-in drawer at 375px", async ({ userPage: page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
  // The sidebar is hidden below 770px.
  await expect(page.getByRole("navigation", { name: "Account" })).toBeHidden();
  await shot(page, "dashboard-mobile-light");

  const toggle = page.getByRole("button", { name: "Open navigation menu" });
  await toggle.click();
  const drawer = page.getByRole("dialog", { name: "Navigation menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveCSS("width", "300px");
  for (const name of [
    "Dashboard",
    "Markets",
    "Upgrade Plan",
    "Deposit",
    "Withdraw",
    "Transactions",
    "Referrals",
    "Profile",
  ]) {
    await expect(drawer.getByRole("link", { name: new RegExp(`^${name}(\\s|$)`) })).toBeVisible();
  }
  await expect(drawer.getByText("New")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
  await shot(page, "dashboard-mobile-drawer");

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole("link", { name: "Deposit" }).click();
  await expect(page).toHaveURL(/\/deposits$/);
  await expect(drawer).toBeHidden();

  // Backdrop click closes.
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(360, 400);
  await expect(drawer).toBeHidden();
});

test.describe("dark at 375px", () => {
  test.use({ colorScheme: "dark" });

  test("register and dashboard look right in dark", async ({ page, user }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await shot(page, "register-mobile-dark");
    await signUpViaApi(page, user);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
    await shot(page, "dashboard-mobile-dark");
  });
});
