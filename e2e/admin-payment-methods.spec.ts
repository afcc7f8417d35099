import type { Browser } from "@playwright/test";
import { checkerAdmin, failOnce, preferDarkTheme, slowDown, toast, unique } from "./admin-kit";
import { expect, shot, signInViaApi, test } from "./fixtures";

/** The second admin (four-eyes: the e2e app runs with DUAL_APPROVAL_ABOVE set) in a browser of their own. */
async function checkerPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, checkerAdmin.email, checkerAdmin.password);
  return page;
}

test("the admin adds, copies, edits and deletes a payment method, with the spec's checks and toasts; a second admin approves each address", async ({
  adminPage: page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const code = unique("e");
  const name = `Coin ${code}`;
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Users" })).toContainText(/\d/);
  await expect(page.getByRole("region", { name: "Total Deposit" })).toContainText("$");

  // Add: validation order (spec section 5).
  await page.getByRole("button", { name: "Add Payment Method" }).click();
  const dialog = page.getByRole("dialog", { name: "Add or Edit Payment Method" });
  await expect(dialog.getByLabel("ID")).toHaveAttribute("placeholder", "btc, eth");
  const submit = dialog.getByRole("button", { name: "Add Payment Method" });
  await submit.click();
  await expect(dialog.getByText("ID is required")).toBeVisible();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Address is required")).toBeVisible();
  await dialog.getByLabel("ID").fill(code);
  await expect(dialog.getByText("ID is required")).toHaveCount(0); // typing clears that field's error
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await submit.click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Address is required")).toHaveCount(0); // only the first missing one
  await dialog.getByLabel("Name").fill(name);
  await submit.click();
  await expect(dialog.getByText("Address is required")).toBeVisible();
  await dialog.getByLabel("Wallet Address").fill(`addr-${code}`);
  await shot(page, "admin-payment-method-modal");

  // A failing server: the spec's failure toast, the modal stays open.
  await failOnce(page, "**/api/v1/admin/payment-methods");
  await submit.click();
  await expect(toast(page, "Failed to Add Payment Method")).toBeVisible();
  await expect(dialog).toBeVisible();

  await slowDown(page, "**/api/v1/admin/payment-methods");
  await submit.click();
  await expect(toast(page, "Adding Payment Method")).toBeVisible();
  // Four-eyes: the new method's address is only proposed; investors do not see the method yet.
  await expect(toast(page, "New address proposed; a second admin must approve it")).toBeVisible();
  await expect(dialog).toBeHidden();
  const rowOf = (on: typeof page) =>
    on.getByRole("list", { name: "Payment methods" }).getByRole("listitem").filter({ hasText: name });
  const row = rowOf(page);
  await expect(row).toContainText("No address until a second admin approves one");
  await expect(row.getByRole("status")).toContainText(`Awaiting second approval`);
  await expect(row.getByRole("status")).toContainText(`addr-${code}`);
  await expect(row.getByRole("status")).toContainText("Another admin must approve or reject it.");
  // The proposer cannot approve their own address: no Approve button, only Reject.
  await expect(row.getByRole("button", { name: `Approve the new address of ${name}` })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Reject the new address of ${name}` })).toBeVisible();
  await shot(page, "admin-payment-method-awaiting-approval");

  // The second admin approves it, after a confirmation.
  const checker = await checkerPage(browser);
  await checker.goto("/admin");
  const checkerRow = rowOf(checker);
  await expect(checkerRow.getByRole("status")).toContainText("Proposed by Administrator.");
  await checkerRow.getByRole("button", { name: `Approve the new address of ${name}` }).click();
  const approveDialog = checker.getByRole("alertdialog", { name: "Approve the new address?" });
  await expect(approveDialog).toContainText(`addr-${code}`);
  await shot(checker, "admin-payment-method-approve-dialog");
  await approveDialog.getByRole("button", { name: "Approve" }).click();
  await expect(toast(checker, "New address approved")).toBeVisible();
  await expect(checkerRow.getByRole("status")).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText(`addr-${code}`);
  await expect(row.getByRole("status")).toHaveCount(0);

  // Copy Address: toast, 'Copied' for 2 seconds, the address on the clipboard.
  await row.getByRole("button", { name: `Copy Address of ${name}` }).click();
  await expect(toast(page, "Address Copied to Clipboard")).toBeVisible();
  await expect(row.getByRole("button", { name: `Copied ${name} address` })).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`addr-${code}`);
  await expect(row.getByRole("button", { name: `Copy Address of ${name}` })).toHaveText("Copy Address", {
    timeout: 4_000,
  });

  // Edit, first failing, then for real.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByLabel("Wallet Address").fill(`new-${code}`);
  const update = dialog.getByRole("button", { name: "Update Payment Method" });
  await failOnce(page, /\/api\/v1\/admin\/payment-methods\/[^/]+$/, "PUT");
  await update.click();
  await expect(toast(page, "Failed to Update Payment Method")).toBeVisible();
  await slowDown(page, /\/api\/v1\/admin\/payment-methods\/[^/]+$/);
  await update.click();
  await expect(toast(page, "Updating Payment Method")).toBeVisible();
  await expect(toast(page, "New address proposed; a second admin must approve it")).toBeVisible();
  // Until the second admin decides, deposits keep the old address.
  await expect(row.getByRole("button", { name: `Copy Address of ${name}` })).toBeVisible();
  await expect(row.getByRole("status")).toContainText(`new-${code}`);
  await shot(page, "admin-overview-payment-methods");
  // The second admin rejects it: the old address stays.
  await checker.reload();
  await checkerRow.getByRole("button", { name: `Reject the new address of ${name}` }).click();
  const rejectDialog = checker.getByRole("alertdialog", { name: "Reject the new address?" });
  await rejectDialog.getByRole("button", { name: "Reject" }).click();
  await expect(toast(checker, "New address rejected")).toBeVisible();
  await page.reload();
  await expect(row.getByRole("status")).toHaveCount(0);
  await expect(row).toContainText(`addr-${code}`);
  await expect(row).not.toContainText(`new-${code}`);
  // Proposed again and approved: now it is the address.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await dialog.getByLabel("Wallet Address").fill(`new-${code}`);
  await update.click();
  await expect(dialog).toBeHidden();
  await checker.reload();
  await checkerRow.getByRole("button", { name: `Approve the new address of ${name}` }).click();
  await approveDialog.getByRole("button", { name: "Approve" }).click();
  await expect(toast(checker, "New address approved")).toBeVisible();
  await checker.context().close();
  await page.reload();
  await expect(row).toContainText(`new-${code}`);

  // Delete asks first; Cancel keeps it.
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete payment method?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Payment Method Deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the overview on a phone in the dark theme", async ({ adminPage: page }) => {
  await preferDarkTheme(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Payment Methods" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Users" })).toContainText(/\d/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "admin-overview-mobile-dark");
  await page.getByRole("button", { name: "Add Payment Method" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add Payment Method" }).click();
  await expect(page.getByRole("dialog").getByText("Address is required")).toBeVisible();
  await shot(page, "admin-payment-method-modal-mobile-dark");
});
