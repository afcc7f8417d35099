import { failOnce, preferDarkTheme, slowDown, toast, unique } from "./admin-kit";
import { expect, shot, test } from "./fixtures";

test("the admin adds, copies, edits and deletes a payment method, with the spec's checks and toasts", async ({
  adminPage: page,
  context,
}) => {
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
  await expect(toast(page, "Payment Method Added")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole("list", { name: "Payment methods" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(row).toContainText(`addr-${code}`);

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
  await expect(toast(page, "Payment Method Updated")).toBeVisible();
  await expect(row).toContainText(`new-${code}`);
  await shot(page, "admin-overview-payment-methods");

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
