import sharp from "sharp";
import { baseURL } from "../playwright.config";
import { adminSession } from "./admin-kit";
import { expect, expectConsoleError, newUser, shot, signUpViaApi, test } from "./fixtures";
import { activate, toast } from "./investor-kit";

test.describe.configure({ timeout: 120_000 });

test("referrals: copy the link, see and search referred users", async ({
  userPage: page,
  context,
  browser,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const me = (await (await page.context().request.get("/api/v1/me")).json()) as { referralId: string };
  await page.goto("/referrals");
  await expect(page.getByText("Total Referrals: 0")).toBeVisible();
  await expect(page.getByText("No referrals yet")).toBeVisible();
  const link = `${baseURL}/register?refId=${me.referralId}`;
  await expect(page.getByText(link)).toBeVisible();
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Referral link copied to clipboard")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 3_000 });

  // Two friends sign up with the link's id (each in their own browser context).
  for (const name of ["Amina Wanjiru", "Brian Otieno"]) {
    const friend = await browser.newContext({ baseURL });
    const friendPage = await friend.newPage();
    await signUpViaApi(friendPage, { ...newUser(name), referrerId: me.referralId } as ReturnType<
      typeof newUser
    >);
    await friend.close();
  }
  await page.reload();
  await expect(page.getByText("Total Referrals: 2")).toBeVisible();
  const list = page.getByRole("list", { name: "Referred users" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list).toContainText("Amina Wanjiru");
  await expect(list).toContainText("Kenya");
  // Investors see the rows; only admins get links to user pages.
  await expect(list.getByRole("link")).toHaveCount(0);
  await page.getByPlaceholder("Search User").fill("brian");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Brian Otieno");
  await expect(page.getByText("Total Referrals: 2")).toBeVisible();
  await page.getByPlaceholder("Search User").fill("nobody-here");
  await expect(page.getByText("No users found!")).toBeVisible();
  await page.getByPlaceholder("Search User").fill("");
  await shot(page, "investor-referrals");
});

test("profile: change phone, 'No changes made', avatar upload with every refusal", async ({
  userPage: page,
}) => {
  const api = await adminSession();
  await activate(api, page);
  await api.dispose();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText("You have 0 pending withdrawals")).toBeVisible();
  for (const label of ["Available Balance", "Profit", "Bonus", "Pending Withdrawals"]) {
    await expect(page.getByRole("region", { name: label, exact: true })).toContainText("$0.00");
  }

  await page.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "No changes made")).toBeVisible();
  const phone = page.getByLabel("Phone Number");
  await phone.fill("");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await phone.fill("+254 711 222 333");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "User updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Phone Number")).toHaveValue("+254 711 222 333");

  // Avatar: no file, too large, not an image, then a real one.
  await page.getByRole("button", { name: "Change profile picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Update profile picture" });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByText("Please select an image")).toBeVisible();

  const fileInput = dialog.locator('input[type="file"]');
  const big = await sharp({
    create: {
      width: 1400,
      height: 1400,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
  // Playwright hands a payload this large to the page through a blob: URL fetch, which our CSP's
  // connect-src 'self' refuses; the app itself never fetches blob: URLs.
  expectConsoleError(
    page,
    /^Connecting to 'blob:.*violates the following Content Security Policy directive: "connect-src 'self'"/,
  );
  await fileInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(dialog.getByText("Image size must be less than 2MB")).toBeVisible();
  await expect(dialog.getByRole("img")).toHaveCount(0);

  await fileInput.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image\n"),
  });
  await expect(dialog.getByRole("button", { name: "Remove" })).toBeVisible();
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Failed to update avatar")).toBeVisible();
  await expect(dialog.getByText("Only .png, .jpg and .jpeg images are accepted")).toBeVisible();

  // A GIF or a WebP was chosen: say which types are accepted (not "Please select an image").
  await dialog.getByRole("button", { name: "Remove" }).click();
  for (const format of ["gif", "webp"] as const) {
    const other = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0e9f6e" } })
      [format]()
      .toBuffer();
    await fileInput.setInputFiles({ name: `cat.${format}`, mimeType: `image/${format}`, buffer: other });
    await expect(dialog.getByText("Only .png, .jpg and .jpeg images are accepted")).toBeVisible();
    await expect(dialog.getByText("Please select an image")).toHaveCount(0);
  }
  expect(
    ((await (await page.context().request.get("/api/v1/me")).json()) as { avatar: null }).avatar,
  ).toBeNull();

  const good = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0e9f6e" } })
    .jpeg()
    .toBuffer();
  await expect(dialog.getByRole("button", { name: "Remove" })).toHaveCount(0);
  await fileInput.setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: good });
  const preview = dialog.getByRole("img");
  await expect(preview).toBeVisible();
  const box = await preview.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([150, 150]);
  await shot(page, "investor-avatar-preview");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Avatar updated successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const avatar = page.locator('main img[src^="/uploads/avatars/"]');
  await expect(avatar).toBeVisible();
  // Visible once laid out; decoded a moment later (a single read failed in CI under load).
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The top bar shows it too.
  await expect(page.locator('header img[src^="/uploads/avatars/"]')).toBeVisible();
  await shot(page, "investor-profile");
});

test("an admin's profile at /admin/profile is the same page with the User Dashboard link", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "User Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await page.goto("/profile");
  await expect(page.getByRole("main").getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute(
    "href",
    "/admin",
  );
});
