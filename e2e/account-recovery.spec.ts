import { baseURL } from "../playwright.config";
import { expect, newUser, shot, signUpViaApi, test } from "./fixtures";
import { waitForEmail } from "./mailbox";

test("forgot password end to end: request, emailed link, new password, old session ended", async ({
  page,
  browser,
}) => {
  const user = newUser("Rita Recover");
  await signUpViaApi(page, user);

  // A second browser, signed out, asks for the reset.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto("/login");
  await visitor.getByRole("link", { name: "Forgot password?" }).click();
  await expect(visitor).toHaveURL(/\/forgot-password$/);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(visitor.getByText("Email is required")).toBeVisible();
  await visitor.getByLabel("Email").fill(user.email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(visitor.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await shot(visitor, "forgot-password-sent");

  const email = await waitForEmail(user.email, "Reset your password");
  const escapedBase = baseURL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const link = email.match(new RegExp(`${escapedBase}/reset-password\\?token=[^"\\s]+`))?.[0];
  expect(link, "reset link in the email").toBeTruthy();

  await visitor.goto(link!.replaceAll("&amp;", "&"));
  await expect(visitor.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await visitor.getByLabel("New password").fill("short");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor.getByText("Password must be at least 8 characters")).toBeVisible();
  await visitor.getByLabel("New password").fill("a-fresh-password-9");
  await shot(visitor, "reset-password-form");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByText("Your password has been reset. Please log in.")).toBeVisible();

  await visitor.getByLabel("Email").fill(user.email);
  await visitor.getByLabel("Password", { exact: true }).fill("a-fresh-password-9");
  await visitor.getByRole("button", { name: "Login" }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await other.close();

  // The first browser's session was ended by the reset.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
