import {
  activeInvestorSession,
  addPaymentMethod,
  adminSession,
  failOnce,
  makeAdmin,
  preferDarkTheme,
  slowDown,
  toast,
} from "./admin-kit";
import { expect, shot, test } from "./fixtures";

test("the admin works the pending queue: approves one deposit and rejects another", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const admin = await adminSession();
  const investor = await activeInvestorSession(admin, `Tina Queue${tag}`);
  const method = await addPaymentMethod(admin, `Queue ${tag}`);
  const deposit = (amount: string) =>
    investor.api.post<{ transactionId: string }>("/api/v1/deposits", { paymentMethodId: method.id, amount });
  const first = await deposit("120.00");
  const second = await deposit("80.00");

  await page.goto("/admin/transactions");
  await expect(page.getByRole("heading", { name: "Transactions" })).toBeVisible();
  await page.getByRole("button", { name: "Pending" }).click();
  await expect(page.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
  const list = page.getByRole("list", { name: "Transactions" });
  await expect(list.getByText(first.transactionId)).toBeVisible();
  await shot(page, "admin-transactions-pending");

  // Approve the first: a failure toast first, then 'Approving...' and the success toast.
  await page.getByPlaceholder("Search Transactions").fill(first.transactionId);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await failOnce(page, /\/approve$/);
  await list.getByRole("button", { name: `Approve ${first.transactionId}` }).click();
  await expect(toast(page, "Something went wrong, please try again")).toBeVisible();
  await slowDown(page, /\/(approve|reject)$/);
  await list.getByRole("button", { name: `Approve ${first.transactionId}` }).click();
  await expect(list.getByRole("button", { name: "Unavailable" }).first()).toBeVisible();
  await expect(toast(page, "Approving...")).toBeVisible();
  await expect(toast(page, "Deposit was approved successfully")).toBeVisible();

  // Approved items leave the pending filter; under All they read 'Already Approved'.
  await expect(list.getByRole("listitem")).toHaveCount(0);
  await page.getByRole("button", { name: "All" }).click();
  await expect(list.getByRole("listitem").filter({ hasText: first.transactionId })).toContainText(
    "Already Approved",
  );

  // Reject the second from the user's detail screen.
  await page.goto(`/admin/users/${investor.id}`);
  await page.getByPlaceholder("Search by transaction ID").fill(second.transactionId);
  const userList = page.getByRole("list", { name: "Transactions" });
  await expect(userList.getByRole("listitem")).toHaveCount(1);
  await userList.getByRole("button", { name: `Reject ${second.transactionId}` }).click();
  await expect(toast(page, "Rejecting...")).toBeVisible();
  await expect(toast(page, "Deposit was rejected successfully")).toBeVisible();
  await expect(userList.getByRole("listitem")).toContainText("failed");
  await expect(page.getByRole("region", { name: "User Balance" })).toContainText("$120.00");

  const me = await investor.api.get<{ balance: string }>("/api/v1/me");
  expect(me.balance).toBe("120.00");
  await admin.dispose();
  await investor.api.dispose();
});

test("four-eyes: a withdrawal above DUAL_APPROVAL_ABOVE waits for a second, different admin", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const admin = await adminSession();
  const checker = await activeInvestorSession(admin, `Chris Checker${tag}`);
  await makeAdmin(admin, checker.id);
  const investor = await activeInvestorSession(admin, `Wendy Whale${tag}`);
  const method = await addPaymentMethod(admin, `Whale ${tag}`);
  // The e2e app runs with DUAL_APPROVAL_ABOVE=50000: the credit itself needs both admins.
  await page.goto(`/admin/users/${investor.id}`);
  await page.getByPlaceholder("Enter amount").fill("80000");
  await page.getByPlaceholder("e.g. Promotion bonus").fill(`Wire ${tag}`);
  await page.getByRole("button", { name: "Update Balance" }).click();
  await expect(toast(page, "First approval recorded; a second admin must approve it")).toBeVisible();
  const awaiting = await admin.get<{ items: { id: string; kind: string; status: string }[] }>(
    `/api/v1/admin/transactions?userId=${investor.id}&status=awaiting-second-approval`,
  );
  expect(awaiting.items).toMatchObject([{ kind: "adjustment", status: "awaiting-second-approval" }]);
  expect((await investor.api.get<{ balance: string }>("/api/v1/me")).balance).toBe("0.00");
  await checker.api.post(`/api/v1/admin/transactions/${awaiting.items[0]!.id}/approve`);
  const withdrawal = await investor.api.post<{ id: string; transactionId: string }>("/api/v1/withdrawals", {
    paymentMethodId: method.id,
    amount: "60000.00",
    walletAddress: `bc1q${tag}`,
  });

  await page.goto("/admin/transactions");
  await page.getByRole("button", { name: "Pending", exact: true }).click();
  await page.getByPlaceholder("Search Transactions").fill(withdrawal.transactionId);
  const list = page.getByRole("list", { name: "Transactions" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await list.getByRole("button", { name: `Approve ${withdrawal.transactionId}` }).click();
  await expect(toast(page, "First approval recorded; a second admin must approve it")).toBeVisible();
  // It leaves 'Pending' for 'Awaiting 2nd approval', where its label says so.
  await expect(list.getByRole("listitem")).toHaveCount(0);
  await page.getByRole("button", { name: "Awaiting 2nd approval" }).click();
  const item = list.getByRole("listitem").filter({ hasText: withdrawal.transactionId });
  await expect(item).toContainText("Awaiting second approval");
  await shot(page, "admin-transactions-awaiting-second-approval");
  // The first approver cannot give the second approval.
  await item.getByRole("button", { name: `Approve ${withdrawal.transactionId}` }).click();
  await expect(
    toast(page, "You gave the first approval; a second, different admin must approve this"),
  ).toBeVisible();
  await expect(item).toContainText("Awaiting second approval");

  // The same screen in French.
  await page.evaluate(() => localStorage.setItem("lang", "fr"));
  await page.reload();
  await page.getByRole("button", { name: "En attente de 2e approbation" }).click();
  await page.getByPlaceholder("Rechercher des transactions").fill(withdrawal.transactionId);
  await expect(item).toContainText("En attente de seconde approbation");
  await page.evaluate(() => localStorage.removeItem("lang"));

  // A second admin approves: now the money moves, once.
  const final = await checker.api.post<{ status: string }>(
    `/api/v1/admin/transactions/${withdrawal.id}/approve`,
  );
  expect(final.status).toBe("success");
  expect(await investor.api.get<{ balance: string; held: string }>("/api/v1/me")).toMatchObject({
    balance: "20000.00",
    held: "0.00",
  });
  await admin.dispose();
  await checker.api.dispose();
  await investor.api.dispose();
});

test("the audit log shows who did what to whom, searchable; requiring two-factor is refused without it", async ({
  adminPage: page,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const admin = await adminSession();
  const investor = await activeInvestorSession(admin, `Aubrey Audit${tag}`);
  await admin.post(`/api/v1/admin/users/${investor.id}/adjustments`, {
    account: "bonus",
    amount: "7.50",
    reason: `Loyalty ${tag}`,
  });

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.getByPlaceholder("Search by admin, user, action or reason").fill(`audit${tag}`);
  const entries = page.getByRole("list", { name: "Admin actions" }).getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("adjusted bonus");
  await expect(entries.first()).toContainText(`Loyalty ${tag}`);
  await expect(entries.first()).toContainText("0.00");
  await expect(entries.first()).toContainText("7.50");
  await expect(entries.nth(1)).toContainText("activated account");
  await shot(page, "admin-audit");
  await entries
    .first()
    .getByRole("link", { name: `Aubrey Audit${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${investor.id}$`));

  // Requiring two-factor for admins is refused to an admin who has not turned it on (no lock-out).
  await page.goto("/admin");
  const setting = page.getByRole("switch", { name: "Require two-factor authentication for admins" });
  await expect(setting).toHaveAttribute("aria-checked", "false");
  await setting.click();
  await expect(toast(page, "Failed to save settings")).toBeVisible();
  await expect(page.getByText("Turn on two-factor authentication for your own account first")).toBeVisible();
  await expect(setting).toHaveAttribute("aria-checked", "false");
  await admin.dispose();
  await investor.api.dispose();
});

test("transactions and audit on a phone, dark theme; the admin profile is the profile screen", async ({
  adminPage: page,
}) => {
  await preferDarkTheme(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/transactions");
  await expect(page.getByPlaceholder("Search Transactions")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Transactions" }).or(page.getByText("No transactions found!")),
  ).toBeVisible();
  let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "admin-transactions-mobile-dark");
  await page.goto("/admin/audit");
  await expect(page.getByRole("list", { name: "Admin actions" })).toBeVisible();
  overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "admin-audit-mobile-dark");
  await page.goto("/admin/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await shot(page, "admin-profile-mobile-dark");
});
