/**
 * Deleting a user, with the user count before and after: in the solo project of playwright.config.ts
 * (last and alone), since any other spec signing someone up meanwhile would change the count. The
 * other Manage Users journeys (admin-users.spec.ts) run beside the other specs.
 */
import {
  activeInvestorSession,
  addPaymentMethod,
  adminSession,
  failOnce,
  slowDown,
  toast,
} from "./admin-kit";
import { expect, shot, test } from "./fixtures";

test("the admin deletes a user after confirming; they can no longer sign in, their records stay", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const admin = await adminSession();
  const investor = await activeInvestorSession(admin, `Della Deleted${tag}`);
  const method = await addPaymentMethod(admin, `Del ${tag}`);
  const made = await investor.api.post<{ transactionId: string }>("/api/v1/deposits", {
    paymentMethodId: method.id,
    amount: "42.00",
  });
  const totalUsers = async () => (await admin.get<{ totalUsers: number }>("/api/v1/admin/stats")).totalUsers;
  const usersBefore = await totalUsers();

  await page.goto(`/admin/users/${investor.id}`);
  const profile = page.getByRole("region", { name: investor.user.name });
  await profile.getByRole("button", { name: "Delete User" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this user?" });
  await expect(confirm).toContainText("cannot be undone");
  await shot(page, "admin-delete-user-confirm");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  await failOnce(page, `**/api/v1/admin/users/${investor.id}`, "DELETE");
  await profile.getByRole("button", { name: "Delete User" }).click();
  await confirm.getByRole("button", { name: "Delete User" }).click();
  await expect(toast(page, "Failed to delete user")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${investor.id}$`));

  await slowDown(page, `**/api/v1/admin/users/${investor.id}`);
  await profile.getByRole("button", { name: "Delete User" }).click();
  await confirm.getByRole("button", { name: "Delete User" }).click();
  await expect(toast(page, "Deleting user...")).toBeVisible();
  await expect(toast(page, "User deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // Gone from the list and the count; their session is over and they cannot sign in again.
  await page.getByPlaceholder("Search User").fill(`deleted${tag}`);
  await expect(page.getByText("No users found")).toBeVisible();
  expect(await totalUsers()).toBe(usersBefore - 1);
  expect((await investor.api.context.get("/api/v1/me")).status()).toBe(401);
  const again = await investor.api.context.post("/api/auth/sign-in/email", {
    data: { email: investor.user.email, password: investor.user.password },
  });
  expect(again.status()).toBe(401);
  // Their transaction stays (the ledger is kept), shown under the anonymous name.
  await page.goto("/admin/transactions");
  await page.getByPlaceholder("Search Transactions").fill(made.transactionId);
  const row = page.getByRole("list", { name: "Transactions" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Deleted user");
  await expect(row).not.toContainText(investor.user.email);
  await admin.dispose();
  await investor.api.dispose();
});
