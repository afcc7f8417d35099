/**
 * Issue 13, point 8: the copy-trading screens against the API contract, with sample answers (every
 * mark, hidden prices, skips with slippage) so the look does not depend on the engine's timing.
 * The journey on the real engine is copy-trading.spec.ts. Screenshots at 375 and 1440, both themes.
 */
import type { Page } from "@playwright/test";
import { adminSession, investorSession } from "./admin-kit";
import { axeViolations } from "./axe";
import { mockCopies, mockTraders } from "./copy-fixtures";
import { expect, shot, signInViaApi, test } from "./fixtures";
import { switchScheme } from "./page-checks";

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

test("the traders list: marks, filters, sort, the warning beside the figures, sign in to copy", async ({
  page,
}) => {
  await mockTraders(page);
  await page.goto("/traders");
  await expect(page.getByRole("heading", { name: "Traders you can copy", level: 1 })).toBeVisible();
  const rows = page.getByTestId("trader-row");
  await expect(rows).toHaveCount(4);
  // The public header lists the traders (issue 31 point 14).
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Traders" }),
  ).toHaveAttribute("aria-current", "page");
  // Losers stay listed, with their mark.
  await expect(rows.filter({ hasText: "Risky Rick" }).locator('[data-mark="blown-up"]')).toHaveText(
    "Blown up",
  );
  await expect(rows.filter({ hasText: "Paula Practice" }).locator('[data-mark="stopped"]')).toHaveText(
    "Stopped",
  );
  await expect(rows.filter({ hasText: "Jean-Baptiste Zorg" }).locator('[data-mark="new"]')).toHaveText("New");
  // Every row carries the warning.
  for (const row of await rows.all()) {
    await expect(row.getByTestId("past-performance")).toHaveText(
      "Past performance is not a reliable indicator of future results.",
    );
  }
  // The warning is never smaller than the returns beside it.
  const sizes = await rows.first().evaluate((row) => {
    const size = (element: Element | null) =>
      element ? Number.parseFloat(getComputedStyle(element).fontSize) : 0;
    return {
      warning: size(row.querySelector('[data-testid="past-performance"]')),
      figures: Math.max(...[...row.querySelectorAll("dd")].map(size)),
    };
  });
  expect(sizes.warning).toBeGreaterThanOrEqual(sizes.figures);

  // Filters and sort.
  await page.getByLabel("Status").selectOption("active");
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Status").selectOption("all");
  await page.getByLabel("Sort by").selectOption("drawdown");
  await expect(rows.first()).toContainText("Jean-Baptiste Zorg");
  await page.getByLabel("History").selectOption("new");
  await expect(rows).toHaveCount(1);
  await page.getByLabel("History").selectOption("all");

  // A blown-up trader takes no copies; a visitor is asked to sign in.
  await expect(rows.filter({ hasText: "Risky Rick" }).getByTestId("copy-refused")).toBeVisible();
  await rows
    .first()
    .getByRole("link", { name: /^Sign in to copy/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  // Signing in leads back to that trader's page (issue 31 point 14), in the signed-in frame: its
  // navigation has Traders (the way back to the list), and there is no Login button any more.
  const investor = await investorSession("Olga Returning");
  await page.getByLabel("Email").fill(investor.user.email);
  await page.getByLabel("Password", { exact: true }).fill(investor.user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/traders\/t-new$/);
  await expect(page.getByRole("heading", { name: "Jean-Baptiste Zorg", level: 1 })).toBeVisible();
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link", { name: "Traders" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Copy Jean-Baptiste Zorg/ })).toBeVisible();
  await account.getByRole("link", { name: "Traders" }).click();
  await expect(page).toHaveURL(/\/traders$/);
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  // The Copy button now opens the dialog.
  await expect(rows.first().getByRole("button", { name: /^Copy Maximiliana/ })).toBeVisible();
  await investor.api.dispose();
});

test("the trader page: figures, NAV chart, risk bands, hidden prices explained", async ({ page }) => {
  await mockTraders(page);
  await page.goto("/traders/t-steady");
  await expect(page.getByRole("heading", { name: /Maximiliana/, level: 1 })).toBeVisible();
  const stats = page.getByTestId("trader-stats");
  await expect(stats).toContainText("58.20%");
  await expect(stats).toContainText("1.74");
  await expect(stats).toContainText("3 d");
  await expect(stats).toContainText("412");
  await expect(page.getByTestId("nav-chart")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("nav-chart-canvas")).toBeVisible();
  await expect(page.getByRole("table", { name: "Bands" }).locator('[aria-current="true"]')).toContainText(
    "3",
  );
  await expect(page.getByTestId("hidden-prices")).toContainText("hidden");
  await expect(page.getByRole("cell", { name: "Hidden" })).toBeVisible();
  await expect(page.getByTestId("past-performance").first()).toBeVisible();

  await page.goto("/traders/nobody");
  await expect(page.getByRole("heading", { name: "This trader does not exist." })).toBeVisible();
});

test("the copy dialog: minimum, stop-loss figure, fee example, questionnaire before the first live copy", async ({
  page,
}) => {
  const investor = await investorSession("Olga Dialog");
  const admin = await adminSession();
  await admin.post(`/api/v1/admin/users/${investor.id}/activate`);
  await admin.dispose();
  await mockTraders(page);
  await mockCopies(page);
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/traders/t-steady");
  await page.getByRole("button", { name: /^Copy Maximiliana/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Copy Maximiliana/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Amount \(USD\)/)).toBeVisible();
  await expect(dialog).toContainText("minimum $200.00");
  await dialog.getByLabel(/Amount \(USD\)/).fill("150");
  await dialog.getByRole("button", { name: "Review" }).click();
  await expect(dialog.getByText("The minimum is $200.00")).toBeVisible();

  await dialog.getByLabel(/Amount \(USD\)/).fill("1000");
  // 30% stop-loss by default: closes at $700.
  await expect(dialog.getByTestId("stop-loss-figure")).toContainText("$700.00");
  await dialog.getByRole("slider").fill("50");
  await expect(dialog.getByTestId("stop-loss-figure")).toContainText("$500.00");
  // 20% of a $100 gain above the high-water mark.
  await expect(dialog.getByTestId("profit-share-example")).toContainText("$100.00");
  await expect(dialog.getByTestId("profit-share-example")).toContainText("$20.00");
  await dialog.getByRole("radio", { name: "Live (your balance)" }).check();
  await shot(page, "copy-dialog-desktop-light");
  await dialog.getByRole("button", { name: "Review" }).click();
  const questionnaire = page.getByTestId("appropriateness");
  await expect(questionnaire).toBeVisible();
  await shot(page, "copy-dialog-questionnaire");
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("radio", { name: "Practice (virtual money)" }).check();
  await page.getByRole("button", { name: "Review" }).click();
  const confirmation = page.getByTestId("copy-confirmation");
  await expect(confirmation).toContainText("$1,000.00");
  await expect(confirmation).toContainText("$500.00");
  await expect(confirmation).toContainText("Practice");
  await investor.api.dispose();
});

test("the portfolio: totals, each copy's figures, its positions and log with skips and slippage", async ({
  page,
}) => {
  const investor = await investorSession("Olga Portfolio");
  const admin = await adminSession();
  await admin.post(`/api/v1/admin/users/${investor.id}/activate`);
  await admin.dispose();
  await mockCopies(page);
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Portfolio" }).click();
  await expect(page.getByRole("heading", { name: "Portfolio", level: 1 })).toBeVisible();
  const cards = page.getByTestId("copy-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAttribute("data-status", "active");
  await expect(cards.nth(2)).toHaveAttribute("data-status", "stopped");
  await expect(cards.nth(2).getByRole("button", { name: /^Stop/ })).toHaveCount(0);
  await cards.first().getByRole("button", { name: "Positions and log" }).click();
  await expect(cards.first().getByTestId("copy-position")).toContainText("0.008");
  const log = cards.first().getByTestId("copy-events");
  await expect(log.locator('[data-kind="skipped"]')).toContainText("below the instrument's minimum");
  await expect(log.locator('[data-kind="mirrored"]').first()).toContainText("slippage +0.02%");
  // Issue 31 point 3: a position copied at start shows the move since the trader opened, never
  // as slippage; the log says its order and "Copy started" is its oldest line.
  const atStart = log.locator('[data-kind="mirrored"]').filter({ hasText: "ETHUSD" });
  await expect(atStart).toContainText("price moved +6.66% since the trader opened");
  await expect(atStart).not.toContainText("slippage");
  await expect(log.locator("li").last()).toContainText("Copy started");
  await expect(cards.first().getByRole("heading", { name: "Log (newest first)" })).toBeVisible();
  // Issue 31 point 2: the headline P&L is after profit share, like Return, and labelled; the
  // figure before it is shown under it; a stopped copy has no stop-loss level; the gap explained.
  await expect(cards.first().getByTestId("copy-pnl")).toHaveText("P&L after profit share +$12.42");
  const stoppedCard = cards.nth(2);
  await expect(stoppedCard.getByTestId("copy-pnl")).toContainText("+$48.96");
  await expect(stoppedCard.getByTestId("copy-pnl-gross")).toHaveText("before profit share +$61.20");
  await expect(stoppedCard).toContainText("Profit share paid");
  await expect(stoppedCard).not.toContainText("Stop-loss at");
  await expect(cards.first()).toContainText("Stop-loss at");
  await expect(cards.first().getByTestId("tracking-gap-line")).toContainText(
    "Your copy's return minus the trader's",
  );
  // Issue 31 point 1: the log names each position the stop closed, with its price and P&L.
  await stoppedCard.getByRole("button", { name: "Positions and log" }).click();
  await expect(stoppedCard.getByTestId("copy-events").locator('[data-kind="closed"]')).toHaveText(
    /Closed when the copy stopped: sell 0\.008 BTCUSD at 65,000\.00, P&L \+\$61\.20 \(by you\)/,
  );
  await cards.first().getByRole("button", { name: /^Stop/ }).click();
  await expect(page.getByRole("alertdialog", { name: "Stop this copy?" })).toContainText(
    "profit share is settled",
  );
  await page.getByRole("button", { name: "Cancel" }).click();
  await investor.api.dispose();
});

/**
 * At both widths, each screen in both themes on one visit, axe in each: the dark one by the system
 * preference, switched on the page (the app follows it while no theme is saved), instead of a
 * second investor and round of loads for it.
 */
const themes = ["light", "dark"] as const;
for (const [device, viewport] of [
  ["mobile", { width: 375, height: 812 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test(`copy-trading screens, ${device}, light and dark`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await mockTraders(page);
    await page.goto("/traders");
    for (const theme of themes) {
      await switchScheme(page, theme);
      await expect(page.getByTestId("trader-row")).toHaveCount(4);
      await noOverflow(page, `/traders in ${theme}`);
      expect(await axeViolations(page), theme).toEqual([]);
      await shot(page, `traders-${device}-${theme}`);
    }

    await page.goto("/traders/t-steady");
    for (const theme of themes) {
      await switchScheme(page, theme);
      await expect(page.getByTestId("nav-chart-canvas")).toBeVisible();
      await noOverflow(page, `/traders/:id in ${theme}`);
      expect(await axeViolations(page), theme).toEqual([]);
      await shot(page, `trader-${device}-${theme}`);
    }

    const investor = await investorSession("Maximiliana Alexandra Fernández-Villavicencio");
    const admin = await adminSession();
    await admin.post(`/api/v1/admin/users/${investor.id}/activate`);
    await admin.dispose();
    await mockCopies(page);
    await signInViaApi(page, investor.user.email, investor.user.password);
    await page.goto("/portfolio");
    await expect(page.getByTestId("copy-card")).toHaveCount(3);
    await page.getByTestId("copy-card").first().getByRole("button", { name: "Positions and log" }).click();
    for (const theme of themes) {
      await switchScheme(page, theme);
      await expect(page.getByTestId("copy-events")).toBeVisible();
      await noOverflow(page, `/portfolio in ${theme}`);
      // The page itself: the frame's header (its logo link at 375 px) is checked by page-sweep.spec.ts.
      expect(await axeViolations(page, "main"), theme).toEqual([]);
      await shot(page, `portfolio-${device}-${theme}`);
    }

    await page.goto("/dashboard");
    for (const theme of themes) {
      await switchScheme(page, theme);
      await expect(page.getByTestId("copy-equity")).toBeVisible();
      await noOverflow(page, `/dashboard in ${theme}`);
      await shot(page, `dashboard-copy-${device}-${theme}`);
    }
    await investor.api.dispose();
  });
}
