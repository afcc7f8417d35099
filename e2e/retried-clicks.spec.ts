/**
 * A click retried after its answer was lost is the same action (issue 33 point 2): the web app
 * sends it again with the same Idempotency-Key and the server answers with the first result. In
 * each money form here, the first answer is lost after the server did the work (a 502, as from a
 * proxy); the user clicks again and sees success, and the money moved once. (Where the live update
 * of the done action takes the button away, as for Close trade or an approval, there is no second
 * click to make; the key is still the intent's.)
 */
import type { Page } from "@playwright/test";
import {
  activeInvestorSession,
  addPaymentMethod,
  adminSession,
  loseFirstAnswer,
  toast,
  unique,
} from "./admin-kit";
import { expect, test } from "./fixtures";
import { activate } from "./investor-kit";

test.describe.configure({ timeout: 120_000 });

/** The signed-in user's figures, as the API has them. */
async function me(page: Page): Promise<{ balance: string; available: string }> {
  return (await page.context().request.get("/api/v1/me")).json();
}

test("Invest Now, a deposit and a withdrawal, each clicked again after a lost answer, happen once", async ({
  userPage: page,
}) => {
  const admin = await adminSession();
  const userId = await activate(admin, page);
  await admin.post(`/api/v1/admin/users/${userId}/adjustments`, { account: "balance", amount: "2500" });
  const method = await addPaymentMethod(admin, unique("Retry"));

  // Invest Now: the trade is made once, $700 leaves the balance once.
  const invest = await loseFirstAnswer(page, /\/api\/v1\/trades$/);
  await page.goto("/plans");
  const basic = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Basic Plan" }) });
  await basic.getByLabel("Amount (USD)").fill("700");
  await basic.getByRole("button", { name: "Invest Now" }).click();
  await expect(toast(page, "Error creating trade")).toBeVisible();
  await basic.getByRole("button", { name: "Invest Now" }).click();
  await expect(toast(page, "Trade created successfully")).toBeVisible();
  expect(invest).toHaveLength(2);
  expect(invest[1]).toBe(invest[0]);
  expect((await me(page)).balance).toBe("1800.00");

  // 'I have made the payment': one pending deposit.
  const deposit = await loseFirstAnswer(page, /\/api\/v1\/deposits$/);
  await page.goto(`/deposits/payment?method=${method.id}&amount=300`);
  await page.getByRole("button", { name: "I have made the payment" }).click();
  await expect.poll(() => deposit.length).toBe(1);
  await page.getByRole("button", { name: "I have made the payment" }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  expect(deposit[1]).toBe(deposit[0]);
  await expect(page.getByRole("listitem").filter({ hasText: `Deposit via ${method.name}` })).toHaveCount(1);

  // A withdrawal request: one hold of $200.
  const withdraw = await loseFirstAnswer(page, /\/api\/v1\/withdrawals$/);
  await page.goto("/withdrawals");
  await page.getByRole("radio", { name: new RegExp(method.name) }).check();
  await page.getByLabel("Wallet address").fill("bc1qexampleaddressxyz");
  await page.getByLabel("Amount (USD)").fill("200");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect.poll(() => withdraw.length).toBe(1);
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "Withdrawal request sent")).toBeVisible();
  expect(withdraw[1]).toBe(withdraw[0]);
  expect(await me(page)).toMatchObject({ balance: "1800.00", available: "1600.00" });
});

test("an admin's adjustment, clicked again after a lost answer, happen once", async ({ adminPage: page }) => {
  const admin = await adminSession();
  const investor = await activeInvestorSession(admin, `Rita Retry${unique("")}`);
  // Update Balance: $1,000 added once.
  const adjust = await loseFirstAnswer(page, /\/adjustments$/);
  await page.goto(`/admin/users/${investor.id}`);
  await page.getByLabel("Enter amount").fill("1000");
  await page.getByRole("button", { name: "Update Balance" }).click();
  await expect(toast(page, "Failed to update balance")).toBeVisible();
  await page.getByRole("button", { name: "Update Balance" }).click();
  await expect(toast(page, "Balance updated successfully")).toBeVisible();
  expect(adjust[1]).toBe(adjust[0]);
  await expect(page.getByRole("region", { name: "User Balance" })).toContainText("$1,000.00");
});
