/** Issue 12: the market screen (/markets). A new user trades in practice mode; screenshots in both themes at 375 and 1440. */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { activeInvestorSession, adminSession, fundedInvestorSession, toast } from "./admin-kit";
import { expect, shot, signInViaApi, test } from "./fixtures";
import { switchScheme } from "./page-checks";
import { setStubOutage, setStubPair } from "./stub-market";

async function activeInvestor(name: string) {
  const admin = await adminSession();
  const investor = await activeInvestorSession(admin, name);
  await admin.dispose();
  return investor;
}

/** Waits until the quotes, the account and the positions are on screen. */
async function waitForMarkets(page: Page) {
  await expect(page.getByRole("heading", { name: "Markets", level: 1 })).toBeVisible();
  await expect(page.getByTestId("account-summary")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Buy\s*[\d,.]+$/ })).toBeVisible();
  await expect(page.getByText("Loading trading data...")).toHaveCount(0);
}

function summaryFigure(page: Page, label: string) {
  return page
    .getByTestId("account-summary")
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::dd");
}

test("a new user trades in practice mode: buys, partially closes, closes, sees the history, resets", async ({
  page,
}) => {
  const investor = await activeInvestor("Petra Practice");
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Markets", exact: true })
    .click();
  await expect(page).toHaveURL(/\/markets$/);
  await waitForMarkets(page);
  // The screen's old address (/trade, before "trade" meant only a plan subscription) still leads here.
  await page.goto("/trade");
  await expect(page).toHaveURL(/\/markets$/);
  await waitForMarkets(page);

  // A non-trader lands on the practice account, clearly labelled, with $10,000 of virtual money.
  const summary = page.getByTestId("account-summary");
  await expect(summary.getByText("Practice", { exact: true })).toBeVisible();
  await expect(summaryFigure(page, "Equity")).toHaveText("$10,000.00");
  await expect(page.getByText("No open positions")).toBeVisible();

  // Choose ETHUSD; the ticket shows what it will charge before anything is sent.
  await page.locator('button[data-symbol="ETHUSD"]').click();
  await expect(page.getByRole("heading", { name: /Order ticket · ETHUSD/ })).toBeVisible();
  await page.getByLabel(/^Quantity/).fill("0.5");
  const preview = page.getByTestId("ticket-preview");
  await expect(preview.getByText("0.5 ETHUSD")).toBeVisible();
  await expect(preview).toContainText(/\(ask\)/);
  const margin =
    (await preview
      .getByText("Margin", { exact: true })
      .locator("xpath=following-sibling::dd")
      .textContent()) ?? "";
  expect(margin).toMatch(/^\$[\d,]+\.\d\d$/);

  await page.getByRole("button", { name: "Review order" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm order" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId("order-confirmation")).toContainText(margin);
  await confirm.getByRole("button", { name: "Confirm buy" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Buy 0\.5 ETHUSD at / })).toBeVisible();
  await expect(confirm).toBeHidden();

  const position = page.getByTestId("open-position").filter({ hasText: "ETHUSD" });
  await expect(position).toHaveCount(1);
  await expect(position).toContainText("0.5 @");
  await expect(position.getByTestId("position-pnl")).toHaveText(/^P&L [+-]?\$[\d,]+\.\d\d$/);
  await expect(summaryFigure(page, "Used margin")).toHaveText(margin);

  // Partial close: a dialog asks how much.
  await position.getByRole("button", { name: "Close ETHUSD" }).click();
  const closeDialog = page.getByRole("dialog", { name: "Close ETHUSD position" });
  await expect(closeDialog.getByLabel(/Quantity to close/)).toHaveValue("0.5");
  await closeDialog.getByLabel(/Quantity to close/).fill("0.2");
  await closeDialog.getByRole("button", { name: "Close position" }).click();
  await expect(closeDialog).toBeHidden();
  await expect(position).toContainText("0.3 @");

  // Then the rest.
  await position.getByRole("button", { name: "Close ETHUSD" }).click();
  await expect(closeDialog.getByLabel(/Quantity to close/)).toHaveValue("0.3");
  await closeDialog.getByRole("button", { name: "Close position" }).click();
  await expect(closeDialog).toBeHidden();
  await expect(page.getByText("No open positions")).toBeVisible();

  await page.getByRole("tab", { name: "History" }).click();
  // Issue 31 point 6: one line per closing fill, each with its quantity, exit price and P&L: the
  // rest (0.3) above the partial close (0.2); never a quantity of 0 or a missing exit.
  const history = page.getByTestId("closed-position").filter({ hasText: "ETHUSD" });
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText(/Quantity\s*0\.3/);
  await expect(history.nth(1)).toContainText(/Quantity\s*0\.2/);
  for (const line of await history.all()) {
    await expect(line).toContainText(/Exit\s*[\d,]+\.\d\d/);
    await expect(line).not.toContainText(/Quantity\s*0(?![.\d])/);
  }

  // A second position, then the reset closes it and restores the virtual money.
  await page.getByRole("tab", { name: /^Open/ }).click();
  await page.getByRole("radio", { name: "US dollars" }).check();
  await page.getByLabel("Amount (USD)", { exact: true }).fill("1000");
  await expect(preview).toContainText(/0\.\d+ ETHUSD/);
  await page.getByRole("button", { name: "Review order" }).click();
  await confirm.getByRole("button", { name: "Confirm buy" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("open-position")).toHaveCount(1);

  await page.getByRole("button", { name: "Reset practice account" }).click();
  const reset = page.getByRole("alertdialog", { name: "Reset practice account?" });
  await expect(reset).toContainText("$10,000.00");
  await reset.getByRole("button", { name: "Reset" }).click();
  await expect(toast(page, "Practice account reset")).toBeVisible();
  await expect(page.getByText("No open positions")).toBeVisible();
  await expect(summaryFigure(page, "Equity")).toHaveText("$10,000.00");
  // The reset's close is a line of its own, at the market, with the P&L it made (the spread here).
  await page.getByRole("tab", { name: "History" }).click();
  const resetLine = page.getByTestId("closed-position").filter({ hasText: "Reset" });
  await expect(resetLine).toHaveCount(1);
  await expect(resetLine).toContainText(/Realized P&L\s*-\$\d+\.\d\d/);
  await expect(resetLine).not.toContainText("$0.00");
});

test("an order the account cannot carry: Review stays shut with both amounts, and a refusal at Confirm says them", async ({
  page,
}) => {
  await setStubPair("BTCUSDT", "60000.00", "60010.00");
  const investor = await activeInvestor("Ivan Insufficient");
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/markets");
  await waitForMarkets(page);
  await page.locator('button[data-symbol="BTCUSD"]').click();
  // Issue 31 point 8: 10 BTC at 60,010 needs $600,100.00 of margin at 1:1; $10,000.00 is free.
  await page.getByLabel(/^Quantity/).fill("10");
  const over = "The margin ($600,100.00) is more than the free margin of the account ($10,000.00).";
  await expect(page.getByText(over).first()).toBeVisible();
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByRole("dialog", { name: "Confirm order" })).toHaveCount(0);
  await expect(page.getByText(over)).toHaveCount(2); // the notice, and the size field's error

  // 0.1 BTC fits ($6,001.00); while its confirmation is open, another order spends the margin:
  // the server refuses this one, and the dialog says both amounts (equity 9,999 after the spread,
  // 6,001 used: 3,998 free).
  await page.getByLabel(/^Quantity/).fill("0.1");
  await page.getByRole("button", { name: "Review order" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm order" });
  await expect(confirm).toBeVisible();
  const accounts = await investor.api.get<{ id: string; mode: string }[]>("/api/v1/trading/accounts");
  const practice = accounts.find((account) => account.mode === "practice")!;
  const spent = await investor.api.context.post("/api/v1/orders", {
    data: { accountId: practice.id, symbol: "BTCUSD", side: "buy", quantity: "0.1", leverage: 1 },
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(spent.status(), await spent.text()).toBe(201);
  await confirm.getByRole("button", { name: "Confirm buy" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(
    "Insufficient margin: this order needs $6,001.00 of margin and $3,998.00 is free",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("open-position")).toHaveCount(1);
});

test("the chart follows the quotes, and the dashboard labels each instrument live or simulated", async ({
  page,
}) => {
  // Issue 31 point 7: the last candle moves with the quote stream, not with the next candles read.
  await setStubPair("BTCUSDT", "57900.00", "57910.00");
  const investor = await activeInvestor("Chloe Chart");
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/markets");
  await waitForMarkets(page);
  await page.locator('button[data-symbol="BTCUSD"]').click();
  await expect(page.getByTestId("chart-last")).toHaveText("Last 57,905.00");
  await setStubPair("BTCUSDT", "58000.00", "58010.00");
  await expect(page.getByTestId("chart-last")).toHaveText("Last 58,005.00", { timeout: 20_000 });
  await setStubPair("BTCUSDT", "60000.00", "60010.00");

  await page.goto("/dashboard");
  // BTC, ETH and EUR come from the feed, the indices from the simulation: each row says which.
  const row = (symbol: string) => page.locator(`[data-testid="market-row"][data-symbol="${symbol}"]`);
  await expect(row("BTCUSD")).toContainText("Live");
  await expect(row("EURUSD")).toContainText("Live");
  await expect(row("SPX")).toContainText("Simulated");
  await expect(page.getByText("Simulated data")).toHaveCount(0);
});

test("the market screen in Spanish", async ({ page }) => {
  const investor = await activeInvestor("Sofía Práctica");
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await page.goto("/markets");
  await expect(page.getByRole("heading", { name: "Mercados", level: 1 })).toBeVisible();
  await expect(page.getByTestId("account-summary").getByText("Práctica", { exact: true })).toBeVisible();
  await expect(page.getByText("No hay posiciones abiertas")).toBeVisible();
  // Issue 31 point 15: a Spanish broker's words, the locale's decimals, names translated.
  await page.locator('button[data-symbol="EURUSD"]').click();
  await expect(page.getByRole("heading", { name: "Ticket de orden · EURUSD" })).toBeVisible();
  await page.locator('button[data-symbol="BTCUSD"]').click();
  await expect(page.getByText("(paso 0,00001)")).toBeVisible();
  await expect(page.locator('button[data-symbol="EURUSD"]')).toContainText("Euro / Dólar estadounidense");
  await expect(page.getByText("Boleto de orden")).toHaveCount(0);
});

test("the market screen in French says Entraînement for practice, never Démo", async ({ page }) => {
  const investor = await activeInvestor("Félix Entraînement");
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.addInitScript(() => localStorage.setItem("lang", "fr"));
  await page.goto("/markets");
  await expect(page.getByTestId("account-summary").getByText("Entraînement", { exact: true })).toBeVisible();
  const gold = page.locator('button[data-symbol="XAUUSD"]');
  await expect(gold).toContainText("Or");
  await expect(gold).not.toContainText("Gold");
  await expect(page.getByText(/démo/i)).toHaveCount(0);
});

/**
 * At both widths, the screen in both themes on one visit: the dark one by the system preference,
 * switched on the page (the app follows it while no theme is saved), instead of a second user,
 * order and load for it.
 */
for (const [device, viewport] of [
  ["mobile", { width: 375, height: 812 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test(`the market screen with a position, ${device}, light and dark`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const investor = await activeInvestor("Maximiliana Alexandra Fernández-Villavicencio");
    const accounts = await investor.api.get<{ id: string; mode: string }[]>("/api/v1/trading/accounts");
    const practice = accounts.find((account) => account.mode === "practice")!;
    const order = await investor.api.context.post("/api/v1/orders", {
      data: { accountId: practice.id, symbol: "BTCUSD", side: "buy", quantity: "0.01", leverage: 2 },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(order.ok(), await order.text()).toBe(true);
    await signInViaApi(page, investor.user.email, investor.user.password);
    await page.goto("/markets");
    await waitForMarkets(page);
    for (const theme of ["light", "dark"] as const) {
      await switchScheme(page, theme);
      await expect(page.getByTestId("open-position")).toHaveCount(1);
      await expect(page.getByTestId("market-chart")).toHaveAttribute("data-ready", "true");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/markets overflows by ${overflow}px in ${theme}`).toBeLessThanOrEqual(0);
      await shot(page, `markets-${device}-${theme}`);
    }
    await investor.api.dispose();
  });
}

test("a trader funds the live account, buys BTCUSD on the stub feed, sees P&L move, and a stop-loss closes it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await setStubPair("BTCUSDT", "60000.00", "60010.00");
  const admin = await adminSession();
  const { investor } = await fundedInvestorSession(admin, "Tomás Trader", "5000.00");
  await admin.post(`/api/v1/admin/users/${investor.id}/trader`, {
    displayName: "Tomás T.",
    bio: "Crypto swing trader",
    profitSharePercent: 10,
  });

  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/markets");
  await waitForMarkets(page);
  // A trader lands on the live account, and can switch to practice.
  const summary = page.getByTestId("account-summary");
  await expect(summary.getByText("Live", { exact: true }).first()).toBeVisible();
  await expect(summary.getByRole("button", { name: "Practice" })).toBeVisible();

  await summary.getByRole("button", { name: "Transfer in" }).click();
  const transfer = page.getByRole("dialog", { name: "Transfer to the live account" });
  await transfer.getByLabel("Amount (USD)").fill("1000");
  await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(transfer).toBeHidden();
  await expect(summaryFigure(page, "Cash")).toHaveText("$1,000.00");

  // BTCUSD is quoted by the (stub) exchange: no Simulated label, the ticket shows its ask.
  const btc = page.locator('button[data-symbol="BTCUSD"]');
  await btc.click();
  // (A feed failure before the stub was up keeps the app on simulated quotes for up to a minute.)
  await expect(btc).not.toContainText("Simulated", { timeout: 70_000 });
  await expect(page.getByRole("button", { name: /^Buy\s*60,010\.00$/ })).toBeVisible();
  await page.getByLabel(/^Quantity/).fill("0.01");
  await expect(page.getByTestId("ticket-preview")).toContainText("$600.10");
  await page.getByRole("button", { name: "Review order" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm order" });
  await confirm.getByRole("button", { name: "Confirm buy" }).click();
  await expect(confirm).toBeHidden();
  const position = page.getByTestId("open-position").filter({ hasText: "BTCUSD" });
  await expect(position).toContainText("0.01 @ 60,010.00");
  // Marked at the bid: (60000 - 60010) x 0.01 = -$0.10.
  await expect(position.getByTestId("position-pnl")).toHaveText("P&L -$0.10");

  // The price moves up: the P&L follows the stream.
  await setStubPair("BTCUSDT", "61000.00", "61010.00");
  await expect(position.getByTestId("position-pnl")).toHaveText("P&L +$9.90", { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "markets-live-desktop-light");

  // A stop-loss below the bid; the price falls through it and the engine closes the position.
  await position.getByRole("button", { name: "Edit SL/TP BTCUSD" }).click();
  const levels = page.getByRole("dialog", { name: "Stop-loss and take-profit of BTCUSD" });
  await levels.getByLabel("Stop-loss").fill("60500");
  await levels.getByRole("button", { name: "Save" }).click();
  await expect(levels).toBeHidden();
  await expect(position).toContainText("60,500.00");
  await setStubPair("BTCUSDT", "60400.00", "60410.00");
  await expect(page.getByText("No open positions")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByTestId("closed-position").filter({ hasText: "Stop-loss" })).toBeVisible();
  await Promise.all([admin.dispose(), investor.api.dispose()]);
});

test("a feed outage: the last real price stays, marked stale with its age, and the ticket will not send it", async ({
  page,
}) => {
  await setStubPair("BTCUSDT", "60000.00", "60010.00");
  const investor = await activeInvestor("Olga Outage");
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/markets");
  await waitForMarkets(page);
  const btc = page.locator('button[data-symbol="BTCUSD"]');
  await btc.click();
  await expect(page.getByRole("button", { name: /^Buy\s*60,010\.00$/ })).toBeVisible();
  await page.getByLabel(/^Quantity/).fill("0.01");
  const review = page.getByRole("button", { name: "Review order" });
  await expect(review).toBeEnabled();
  try {
    await setStubOutage(true);
    // Never a simulated price for BTCUSD: the last real one, stale, with its age.
    await expect(btc).toContainText(/Stale, \d+ s old/, { timeout: 10_000 });
    await expect(btc).not.toContainText("Simulated");
    await expect(page.getByRole("button", { name: /^Buy\s*60,010\.00$/ })).toBeVisible();
    await expect(page.getByText("The quote is stale; wait for a fresh price.")).toBeVisible();
    await expect(review).toBeDisabled();
    await shot(page, "markets-feed-outage");
  } finally {
    await setStubOutage(false);
  }
  // The first fresh quote after the outage: tradable again.
  await expect(btc).not.toContainText("Stale", { timeout: 10_000 });
  await expect(review).toBeEnabled();
  await investor.api.dispose();
});
