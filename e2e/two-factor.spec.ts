import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { expect, newUser, shot, signUpViaApi, test } from "./fixtures";

async function turnOnTwoFactor(request: APIRequestContext, password: string) {
  const headers = { origin: baseURL };
  const enabled = await request.post("/api/auth/two-factor/enable", { data: { password }, headers });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get("secret")!));
  const otp = createOTP(secret);
  const confirmed = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await otp.totp() },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { otp, backupCodes };
}

test("sign in with an authenticator code when two-factor is on", async ({ page }) => {
  const user = newUser("Tessa Twofactor");
  await signUpViaApi(page, user);
  const { otp } = await turnOnTwoFactor(page.context().request, user.password);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();

  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  const wrong = (await otp.totp()) === "000000" ? "111111" : "000000";
  await page.getByLabel("Authentication code").fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Invalid code")).toBeVisible();
  await shot(page, "two-factor-step");

  await page.getByLabel("Authentication code").fill(await otp.totp());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Logged in successfully")).toBeVisible();
});

test("sign in with a backup code instead", async ({ page }) => {
  const user = newUser("Bea Backup");
  await signUpViaApi(page, user);
  const { backupCodes } = await turnOnTwoFactor(page.context().request, user.password);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Use a backup code" }).click();
  await page.getByLabel("Backup code").fill(backupCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("turn two-factor on from the profile, then sign in with a code", async ({ page }) => {
  const user = newUser("Priya Profile");
  await signUpViaApi(page, user);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Two-factor authentication" });
  await card.getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: "Authenticator QR code" })).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  const key = (await dialog.locator("code").textContent())!.trim();
  const otp = createOTP(new TextDecoder().decode(base32.decode(key)));
  await shot(page, "two-factor-setup");

  await dialog.getByLabel("Code from the app").fill(await otp.totp());
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(card.getByRole("button", { name: "Turn off" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByLabel("Authentication code").fill(await otp.totp());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
