/**
 * Identity verification (issue 32) in a browser, on a server of its own with KYC_REQUIRED on (the
 * shared e2e server runs with it off): sign up, verify the email, level 1 with the details, a
 * deposit within the level-1 limit and one refused above it, the documents uploaded from a
 * phone-sized screen, an admin approves the case, and the user withdraws. Then the screenshots of
 * /verification and /admin/verifications at 375 and 1440 px in English, Spanish and French.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { e2eSmtpPort } from "../playwright.config";
import { type QuickStart, startQuickStart } from "../src/server/test/quick-start";
import { expect, newUser, shot, test } from "./fixtures";
import { waitForEmail } from "./mailbox";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

test.describe("identity verification", () => {
  let server: QuickStart;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startQuickStart({
      KYC_REQUIRED: "true",
      KYC_LEVEL1_DEPOSIT_LIMIT: "2000",
      AUTO_ACTIVATE: "true",
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      MAIL_POLL_MS: "250",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const post = async (request: APIRequestContext, path: string, data?: object) =>
    request.post(`${server.baseUrl}${path}`, {
      headers: { origin: server.baseUrl },
      ...(data ? { data } : {}),
    });

  async function adminPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const signedIn = await post(page.request, "/api/auth/sign-in/email", {
      email: server.email,
      password: server.password,
    });
    expect(signedIn.status()).toBe(200);
    return page;
  }

  test("sign up, level 1, deposit within the limit and not above, documents from a phone, approval, withdrawal", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const base = server.baseUrl;
    const user = newUser("Vera Verified");
    const admin = await adminPage(browser);
    const method = await post(admin.request, "/api/v1/admin/payment-methods", {
      code: "btc",
      name: "Bitcoin",
      address: "bc1-platform",
    });
    expect(method.status()).toBe(201);
    const methodId = (await method.json()).id as string;

    // Sign up through the form.
    await page.goto(`${base}/register`);
    await page.getByLabel("Full name").fill(user.name);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Phone number").fill(user.phone);
    await page.getByRole("button", { name: "Country" }).click();
    await page.getByRole("dialog").getByPlaceholder("Search country").fill("kenya");
    await page.getByRole("dialog").getByRole("button", { name: /Kenya/ }).click();
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Level 0: the deposit screen says what it needs and links to /verification.
    await page.goto(`${base}/deposits`);
    await expect(page.getByTestId("verification-gate")).toContainText("level 1");
    await page.getByRole("link", { name: "Go to Verification" }).click();
    await expect(page).toHaveURL(/\/verification$/);

    // The email, then the details: level 1.
    const verifyEmail = await waitForEmail(user.email, "Verify your email address");
    const link = verifyEmail.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/)?.[0];
    expect(link, "the verification link").toBeTruthy();
    await page.goto(link!.replaceAll("&amp;", "&"));
    await page.goto(`${base}/verification`);
    await page.getByLabel("Legal name (as on your document)").fill("Vera Ann Verified");
    await page.getByLabel("Date of birth").fill("1988-06-15");
    await expect(page.getByLabel("Phone number")).toHaveValue(user.phone);
    await page.getByLabel("Address", { exact: true }).fill("12 River Road");
    await page.getByLabel("City").fill("Nairobi");
    await page.getByLabel("Postal code").fill("00100");
    await page.getByRole("button", { name: "Country of residence" }).click();
    await page.getByRole("dialog").getByPlaceholder("Search country").fill("kenya");
    await page.getByRole("dialog").getByRole("button", { name: /Kenya/ }).click();
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("heading", { name: "Your level: 1" })).toBeVisible();

    // Deposits: within the limit, refused above it.
    const within = await post(page.request, "/api/v1/deposits", {
      paymentMethodId: methodId,
      amount: "1500",
    });
    expect(within.status()).toBe(201);
    const depositId = (await within.json()).id as string;
    const above = await post(page.request, "/api/v1/deposits", { paymentMethodId: methodId, amount: "600" });
    expect(above.status()).toBe(422);
    expect((await above.json()).error.code).toBe("VERIFICATION_LIMIT");
    expect((await post(admin.request, `/api/v1/admin/transactions/${depositId}/approve`)).status()).toBe(200);
    await page.goto(`${base}/deposits`);
    await expect(page.getByTestId("verification-gate")).toContainText("$500.00");

    // The documents, from a phone-sized screen; the file input offers the camera.
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/verification`);
    const scan = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#d9e4ef" } })
      .jpeg()
      .toBuffer();
    const identity = page.getByTestId("document-identity");
    await identity.getByLabel("Document number").fill("AB1234567");
    await identity.getByLabel("Expiry date").fill(`${new Date().getUTCFullYear() + 3}-05-31`);
    await identity.getByRole("button", { name: "Issuing country" }).click();
    await page.getByRole("dialog").getByPlaceholder("Search country").fill("kenya");
    await page.getByRole("dialog").getByRole("button", { name: /Kenya/ }).click();
    for (const kind of ["identity", "selfie", "address"] as const) {
      const card = page.getByTestId(`document-${kind}`);
      const input = card.locator('input[type="file"]');
      await expect(input).toHaveAttribute("capture", kind === "selfie" ? "user" : "environment");
      await input.setInputFiles({ name: `${kind}.jpg`, mimeType: "image/jpeg", buffer: scan });
      await card.getByRole("button", { name: "Upload" }).click();
      await expect(card.getByText("Uploaded, not sent yet")).toBeVisible();
    }
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByTestId("verification-status")).toHaveText("Your documents are being reviewed");
    await shot(page, "verification-pending-375-en");

    // The admin approves it.
    await admin.goto(`${base}/admin/verifications`);
    await admin.getByRole("button", { name: new RegExp(user.email) }).click();
    const review = admin.getByTestId("case-review");
    await expect(review.getByText("AB1234567")).toBeVisible();
    await expect(review.getByRole("img")).toHaveCount(3);
    await shot(admin, "admin-verification-case-1440-en");
    await review.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(admin.getByText("Case approved")).toBeVisible();

    // Level 2, live: the screen updates; the withdrawal goes through.
    await expect(page.getByTestId("verification-status")).toHaveText("Your identity is verified", {
      timeout: 15_000,
    });
    await page.goto(`${base}/withdrawals`);
    await expect(page.getByRole("heading", { name: "Withdraw", exact: true })).toBeVisible();
    await expect(page.getByTestId("verification-gate")).toHaveCount(0);
    const withdrawal = await post(page.request, "/api/v1/withdrawals", {
      paymentMethodId: methodId,
      amount: "100",
      walletAddress: "bc1-vera-wallet",
    });
    expect(withdrawal.status()).toBe(201);
    await admin.context().close();
  });

  test("screenshots of /verification and /admin/verifications at 375 and 1440 px in en, es, fr", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const base = server.baseUrl;
    const user = newUser("Sam Screens");
    expect((await post(page.request, "/api/auth/sign-up/email", user)).status()).toBe(200);
    for (const lang of ["en", "es", "fr"] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.context().addCookies([{ name: "lang", value: lang, url: base }]);
        await page.addInitScript((value) => localStorage.setItem("lang", value), lang);
        await page.setViewportSize(viewport);
        await page.goto(`${base}/verification`);
        await expect(page.getByTestId("verification-status")).toBeVisible();
        await shot(page, `verification-${viewport.width}-${lang}`);
        const admin = await adminPage(browser, viewport);
        await admin.context().addCookies([{ name: "lang", value: lang, url: base }]);
        await admin.addInitScript((value) => localStorage.setItem("lang", value), lang);
        await admin.goto(`${base}/admin/verifications?lang=${lang}`);
        await admin
          .getByRole("button", { name: { en: "Approved", es: "Aprobados", fr: "Approuvés" }[lang] })
          .click();
        const first = admin.getByRole("listitem").getByRole("button").first();
        if (await first.isVisible()) await first.click();
        await admin.waitForLoadState("networkidle");
        await shot(admin, `admin-verifications-${viewport.width}-${lang}`);
        await admin.context().close();
      }
    }
  });
});
