/**
 * Issue 31 points 9, 10 and 12, end to end on the stub feed (ETHUSDT, moved by this spec only):
 * an investor edits a running copy's stop-loss and take-profit, the take-profit is reached and the
 * copy stops (seen on the screen, in the log and by email), its trades and equity are listed; a
 * fixed-amount copy started in the copy dialog mirrors a trader's position with its fixed margin.
 * Practice money: no questionnaire, same engine.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { Copy } from "../src/shared/schemas/copies";
import { type Api, activeInvestorSession, adminSession, toast } from "./admin-kit";
import { expect, shot, signInViaApi, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { setStubPair } from "./stub-market";
import { keyedPost } from "./trader-kit";
import { chooseLanguage } from "./translation-check";

/** Waits until the app quotes ETHUSD at `bid` (it polls the feed; a big jump is confirmed by a second read). */
async function ethQuotedAt(api: Api, bid: string) {
  await expect
    .poll(
      async () =>
        (await api.get<{ quotes: { bid: string; stale: boolean }[] }>("/api/v1/market/quotes?symbols=ETHUSD"))
          .quotes[0]?.bid,
      { timeout: 30_000 },
    )
    .toMatch(new RegExp(`^${bid}(\\.0+)?$`));
}

/** A trader (practice account, $10,000 of virtual money) and their practice account's id. */
async function practiceTrader(admin: Api, name: string) {
  const trader = await activeInvestorSession(admin, "Tomas Trader");
  await admin.post(`/api/v1/admin/users/${trader.id}/trader`, {
    displayName: name,
    bio: "Ether swings, one position at a time.",
    profitSharePercent: 10,
  });
  const accounts =
    await trader.api.get<{ id: string; mode: string; kind: string }[]>("/api/v1/trading/accounts");
  const practice = accounts.find((account) => account.kind === "own" && account.mode === "practice");
  if (!practice) throw new Error("the trader has no practice account");
  return { trader, accountId: practice.id };
}

const buyEth = (trader: Api, accountId: string, quantity: string) =>
  keyedPost<{ position: { id: string } }>(trader, "/api/v1/orders", {
    accountId,
    symbol: "ETHUSD",
    side: "buy",
    quantity,
    leverage: 2,
  });

function copyCard(page: Page, trader: string) {
  return page.getByTestId("copy-card").filter({ hasText: trader });
}

async function openDetails(page: Page, trader: string) {
  const card = copyCard(page, trader);
  const toggle = card.locator('button[aria-controls^="copy-details-"]');
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(card.getByTestId("copy-trades")).toBeVisible();
  return card;
}

test("an investor edits a running copy's levels, then its take-profit is reached and the copy stops", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await setStubPair("ETHUSDT", "3000.00", "3001.00");
  const admin = await adminSession();
  const traderName = `Etta Ether ${randomUUID().slice(0, 4)}`;
  const { trader, accountId } = await practiceTrader(admin, traderName);
  await ethQuotedAt(trader.api, "3000");
  // The trader buys 1 ETH with $10,000 of practice money; the $1,000 copy opens 0.1 ETH at 3,001.
  await buyEth(trader.api, accountId, "1");
  const investor = await activeInvestorSession(admin, "Ines Investor");
  const copy = await keyedPost<Copy>(investor.api, "/api/v1/copies", {
    traderId: trader.id,
    amount: "1000.00",
    stopLossPercent: 20,
    copyOpenPositions: true,
    mode: "practice",
  });
  expect(copy.positions.map((position) => position.quantity)).toEqual(["0.1"]);

  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/portfolio");
  const card = copyCard(page, traderName);
  await expect(card).toHaveAttribute("data-status", "active");
  await expect(card).toContainText("$800.00 (−20%)");

  // Edit: stop-loss 20% -> 15%, a take-profit of +10% ($1,100.00).
  await card.getByRole("button", { name: /^Edit levels/ }).click();
  const dialog = page.getByRole("dialog", { name: "Change the stop-loss and take-profit" });
  const slider = dialog.getByRole("slider");
  await slider.focus();
  for (let step = 0; step < 5; step++) await slider.press("ArrowLeft");
  await expect(dialog.getByTestId("stop-loss-figure")).toContainText("$850.00");
  await dialog.getByRole("checkbox").check();
  await dialog.getByLabel("Take-profit (%)").fill("10");
  await expect(dialog.getByTestId("take-profit-figure")).toContainText("$1,100.00");
  await shot(page, "copy-edit-dialog-desktop-light");
  await dialog.getByRole("button", { name: "Review" }).click();
  const confirmation = page.getByTestId("edit-copy-confirmation");
  await expect(confirmation).toContainText("$800.00 (−20%)");
  await expect(confirmation).toContainText("$850.00 (−15%)");
  await expect(confirmation).toContainText("$1,100.00 (+10%)");
  await page.getByRole("button", { name: "Save levels" }).click();
  await expect(toast(page, "Copy levels saved")).toBeVisible();
  await expect(card).toContainText("$850.00 (−15%)");
  await expect(card).toContainText("$1,100.00 (+10%)");
  await openDetails(page, traderName);
  await expect(card.getByTestId("copy-events").locator('[data-kind="edited"]')).toContainText(
    "Levels changed: stop-loss −20% → −15%, take-profit None → +10%",
  );
  await expect(card.getByTestId("copy-trade")).toHaveCount(1);
  await expect(card.getByTestId("copy-trade").first()).toHaveAttribute("data-status", "open");

  // ETH to 4,100: the copy's equity is 1,000 + (4,100 - 3,001) x 0.1 = 1,109.90, past $1,100.
  await setStubPair("ETHUSDT", "4100.00", "4101.00");
  await expect(card).toHaveAttribute("data-status", "stopped", { timeout: 45_000 });
  await expect(card).toContainText("by the copy take-profit");
  const stoppedEvent = card.getByTestId("copy-events").locator('[data-kind="stopped"]').first();
  await expect(stoppedEvent).toContainText("Stopped (by the copy take-profit)");
  const closed = card.getByTestId("copy-trade").first();
  await expect(closed).toHaveAttribute("data-status", "closed");
  await expect(closed).toContainText("4,100.00");
  await expect(card.getByTestId("copy-equity-summary")).toContainText("P&L +$");
  const mail = await waitForEmail(investor.user.email, "Your copy reached its take-profit");
  expect(mail).toContain("take-profit of +10%");
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "copy-edit-take-profit-desktop-light");
  // The notification centre says it too, in the header's bell.
  const bell = page.getByTestId("notification-bell");
  await expect(bell).not.toHaveAttribute("data-unread", "0", { timeout: 30_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.locator('[data-testid="notification"][data-kind="copy-take-profit"]')).toContainText(
    "reached its take-profit and stopped",
  );

  await setStubPair("ETHUSDT", "3000.00", "3001.00");
  await Promise.all([admin.dispose(), trader.api.dispose(), investor.api.dispose()]);
});

test("a fixed-amount copy started in the copy dialog mirrors each position with its fixed margin", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await setStubPair("ETHUSDT", "3000.00", "3001.00");
  const admin = await adminSession();
  const traderName = `Fia Fixed ${randomUUID().slice(0, 4)}`;
  const { trader, accountId } = await practiceTrader(admin, traderName);
  await ethQuotedAt(trader.api, "3000");
  const investor = await activeInvestorSession(admin, "Fred Fixed");
  await signInViaApi(page, investor.user.email, investor.user.password);

  await page.goto(`/traders/${trader.id}`);
  await expect(page.getByRole("heading", { name: traderName, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: `Copy ${traderName}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/Amount \(USD\)/).fill("500");
  await dialog.getByRole("radio", { name: "Fixed margin per position" }).check();
  // A margin above the amount is refused before anything is sent.
  await dialog.getByLabel("Margin per position (USD)").fill("600");
  await dialog.getByRole("button", { name: "Review" }).click();
  await expect(dialog).toContainText("The margin per position cannot be more than the amount");
  await dialog.getByLabel("Margin per position (USD)").fill("100");
  await shot(page, "copy-fixed-dialog-desktop-light");
  await dialog.getByRole("button", { name: "Review" }).click();
  const confirmation = dialog.getByTestId("copy-confirmation");
  await expect(confirmation).toContainText("$100.00 margin per position");
  await dialog.getByRole("button", { name: "Start copying" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  const card = copyCard(page, traderName);
  await expect(card).toHaveAttribute("data-status", "active");

  // The trader buys 0.5 ETH at 3,001 (2:1): the copy opens $100 x 2 / 3,001 = 0.0666 ETH (floored
  // to the 0.0001 step), not the trader's size scaled.
  await buyEth(trader.api, accountId, "0.5");
  await openDetails(page, traderName);
  await expect(card.getByTestId("copy-position").filter({ hasText: "ETHUSD" })).toContainText(
    "0.0666 @ 3,001.00",
    { timeout: 20_000 },
  );
  const row = card.getByTestId("copy-trade").first();
  await expect(row).toContainText("0.0666");
  await expect(row).toContainText("3,001.00");
  const copies = await investor.api.get<Copy[]>("/api/v1/copies");
  expect(copies[0]).toMatchObject({ sizing: "fixed", fixedMargin: "100.00" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "copy-fixed-portfolio-desktop-light");
  await Promise.all([admin.dispose(), trader.api.dispose(), investor.api.dispose()]);
});

test("the copy's edit dialog, trades and equity chart in en, es and fr at 375 and 1440 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await setStubPair("ETHUSDT", "3000.00", "3001.00");
  const admin = await adminSession();
  const traderName = `Lia Layout ${randomUUID().slice(0, 4)}`;
  const { trader, accountId } = await practiceTrader(admin, traderName);
  await ethQuotedAt(trader.api, "3000");
  await buyEth(trader.api, accountId, "1");
  const investor = await activeInvestorSession(admin, "Lena Layout");
  const copy = await keyedPost<Copy>(investor.api, "/api/v1/copies", {
    traderId: trader.id,
    amount: "1000.00",
    stopLossPercent: 30,
    copyOpenPositions: true,
    mode: "practice",
  });
  const edited = await investor.api.context.patch(`/api/v1/copies/${copy.id}`, {
    data: { takeProfitPercent: 25 },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  await signInViaApi(page, investor.user.email, investor.user.password);

  for (const lang of ["en", "es", "fr"] as const) {
    await chooseLanguage(page, lang);
    for (const [device, viewport] of [
      ["375", { width: 375, height: 812 }],
      ["1440", { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/portfolio");
      const card = await openDetails(page, traderName);
      await expect(card.getByTestId("copy-equity-chart")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${lang} ${device}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      await shot(page, `copy-edit-details-${lang}-${device}`);
      await card
        .locator("button")
        .filter({ hasText: /Edit levels|Editar niveles|Modifier les niveaux/ })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("take-profit-figure")).toBeVisible();
      await shot(page, `copy-edit-dialog-${lang}-${device}`);
      await dialog.getByLabel("Take-profit (%)").fill("30");
      await dialog
        .getByRole("button")
        .filter({ hasText: /Review|Revisar|Vérifier/ })
        .click();
      await expect(page.getByTestId("edit-copy-confirmation")).toContainText(/1[.,\s\u202f\u00a0]?300/);
      await shot(page, `copy-edit-confirm-${lang}-${device}`);
      await page.keyboard.press("Escape");
    }
  }
  await Promise.all([admin.dispose(), trader.api.dispose(), investor.api.dispose()]);
});
