import { baseURL } from "../playwright.config";
import { adminSession } from "./admin-kit";
import { expect, newUser, shot, signUpViaApi, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test("register: an unknown referral ID only warns under the field; the sign-up still succeeds", async ({
  page,
}) => {
  const user = newUser("Wendy Warned");
  await page.goto("/register?refId=nobody-here-99");
  const referral = page.getByLabel("Referral ID");
  const warning = page.getByText("We could not find this referral ID. You can still sign up without it.");
  // Prefilled from the link: checked at once.
  await expect(warning).toBeVisible();
  await expect(referral).toHaveAccessibleDescription(
    "We could not find this referral ID. You can still sign up without it.",
  );
  await expect(referral).not.toHaveAttribute("aria-invalid", "true");
  await shot(page, "register-referral-warning");

  await page.getByLabel("Full name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Phone number").fill(user.phone);
  await page.getByRole("button", { name: "Country" }).click();
  const dialog = page.getByRole("dialog", { name: "Select your country" });
  await dialog.getByPlaceholder("Search country").fill("ken");
  await dialog.getByRole("button", { name: /Kenya/ }).click();
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("register: the warning follows the field on blur, in Spanish and French too", async ({ page }) => {
  const referrer = newUser("Rosa Referrer");
  await signUpViaApi(page, referrer);
  const me = (await (await page.context().request.get("/api/v1/me")).json()) as { referralId: string };
  await page.context().clearCookies();

  await page.goto("/register");
  const referral = page.getByLabel("Referral ID");
  await referral.fill("no-such-id-1");
  await referral.blur();
  await expect(page.getByTestId("referral-warning")).toBeVisible();
  await referral.fill(me.referralId);
  await referral.blur();
  await expect(page.getByTestId("referral-warning")).toBeHidden();

  for (const [lang, text] of [
    ["es", "No encontramos este ID de referido. Puede registrarse igualmente sin él."],
    [
      "fr",
      "Nous n'avons pas trouvé cet identifiant de parrainage. Vous pouvez quand même vous inscrire sans lui.",
    ],
  ] as const) {
    await page.evaluate((code) => localStorage.setItem("lang", code), lang);
    await page.goto("/register?refId=no-such-id-2");
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.evaluate(() => localStorage.setItem("lang", "en"));
});

test("referrals: a referred user shows 'Pending activation' until an admin activates them", async ({
  userPage: page,
  browser,
}) => {
  const me = (await (await page.context().request.get("/api/v1/me")).json()) as { referralId: string };
  const friend = await browser.newContext({ baseURL });
  const friendPage = await friend.newPage();
  await signUpViaApi(friendPage, { ...newUser("Pablo Pending"), referrerId: me.referralId } as ReturnType<
    typeof newUser
  >);
  const friendId = ((await (await friendPage.context().request.get("/api/v1/me")).json()) as { id: string })
    .id;
  await friend.close();

  await page.goto("/referrals");
  const list = page.getByRole("list", { name: "Referred users" });
  await expect(list).toContainText("Pablo Pending");
  await expect(list).toContainText("Pending activation");
  await shot(page, "referrals-pending-activation");

  const api = await adminSession();
  await api.post(`/api/v1/admin/users/${friendId}/activate`);
  await api.dispose();
  await page.reload();
  await expect(list).toContainText("Pablo Pending");
  await expect(list).not.toContainText("Pending activation");
});
