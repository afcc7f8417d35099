/**
 * Issue 13, Done when: an investor finds a trader on /traders, copies with $1,000, the trader opens
 * and closes a position, the investor sees the mirrored position live, pauses, stops, and the money
 * and the fee land where they should. On the stub feed (real, fresh quotes: live mode allowed).
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { ASSESSMENT_QUESTIONS } from "../src/shared/appropriateness";
import { parseCents } from "../src/shared/money";
import type { Copy } from "../src/shared/schemas/copies";
import { type Api, adminSession, fundedInvestorSession, toast } from "./admin-kit";
import { expect, shot, signInViaApi, test } from "./fixtures";
import { switchScheme } from "./page-checks";
import { setStubPair } from "./stub-market";
import { keyedPost, liveTrader } from "./trader-kit";

const cents = (text: string) => parseCents(text) ?? 0n;

async function balanceOf(api: Api): Promise<bigint> {
  return cents((await api.get<{ balance: string }>("/api/v1/me")).balance);
}

function copyCard(page: Page, trader: string) {
  return page.getByTestId("copy-card").filter({ hasText: `Copy of ${trader}` });
}

test("an investor copies a trader found on /traders, follows a mirrored position live, pauses and stops", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await setStubPair("BTCUSDT", "60000.00", "60010.00");
  const admin = await adminSession();

  // An admin makes a trader, who funds the live account with $5,000.
  const traderName = `Tara Trend ${randomUUID().slice(0, 4)}`;
  const { trader, live } = await liveTrader(admin, "Tara Trader", {
    displayName: traderName,
    bio: "Bitcoin trend following, one position at a time.",
  });
  // Live orders need the exchange's quote, not the simulation (a feed failure before the stub was
  // up keeps the app on simulated quotes for up to a minute).
  await expect
    .poll(
      async () =>
        (await trader.api.get<{ quotes: { simulated: boolean }[] }>("/api/v1/market/quotes?symbols=BTCUSD"))
          .quotes[0]?.simulated,
      { timeout: 70_000 },
    )
    .toBe(false);

  // The investor has $2,000 and finds the trader on /traders.
  const { investor } = await fundedInvestorSession(admin, "Ivo Investor", "2000.00");
  const startBalance = await balanceOf(investor.api);
  await signInViaApi(page, investor.user.email, investor.user.password);
  await page.goto("/traders");
  const row = page.getByTestId("trader-row").filter({ hasText: traderName });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("past-performance")).toBeVisible();
  await shot(page, "copy-journey-traders-desktop-light");
  await row.getByRole("link", { name: traderName, exact: true }).click();
  await expect(page.getByRole("heading", { name: traderName, level: 1 })).toBeVisible();
  // Issue 30: the copier is told the price rule before copying, on the page and in the dialog.
  await expect(page.getByTestId("copy-price-rule")).toContainText(`fill at ${traderName}'s own price`);
  await shot(page, "copy-journey-trader-desktop-light");

  // Copy with $1,000 of real money: the questionnaire comes first, then the confirmation.
  await page.getByRole("button", { name: `Copy ${traderName}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/Amount \(USD\)/).fill("1000");
  await expect(dialog.getByTestId("stop-loss-figure")).toContainText("$700.00");
  await expect(dialog.getByTestId("profit-share-example")).toContainText("earns $10.00");
  await expect(dialog.getByTestId("copy-price-rule")).toContainText("when they reach your copy on time");
  await dialog.getByRole("radio", { name: "Live (your balance)" }).check();
  await dialog.getByRole("button", { name: "Review" }).click();
  const questionnaire = dialog.getByTestId("appropriateness");
  for (const question of ASSESSMENT_QUESTIONS) {
    await questionnaire.locator(`input[name="question-${question.id}"][value="${question.correct}"]`).check();
  }
  await questionnaire.getByRole("button", { name: "Submit answers" }).click();
  const confirmation = dialog.getByTestId("copy-confirmation");
  await expect(confirmation).toContainText("$1,000.00");
  await expect(confirmation).toContainText("Live");
  await dialog.getByRole("button", { name: "Start copying" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  const card = copyCard(page, traderName);
  await expect(card).toHaveAttribute("data-status", "active");
  await expect(card).toContainText("$1,000.00");
  expect(await balanceOf(investor.api)).toBe(startBalance - 100_000n);

  // The trader buys 0.04 BTC with $5,000 of equity: the $1,000 copy gets 0.008, live.
  const order = await keyedPost<{ position: { id: string } }>(trader.api, "/api/v1/orders", {
    accountId: live.id,
    symbol: "BTCUSD",
    side: "buy",
    quantity: "0.04",
    leverage: 2,
  });
  await card.getByRole("button", { name: "Positions and log" }).click();
  const mirrored = card.getByTestId("copy-position").filter({ hasText: "BTCUSD" });
  await expect(mirrored).toContainText("0.008 @ 60,010.00", { timeout: 20_000 });
  const mirroredEvent = card.getByTestId("copy-events").locator('[data-kind="mirrored"]').first();
  await expect(mirroredEvent).toContainText("trader: 0.04 at 60,010.00");
  // Applied on time: at the trader's own price (issue 30 point 2).
  await expect(mirroredEvent).toContainText(/slippage \+?0\.00%/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "copy-journey-portfolio-desktop-light");

  // The price rises and the trader closes: the copy closes the same fraction, in profit.
  await setStubPair("BTCUSDT", "61000.00", "61010.00");
  // The app polls the feed: close only once it quotes the new price.
  await expect
    .poll(
      async () =>
        (await trader.api.get<{ quotes: { bid: string }[] }>("/api/v1/market/quotes?symbols=BTCUSD"))
          .quotes[0]?.bid,
      { timeout: 20_000 },
    )
    .toMatch(/^61000(\.0+)?$/);
  await keyedPost(trader.api, `/api/v1/positions/${order.position.id}/close`);
  await expect(mirrored).toHaveCount(0, { timeout: 20_000 });
  // 0.008 x (61,000 - 60,010) = $7.92 realized.
  await expect(card.getByText("+$7.92").first()).toBeVisible({ timeout: 15_000 });

  // Pause, then stop: each asks first.
  await card.getByRole("button", { name: /^Pause/ }).click();
  await page
    .getByRole("alertdialog", { name: "Pause this copy?" })
    .getByRole("button", { name: "Pause" })
    .click();
  await expect(toast(page, "Copy paused")).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "paused");
  await card.getByRole("button", { name: /^Stop/ }).click();
  const stop = page.getByRole("alertdialog", { name: "Stop this copy?" });
  await expect(stop).toContainText("profit share is settled");
  await stop.getByRole("button", { name: "Stop" }).click();
  await expect(toast(page, "Copy stopped: the money is back in your balance")).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "stopped");

  // The money: the investor gets the $1,000 back plus the profit minus the trader's 10% above the
  // high-water mark; the trader's balance receives exactly that fee.
  const copies = await investor.api.get<Copy[]>("/api/v1/copies");
  const copy = copies.find((item) => item.trader.displayName === traderName)!;
  const fee = cents(copy.feesPaid);
  expect(fee).toBe(79n); // 10% of $7.92, to the cent
  expect(await balanceOf(investor.api)).toBe(startBalance + 792n - fee);
  const traderBalance = cents((await trader.api.get<{ balance: string }>("/api/v1/me")).balance);
  expect(traderBalance).toBe(fee); // the $5,000 sits in the live account; the fee is on the balance
  await expect(card).toContainText(`$0.79`);

  // The dashboard's card has nothing running any more and points to the traders.
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Find a trader" })).toBeVisible();
  await Promise.all([admin.dispose(), trader.api.dispose(), investor.api.dispose()]);
});

/**
 * The screens on the real API at two widths in both themes: one trader and one investor copying
 * them, set up once for both widths (the screens only read them), so the wait for the public list
 * (reused by the server for up to 30 s) is paid once rather than by each.
 */
test.describe("the copy-trading screens on the real API", () => {
  const traderName = "Maximiliana Alexandra Fernández-Villavicencio";
  let investor: Awaited<ReturnType<typeof fundedInvestorSession>>["investor"];
  let traderId: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const admin = await adminSession();
    const { investor: trader } = await fundedInvestorSession(admin, traderName, "300.00");
    await admin.post(`/api/v1/admin/users/${trader.id}/trader`, {
      displayName: traderName,
      bio: "Swing trader in major FX pairs and gold. Small positions, a stop on every one.",
      profitSharePercent: 20,
    });
    // The trader's own accounts exist once they open /markets (the public figures come from them).
    await trader.api.get("/api/v1/trading/accounts");
    ({ investor } = await fundedInvestorSession(admin, "Ivo Investor", "500.00"));
    // The public list is reused for up to 30 s.
    let listed: { id: string } | undefined;
    await expect
      .poll(
        async () => {
          const traders = await investor.api.get<{ id: string; displayName: string }[]>("/api/v1/traders");
          listed = traders.filter((item) => item.displayName === traderName).at(-1);
          return Boolean(listed);
        },
        { timeout: 40_000, intervals: [2_000] },
      )
      .toBe(true);
    if (!listed) throw new Error("the trader is not listed");
    traderId = listed.id;
    await keyedPost(investor.api, "/api/v1/copies", {
      traderId,
      amount: "250.00",
      stopLossPercent: 40,
      copyOpenPositions: false,
      mode: "practice",
    });
    await Promise.all([admin.dispose(), trader.api.dispose()]);
  });

  test.afterAll(async () => {
    await investor?.api.dispose();
  });

  // At both widths, each screen in both themes on one visit: the dark one by the system
  // preference, switched on the page (the app follows it while no theme is saved).
  const themes = ["light", "dark"] as const;
  for (const [device, viewport] of [
    ["mobile", { width: 375, height: 812 }],
    ["desktop", { width: 1440, height: 900 }],
  ] as const) {
    test(`/traders, /traders/:id and /portfolio on the real API, ${device}, light and dark`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/traders");
      for (const theme of themes) {
        await switchScheme(page, theme);
        await expect(page.getByTestId("traders")).toHaveAttribute("data-ready", "true");
        await shot(page, `copy-real-traders-${device}-${theme}`);
      }
      await page.goto(`/traders/${traderId}`);
      await expect(page.getByRole("heading", { name: traderName, level: 1 })).toBeVisible();
      // The chart's own chunk (or the note that there is not enough history yet).
      await page.waitForLoadState("networkidle");
      for (const theme of themes) {
        await switchScheme(page, theme);
        await expect(page.getByRole("heading", { name: traderName, level: 1 })).toBeVisible();
        await shot(page, `copy-real-trader-${device}-${theme}`);
      }
      await signInViaApi(page, investor.user.email, investor.user.password);
      await page.goto("/portfolio");
      for (const theme of themes) {
        await switchScheme(page, theme);
        await expect(page.getByTestId("copy-card").first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `/portfolio in ${theme}`).toBeLessThanOrEqual(0);
        await shot(page, `copy-real-portfolio-${device}-${theme}`);
      }
    });
  }
});
