/**
 * The README's quick start in a browser: a second server (`node scripts/start.mjs`) on its own
 * port with a new data directory and no ADMIN_* variables prints a generated admin; those printed
 * credentials sign in through the /login form and open the admin area.
 */
import { type QuickStart, startQuickStart } from "../src/server/test/quick-start";
import { expect, shot, test } from "./fixtures";

test.describe("first start without ADMIN_* variables", () => {
  let server: QuickStart;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startQuickStart();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("the printed admin signs in at /login and sees the admin area", async ({ page }) => {
    const { baseUrl } = server;
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email").fill(server.email);
    await page.getByLabel("Password", { exact: true }).fill(server.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Enter a valid email address")).toHaveCount(0);

    await page.goto(`${baseUrl}/admin`);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Manage Users" }),
    ).toBeVisible();
    await shot(page, "first-start-admin");
  });
});
