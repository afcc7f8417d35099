import { baseURL } from "../playwright.config";
import { addPaymentMethod, adminSession } from "./admin-kit";
import { expect, shot, test } from "./fixtures";
import { activate, approveLatestPending, toast } from "./investor-kit";
import { switchScheme } from "./page-checks";

test.describe.configure({ timeout: 180_000 });

test("an inactive investor sees 'Account is not active' with Contact Support", async ({ userPage: page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Account is not active" })).toBeVisible();
  const support = page.getByRole("link", { name: "Contact Support" });
  await expect(support).toHaveAttribute("href", "/support");
  await shot(page, "investor-inactive");
  await support.click();
  await expect(page).toHaveURL(/\/support$/);
});

test("deposit via the QR page, invest, claim profit, withdraw with the fee, search transactions", async ({
  userPage: page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const api = await adminSession();
  const userId = await activate(api, page);
  const method = await addPaymentMethod(api, `Bitcoin ${Date.now().toString(36)}`);

  // ---- Deposit ---------------------------------------------------------------------------
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$0.00");
  await expect(page.getByText("No ongoing trades yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe to a plan" })).toHaveAttribute("href", "/plans");
  await page.getByRole("main").getByRole("link", { name: "Deposit" }).click();
  await expect(page).toHaveURL(/\/deposits$/);

  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Please select a payment method")).toBeVisible();
  await expect(page.getByText("Please enter an amount")).toBeVisible();

  await page.getByRole("radio", { name: new RegExp(method.name) }).check();
  await page.getByLabel("Amount (USD)").fill("1500");
  const started = Date.now();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeDisabled();
  await expect(page).toHaveURL(/\/deposits\/payment\?method=.+&amount=1500$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);

  // A reload keeps the method and the amount (they are in the URL).
  await page.reload();
  await expect(page.getByText(method.address)).toBeVisible();
  await expect(page.getByText("$1,500.00")).toBeVisible();
  await expect(page.locator("svg title", { hasText: "wallet address QR code" })).toHaveCount(1);

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, `${method.name} Address Copied to Clipboard`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(method.address);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 3_000 });
  await shot(page, "investor-deposit-payment");

  await page.getByRole("button", { name: "I have made the payment" }).click();
  await expect(toast(page, "Deposit successful")).toBeVisible();
  await expect(toast(page, "Deposit successful")).toContainText(
    "It stays pending until we confirm the payment",
  );
  await expect(page).toHaveURL(/\/transactions$/);
  const pendingDeposit = page.getByRole("listitem").filter({ hasText: `Deposit via ${method.name}` });
  await expect(pendingDeposit).toContainText("pending");
  await expect(pendingDeposit).toContainText("+$1,500.00");
  const today = new Date().toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });
  await expect(pendingDeposit).toContainText(today);

  await approveLatestPending(api, userId);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$1,500.00");

  // ---- Invest ----------------------------------------------------------------------------
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Upgrade Plan" }).click();
  await expect(page.getByRole("heading", { name: "Trading Plans" })).toBeVisible();
  await expect(page.getByText("Choose a Plan")).toBeVisible();
  await expect(page.getByText(/Returns are not guaranteed/)).toBeVisible();
  const basic = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Basic Plan" }) });
  const vast = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Vast Plan" }) });
  const tera = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Tera Plan" }) });
  await expect(vast.getByText("Recommended")).toBeVisible();

  await basic.getByRole("button", { name: "Invest Now" }).click();
  await expect(basic.getByText("Amount is required")).toBeVisible();
  await basic.getByLabel("Amount (USD)").fill("100");
  await basic.getByRole("button", { name: "Invest Now" }).click();
  await expect(basic.getByText("Amount must be greater than or equal to $699")).toBeVisible();
  await basic.getByLabel("Amount (USD)").fill("1200");
  await basic.getByRole("button", { name: "Invest Now" }).click();
  await expect(basic.getByText("Amount must be less than or equal to $999")).toBeVisible();
  await tera.getByLabel("Amount (USD)").fill("5000");
  await tera.getByRole("button", { name: "Invest Now" }).click();
  await expect(tera.getByText("Insufficient balance")).toBeVisible();
  await shot(page, "investor-plans-validation");

  // A refusal from the server: the spec's failure toast, with the server's reason.
  await page.route("**/api/v1/trades", (route) =>
    route.fulfill({
      status: 409,
      json: { error: { code: "TRADE_ALREADY_ACTIVE", message: "You already have an ongoing trade" } },
    }),
  );
  await vast.getByLabel("Amount (USD)").fill("1000");
  await vast.getByRole("button", { name: "Invest Now" }).click();
  await expect(toast(page, "Error creating trade")).toContainText("You already have an ongoing trade");
  await page.unroute("**/api/v1/trades");

  await vast.getByRole("button", { name: "Invest Now" }).click();
  await expect(toast(page, "Trade created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const trade = page.getByRole("region", { name: "Ongoing Trade", exact: true });
  await expect(trade).toContainText("Vast Plan");
  await expect(trade).toContainText("$1,000.00");
  await expect(trade).toContainText("11%");
  await expect(trade.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/plans");
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$500.00");

  // No profit yet.
  await trade.getByRole("button", { name: "Claim Profit" }).click();
  await expect(toast(page, "You have no profit to claim")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The admin sets the profit; the dashboard follows live.
  await api.post(`/api/v1/admin/users/${userId}/adjustments`, { account: "profit", amount: "110" });
  await expect(page.getByRole("region", { name: "Total Profit (Ongoing Trade)" })).toContainText("$110.00");
  await trade.getByRole("button", { name: "Claim Profit" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Profit" });
  await expect(dialog).toContainText("Are you sure you want to claim your profit and close your trade?");
  await expect(dialog).toContainText("$110.00");
  await expect(dialog).toContainText("$1,000.00");
  await expect(dialog).toContainText("11%");
  await shot(page, "investor-confirm-profit");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await trade.getByRole("button", { name: "Claim Profit" }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page, "Profit claimed successfully")).toBeVisible();
  await expect(page.getByText("No ongoing trades yet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$1,610.00");
  const recent = page.getByRole("list", { name: "Recent transactions" });
  await expect(recent.getByRole("listitem")).toHaveCount(3);
  await expect(recent).toContainText("A profit of $110.00 was claimed");
  await expect(recent).toContainText("Vast Plan trade amount of $1,000.00 returned");

  // ---- Withdraw --------------------------------------------------------------------------
  await page.getByRole("main").getByRole("link", { name: "Withdraw" }).click();
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Please select a payment method")).toBeVisible();
  await expect(page.getByText("Please enter an amount")).toBeVisible();
  await expect(page.getByText("Please enter a wallet address")).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(method.name) }).check();
  await page.getByLabel("Wallet address").fill("bc1qexampleaddressxyz");
  await page.getByLabel("Amount (USD)").fill("999999");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Insufficient balance")).toBeVisible();
  await page.getByLabel("Amount (USD)").fill("200");
  await expect(page.getByText("Processing fee (10%)")).toBeVisible();
  await expect(page.getByText("$20.00")).toBeVisible();
  await expect(page.getByText("$180.00")).toBeVisible();
  await shot(page, "investor-withdraw-fee");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "Withdrawal request sent")).toBeVisible();
  await expect(page).toHaveURL(/isSuccess=true&amount=200\.00/);
  const overlay = page.getByRole("dialog", { name: "Transaction Successful" });
  await expect(overlay).toContainText(
    "Your withdrawal of $200.00 is been processed and you can view it in your transactions",
  );
  await shot(page, "investor-withdraw-success");
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(/isSuccess=false/);
  // The query parameters alone drive the overlay.
  await page.goto("/withdrawals?isSuccess=true&amount=200.00");
  await overlay.getByRole("link", { name: "View Transactions" }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole("listitem").filter({ hasText: `Withdrawal via ${method.name}` })).toContainText(
    "-$200.00",
  );

  await approveLatestPending(api, userId);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Total Balance" })).toContainText("$1,410.00");

  await page.goto("/withdrawals/fee");
  await expect(page.getByRole("heading", { name: "Processing Fee" })).toBeVisible();
  await expect(
    page.getByText("Withdrawing the amount is charged a processing fee of 10% of the amount."),
  ).toBeVisible();

  // ---- Transactions: search, CSV ---------------------------------------------------------
  await page.goto("/transactions");
  await expect(page.getByRole("heading", { name: "All Transactions" })).toBeVisible();
  const list = page.getByRole("list", { name: "Transactions" });
  const tnx = (await list.getByRole("listitem").first().locator(".font-mono").textContent()) ?? "";
  expect(tnx).toMatch(/^TNX-\d{6}$/);
  const search = page.getByPlaceholder("Search by transaction ID");
  await search.fill(tnx.toLowerCase());
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(tnx);
  await search.fill("A PROFIT OF");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("A profit of $110.00 was claimed");
  await search.fill(method.name.toUpperCase());
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await search.fill("no-such-thing-zzz");
  await expect(page.getByText("No transactions found!")).toBeVisible();
  await search.fill("");
  // Deposit, investment, profit set by the admin, trade return, profit claim, withdrawal.
  await expect(list.getByRole("listitem")).toHaveCount(6);
  await shot(page, "investor-transactions");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text.split("\r\n")[0]).toContain('"Transaction ID","Date","Type","Status"');
  expect(text).toContain(tnx);
  await api.dispose();
});

test("transactions load beyond the first page", async ({ userPage: page }) => {
  const api = await adminSession();
  await activate(api, page);
  const method = await addPaymentMethod(api, `Tether ${Date.now().toString(36)}`);
  for (let i = 1; i <= 23; i += 1) {
    const response = await page.context().request.post("/api/v1/deposits", {
      data: { paymentMethodId: method.id, amount: `${i}.00` },
      headers: { origin: baseURL },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto("/transactions");
  const list = page.getByRole("list", { name: "Transactions" });
  await expect(list.getByRole("listitem")).toHaveCount(20);
  await expect(list.getByRole("listitem").first()).toContainText("+$23.00");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(23);
  await expect(list.getByRole("listitem").last()).toContainText("+$1.00");
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await api.dispose();
});

/**
 * At both widths, each screen in both themes on one visit: the dark one by the system preference,
 * switched on the page (the app follows it while no theme is saved), instead of a second user,
 * deposit, trade and round of loads for it.
 */
for (const [device, viewport] of [
  ["mobile", { width: 375, height: 812 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test(`investor screens fit at ${device} in light and dark`, async ({ userPage: page }) => {
    await page.setViewportSize(viewport);
    const api = await adminSession();
    const userId = await activate(api, page);
    const method = await addPaymentMethod(api, `Ether ${Date.now().toString(36)}`);
    const funded = await page.context().request.post("/api/v1/deposits", {
      data: { paymentMethodId: method.id, amount: "2500.00" },
      headers: { origin: baseURL },
    });
    expect(funded.status()).toBe(201);
    await approveLatestPending(api, userId);
    const invested = await page.context().request.post("/api/v1/trades", {
      data: { planId: "vast", amount: "1000" },
      headers: { origin: baseURL },
    });
    expect(invested.status()).toBe(201);
    await api.dispose();

    const pages = [
      ["/dashboard", "Dashboard"],
      ["/plans", "Trading Plans"],
      ["/deposits", "Deposit"],
      [`/deposits/payment?method=${method.id}&amount=250`, "Make Payment"],
      ["/withdrawals", "Withdraw"],
      ["/transactions", "All Transactions"],
      ["/referrals", "Referrals"],
      ["/profile", "Profile"],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      for (const theme of ["light", "dark"] as const) {
        await switchScheme(page, theme);
        await expect(page.getByRole("heading", { name: heading, exact: true, level: 1 })).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0);
        // Nothing sticks out sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows by ${overflow}px in ${theme}`).toBeLessThanOrEqual(0);
        await shot(page, `investor-${path.split("?")[0]!.slice(1).replace("/", "-")}-${device}-${theme}`);
      }
    }
  });
}
