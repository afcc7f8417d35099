import { checkerSession, failOnce, investorSession, preferDarkTheme, toast } from "./admin-kit";
import { expect, shot, test } from "./fixtures";

test("the admin finds a user, activates them, adjusts their money, makes them admin; the user sees it", async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const investor = await investorSession(`Quentin Found${tag}`);

  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Manage Users" })).toBeVisible();
  await page.getByPlaceholder("Search User").fill(`found${tag.toUpperCase()}`);
  const cards = page.getByRole("list", { name: "Users" }).getByRole("link");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(investor.user.email);
  await expect(cards.first()).toContainText("Kenya");
  await shot(page, "admin-users-search");
  await page.getByPlaceholder("Search User").fill(`nobody-${tag}`);
  await expect(page.getByText("No users found")).toBeVisible();
  await page.getByPlaceholder("Search User").fill(investor.user.email);
  await cards.first().click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/${investor.id}$`));
  const profile = page.getByRole("region", { name: investor.user.name });
  await expect(profile.getByText("Deactivated")).toBeVisible();
  await expect(profile).toContainText(investor.user.phone);
  await expect(page.getByText("User has no active trade")).toBeVisible();

  // Activate (a failure first, then for real).
  await failOnce(page, "**/activate");
  await profile.getByRole("button", { name: "Activate" }).click();
  await expect(toast(page, "Failed to activate account")).toBeVisible();
  await profile.getByRole("button", { name: "Activate" }).click();
  await expect(toast(page, "Account activated successfully")).toBeVisible();
  await expect(profile.getByText("Activated", { exact: true })).toBeVisible();

  // Balance, profit and bonus: signed amounts with a reason.
  const amount = page.getByLabel("Enter amount");
  await page.getByRole("button", { name: "Update Balance" }).click();
  await expect(page.getByText("Enter amount first!")).toBeVisible();
  await amount.fill("1500");
  await expect(page.getByText("Enter amount first!")).toHaveCount(0);
  await page.getByLabel("Reason").fill("Welcome credit");
  await page.getByRole("button", { name: "Update Balance" }).click();
  await expect(toast(page, "Balance updated successfully")).toBeVisible();
  await expect(page.getByRole("region", { name: "User Balance" })).toContainText("$1,500.00");
  await amount.fill("25.50");
  await page.getByRole("button", { name: "Update Profit" }).click();
  await expect(toast(page, "Profit updated successfully")).toBeVisible();
  await expect(page.getByRole("region", { name: "User Profit" })).toContainText("$25.50");
  await amount.fill("10");
  await page.getByRole("button", { name: "Update Bonus" }).click();
  await expect(toast(page, "Bonus updated successfully")).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Bonus" })).toContainText("$10.00");
  // Never below zero: the spec's failure toasts, with the reason.
  for (const [account, failure] of [
    ["Balance", "Failed to update balance"],
    ["Profit", "Failed to update profit"],
    ["Bonus", "Failed to update bonus"],
  ] as const) {
    await amount.fill("-100000");
    await page.getByRole("button", { name: `Update ${account}` }).click();
    await expect(toast(page, failure)).toBeVisible();
  }
  await amount.fill("-500");
  await page.getByRole("button", { name: "Update Balance" }).click();
  await expect(page.getByRole("region", { name: "User Balance" })).toContainText("$1,000.00");

  // The adjustments are in the user's transactions here...
  const userTransactions = page.getByRole("list", { name: "Transactions" });
  await expect(
    userTransactions.getByText("Balance adjustment: $1,500.00 added (Welcome credit)"),
  ).toBeVisible();
  await page.getByPlaceholder("Search by transaction ID").fill("profit adjustment");
  await expect(userTransactions.getByRole("listitem")).toHaveCount(1);
  await page.getByPlaceholder("Search by transaction ID").fill("");

  // ... and in the user's own history.
  const userContext = await browser.newContext();
  await userContext.request.post("/api/auth/sign-in/email", {
    data: { email: investor.user.email, password: investor.user.password },
    headers: { origin: new URL(page.url()).origin },
  });
  const userPage = await userContext.newPage();
  await userPage.goto("/transactions");
  for (const text of [
    "Balance adjustment: $1,500.00 added (Welcome credit)",
    "Profit adjustment: $25.50 added",
    "Bonus adjustment: $10.00 added",
    "Balance adjustment: $500.00 deducted",
  ]) {
    await expect(userPage.getByText(text)).toBeVisible();
  }
  await shot(userPage, "admin-adjustments-in-user-history");
  await userContext.close();

  // Deactivate, activate again, then make admin (one way: the button goes).
  await failOnce(page, "**/deactivate");
  await profile.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Failed to deactivate account")).toBeVisible();
  await profile.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Account deactivated successfully")).toBeVisible();
  await expect(profile.getByText("Deactivated")).toBeVisible();
  await profile.getByRole("button", { name: "Activate" }).click();
  await expect(toast(page, "Account activated successfully")).toBeVisible();
  await failOnce(page, "**/make-admin");
  await profile.getByRole("button", { name: "Make Admin" }).click();
  await expect(toast(page, "Failed to make user admin")).toBeVisible();
  await profile.getByRole("button", { name: "Make Admin" }).click();
  // Four-eyes (DUAL_APPROVAL_ABOVE is set, and the checker admin exists): only a proposal, which the
  // proposer cannot approve; the second admin does (e2e/four-eyes-admin.spec.ts does it on screen).
  await expect(toast(page, "Proposed as admin; a second admin must approve it")).toBeVisible();
  await expect(profile.getByText("Admin: awaiting second approval")).toBeVisible();
  await expect(profile.getByRole("button", { name: "Approve Admin" })).toHaveCount(0);
  await expect(profile.getByRole("button", { name: "Make Admin" })).toHaveCount(0);
  const checker = await checkerSession();
  await checker.post(`/api/v1/admin/users/${investor.id}/make-admin/approve`);
  await checker.dispose();
  await page.reload();
  await expect(profile.getByText("Admin", { exact: true })).toBeVisible();
  await shot(page, "admin-user-detail");
  await investor.api.dispose();
});

test("Manage Users and user detail on a phone, dark theme", async ({ adminPage: page }) => {
  const investor = await investorSession("Mobile Marta Example");
  await preferDarkTheme(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/users");
  await expect(page.getByRole("list", { name: "Users" }).getByRole("link").first()).toBeVisible();
  await shot(page, "admin-users-mobile-dark");
  await page.goto(`/admin/users/${investor.id}`);
  await expect(page.getByRole("region", { name: investor.user.name })).toBeVisible();
  await expect(page.getByText("No transactions found!")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "admin-user-detail-mobile-dark");
  await investor.api.dispose();
});
