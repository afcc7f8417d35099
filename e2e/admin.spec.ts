import { expect, shot, test } from "./fixtures";

test("the seeded admin opens /admin and can switch areas", async ({ adminPage: page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Overview" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Manage Users" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Transactions" })).toBeVisible();
  await shot(page, "admin-overview-desktop");

  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/admin/profile");
  await page.getByRole("menuitem", { name: "User Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Deposit" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await nav.getByRole("link", { name: "Manage Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "Manage Users" })).toBeVisible();
});

test("a normal user going to /admin is sent to /dashboard", async ({ userPage: page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
});

test("an unauthenticated visit to /admin goes to /login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});
