/**
 * While the server cannot answer (a database failover: docs/operations.md), the web app says it is
 * reconnecting and retries its reads; when answers come back the notice goes and the page loads.
 */
import { adminSession } from "./admin-kit";
import { expect, shot, test } from "./fixtures";
import { activate } from "./investor-kit";

// The browser logs every 503 it is given; they are the point of this test.
test.use({ allowConsoleErrors: [/status of 503/] });

test("a 503 from the server shows 'reconnecting' until the retried read succeeds", async ({
  userPage: page,
}) => {
  await activate(await adminSession(), page);
  let unavailable = true;
  await page.route("**/api/v1/me", async (route) => {
    if (!unavailable) return route.fallback();
    await route.fulfill({
      status: 503,
      headers: { "retry-after": "1" },
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "The service is briefly unavailable" } }),
    });
  });
  await page.goto("/dashboard");
  const notice = page.getByRole("status").filter({ hasText: "Connection lost, reconnecting…" });
  await expect(notice).toBeVisible();
  await shot(page, "reconnecting-notice");
  unavailable = false;
  await expect(page.getByRole("region", { name: "Total Balance" })).toBeVisible({ timeout: 15_000 });
  await expect(notice).toBeHidden();
});
