import type { Page } from "@playwright/test";
import { adminSession } from "./admin-kit";
import { axeViolations } from "./axe";
import { expect, shot, test } from "./fixtures";
import { activate, toast } from "./investor-kit";

/** Serious and critical axe-core issues inside the open dialog. */
async function dialogViolations(page: Page) {
  return (await axeViolations(page, "[role=dialog]")).map((violation) => violation.id);
}

test.describe.configure({ timeout: 120_000 });

/** Issue 17.3: Upgrade Plan is a real upgrade while a trade is open, and Close trade gives the money back. */
test("subscribe to a plan, upgrade it through the dialog, close the trade and get the balance back", async ({
  userPage: page,
}) => {
  const api = await adminSession();
  const userId = await activate(api, page);
  await api.post(`/api/v1/admin/users/${userId}/adjustments`, { account: "balance", amount: "2500" });

  // ---- Subscribe to the Basic Plan ----------------------------------------------------------
  await page.goto("/plans");
  const card = (name: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await card("Basic Plan").getByLabel("Amount (USD)").fill("700");
  await card("Basic Plan").getByRole("button", { name: "Invest Now" }).click();
  await expect(toast(page, "Trade created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const trade = page.getByRole("region", { name: "Ongoing Trade", exact: true });
  await expect(trade).toContainText("Basic Plan");
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$1,800.00");

  // Claim Profit at 0 keeps the spec's message.
  await trade.getByRole("button", { name: "Claim Profit" }).click();
  await expect(toast(page, "You have no profit to claim")).toBeVisible();

  // ---- Upgrade Plan: Vast, adding $500 ------------------------------------------------------
  await trade.getByRole("link", { name: "Upgrade Plan" }).click();
  await expect(page).toHaveURL(/\/plans$/);
  const vast = card("Vast Plan");
  await expect(vast).toContainText("Your Basic Plan trade of $700.00 moves here; enter the amount to add.");
  // The plan's bounds apply to the new total.
  await vast.getByLabel("Amount to add (USD)").fill("200");
  await vast.getByRole("button", { name: "Invest Now" }).click();
  await expect(vast.getByText("New total must be greater than or equal to $1000")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await vast.getByLabel("Amount to add (USD)").fill("500");
  await vast.getByRole("button", { name: "Invest Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Upgrade" });
  await expect(dialog).toContainText("Current plan");
  await expect(dialog).toContainText("Basic Plan");
  await expect(dialog).toContainText("$700.00");
  await expect(dialog).toContainText("New plan");
  await expect(dialog).toContainText("Vast Plan");
  await expect(dialog).toContainText("$1,200.00");
  await expect(dialog).toContainText("Amount added: $500.00");
  await shot(page, "plan-upgrade-dialog");
  expect(await dialogViolations(page)).toEqual([]);

  // Keyboard: Escape cancels, nothing moves; then confirm with the keyboard.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await vast.getByRole("button", { name: "Invest Now" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Plan upgraded successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(trade).toContainText("Vast Plan");
  await expect(trade).toContainText("$1,200.00");
  await expect(trade).toContainText("11%");
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$1,300.00");
  await shot(page, "plan-upgrade-dashboard");

  // ---- Close trade: the amount comes back, no profit ----------------------------------------
  await trade.getByRole("button", { name: "Close trade" }).click();
  const closeDialog = page.getByRole("dialog", { name: "Close Trade" });
  await expect(closeDialog).toContainText("Its amount returns to your balance, without profit.");
  await expect(closeDialog).toContainText("Vast Plan");
  await expect(closeDialog).toContainText("$1,200.00");
  await shot(page, "plan-upgrade-close-dialog");
  expect(await dialogViolations(page)).toEqual([]);
  await closeDialog.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page, "Trade closed successfully")).toBeVisible();
  await expect(page.getByText("No ongoing trades yet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$2,500.00");
  const recent = page.getByRole("list", { name: "Recent transactions" });
  await expect(recent).toContainText("Vast Plan trade closed: amount of $1,200.00 returned");
  await api.dispose();
});
