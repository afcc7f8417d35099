import { randomUUID } from "node:crypto";
import { admin, baseURL } from "../playwright.config";
import { checkerSession } from "./admin-kit";
import { expect, newUser, shot, signInViaApi, signUpViaApi, test } from "./fixtures";

const json = { origin: baseURL };

test("an approval by the admin in another browser updates the investor's dashboard without reload", async ({
  page,
  browser,
}) => {
  // The investor, in this browser.
  const user = newUser("Liam Live");
  await signUpViaApi(page, user);
  const me = await (await page.context().request.get("/api/v1/me")).json();

  // The admin, in a second browser context with its own session.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInViaApi(adminPage, admin.email, admin.password);
  const adminApi = adminContext.request;
  expect(
    (await adminApi.post(`/api/v1/admin/users/${me.id}/activate`, { headers: json, data: {} })).ok(),
  ).toBe(true);
  const code = `lv${randomUUID().slice(0, 6)}`;
  const method = await adminApi.post("/api/v1/admin/payment-methods", {
    headers: json,
    data: { code, name: `Live Coin ${code}`, address: `addr-${code}` },
  });
  expect(method.status(), await method.text()).toBeLessThan(300);
  const paymentMethodId = (await method.json()).id;
  // Four-eyes (DUAL_APPROVAL_ABOVE is set): a second admin approves the new method's address.
  const checker = await checkerSession();
  await checker.post(`/api/v1/admin/payment-methods/${paymentMethodId}/address/approve`, {
    address: `addr-${code}`,
  });
  await checker.dispose();

  await page.goto("/dashboard");
  await expect(page.getByText("Total Balance")).toBeVisible();
  await expect(page.getByText("$0.00").first()).toBeVisible();

  const created = await page.context().request.post("/api/v1/deposits", {
    headers: { ...json, "idempotency-key": randomUUID() },
    data: { paymentMethodId, amount: "250" },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const depositId = (await created.json()).id;

  // Mark this page: a reload would lose the marker.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: boolean }).liveMarker = true;
  });
  const approvedAt = Date.now();
  const approval = await adminApi.post(`/api/v1/admin/transactions/${depositId}/approve`, {
    headers: json,
    data: {},
  });
  expect(approval.status(), await approval.text()).toBe(200);

  await expect(page.getByText("$250.00").first()).toBeVisible({ timeout: 5_000 });
  const elapsed = Date.now() - approvedAt;
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(true);
  test.info().annotations.push({ type: "live update", description: `${elapsed} ms after approval` });
  await shot(page, "live-update-dashboard");
  await adminContext.close();
});
