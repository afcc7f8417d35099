/** What screens say: counts, the deactivated screen, the audit log, the withdrawal overlay, stat cards. */
import type { Page } from "@playwright/test";
import { adminSession, fundedInvestorSession, investorSession } from "./admin-kit";
import { expect, signInViaApi, test } from "./fixtures";

async function fundedInvestor(name: string) {
  const admin = await adminSession();
  return { admin, ...(await fundedInvestorSession(admin, name, "500.00")) };
}

async function setLanguage(page: Page, lang: string) {
  await page.addInitScript((value) => localStorage.setItem("lang", value), lang);
}

test("the profile counts pending withdrawals with the language's plural rules", async ({ page }) => {
  const { admin, investor, method } = await fundedInvestor("Paula Plural");
  await investor.api.post("/api/v1/withdrawals", {
    paymentMethodId: method.id,
    amount: "100.00",
    walletAddress: "bc1qplural",
  });
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/profile");
  await expect(page.getByText("You have 1 pending withdrawal", { exact: true })).toBeVisible();
  await setLanguage(page, "fr");
  await page.reload();
  await expect(page.getByText("Vous avez 1 retrait en attente", { exact: true })).toBeVisible();
  await setLanguage(page, "es");
  await page.reload();
  await expect(page.getByText("Tiene 1 retiro pendiente", { exact: true })).toBeVisible();
  await Promise.all([admin.dispose(), investor.api.dispose()]);
});

test("a deactivated investor is told the account was deactivated, a new one that it awaits activation", async ({
  page,
}) => {
  const admin = await adminSession();
  const fresh = await investorSession("Nina Newcomer");
  await signInViaApi(page, fresh.user.email, fresh.user.password);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
  await expect(page.getByText(/New accounts are activated by our team/)).toBeVisible();

  const gone = await investorSession("Dora Deactivated");
  await admin.post(`/api/v1/admin/users/${gone.id}/activate`);
  await admin.post(`/api/v1/admin/users/${gone.id}/deactivate`);
  await page.context().clearCookies();
  await signInViaApi(page, gone.user.email, gone.user.password);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
  await expect(page.getByText(/Your account has been deactivated/)).toBeVisible();
  await expect(page.getByText(/New accounts are activated/)).toHaveCount(0);
  await Promise.all([admin.dispose(), fresh.api.dispose(), gone.api.dispose()]);
});

test("the audit log names a decided transaction by its TNX id and its owner", async ({ adminPage: page }) => {
  const { admin, investor, method } = await fundedInvestor("Rita Rejected");
  const deposit = await investor.api.post<{ id: string; transactionId: string }>("/api/v1/deposits", {
    paymentMethodId: method.id,
    amount: "75.00",
  });
  await admin.post(`/api/v1/admin/transactions/${deposit.id}/reject`);
  await page.goto("/admin/audit");
  const row = page.getByRole("listitem").filter({ hasText: deposit.transactionId });
  await expect(row).toContainText(`rejected transaction ${deposit.transactionId} of Rita Rejected`);
  await expect(row.getByRole("link", { name: "Rita Rejected" })).toHaveAttribute(
    "href",
    `/admin/users/${investor.id}`,
  );
  await expect(page.getByText(deposit.id)).toHaveCount(0);
  await Promise.all([admin.dispose(), investor.api.dispose()]);
});

test("the withdrawal overlay ignores an invalid amount in the URL", async ({ page }) => {
  const { admin, investor } = await fundedInvestor("Walter Withdraw");
  await signInViaApi(page, investor.user.email, investor.user.password);
  for (const amount of ["abc", "-5", "0", ""]) {
    await page.goto(`/withdrawals?isSuccess=true&amount=${amount}`);
    await expect(page.getByRole("heading", { name: "Withdraw", level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("$0.00 is been processed")).toHaveCount(0);
  }
  await page.goto("/withdrawals?isSuccess=true&amount=100");
  await expect(page.getByRole("dialog", { name: "Transaction Successful" })).toContainText(
    "Your withdrawal of $100.00 is been processed",
  );
  await Promise.all([admin.dispose(), investor.api.dispose()]);
});

test("one stat card everywhere: the same figure has the same icon, and cards line up", async ({
  adminPage: page,
  browser,
}) => {
  const { admin, investor } = await fundedInvestor("Stella Statcard");
  // The investor's dashboard, in its own browser context.
  const context = await browser.newContext();
  const investorPage = await context.newPage();
  await signInViaApi(investorPage, investor.user.email, investor.user.password);
  await investorPage.goto("/dashboard");
  const icon = (where: Page, label: string) =>
    where.getByRole("region", { name: label, exact: true }).locator("svg").first().innerHTML();
  await expect(investorPage.getByRole("region", { name: "Total Balance" })).toContainText("$500.00");
  const dashboardIcons = {
    balance: await icon(investorPage, "Total Balance"),
    profit: await icon(investorPage, "Total Profit (Ongoing Trade)"),
    bonus: await icon(investorPage, "Total Bonus"),
  };
  await context.close();

  await page.goto(`/admin/users/${investor.id}`);
  await expect(page.getByRole("region", { name: "User Balance" })).toContainText("$500.00");
  expect({
    balance: await icon(page, "User Balance"),
    profit: await icon(page, "User Profit"),
    bonus: await icon(page, "Total Bonus"),
  }).toEqual(dashboardIcons);
  // The three values sit on one line.
  const tops = await Promise.all(
    ["User Balance", "User Profit", "Total Bonus"].map(async (label) => {
      const box = await page
        .getByRole("region", { name: label, exact: true })
        .locator("p")
        .first()
        .boundingBox();
      return Math.round(box!.y);
    }),
  );
  expect(new Set(tops).size, `value tops ${tops.join(", ")}`).toBe(1);
  await Promise.all([admin.dispose(), investor.api.dispose()]);
});
