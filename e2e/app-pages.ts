/**
 * Every page of the app with realistic data behind it, for the checks that visit them all (the
 * page sweep, page-sweep.spec.ts: sideways scroll, English left, axe in both themes).
 */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { addPaymentMethod, adminSession, investorSession } from "./admin-kit";
import { signInViaApi, type TestUser } from "./fixtures";

/** A long but real-looking name: it must wrap or truncate, never widen a page. */
const LONG_NAME = "Maximiliana Alexandra Fernández-Villavicencio de la Torre";

export const publicPaths = [
  "/",
  "/about",
  "/plans",
  "/contact",
  "/terms",
  "/privacy",
  "/support",
  "/traders",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=expired-token",
  "/no-such-page",
] as const;

export interface AppData {
  investor: TestUser;
  investorId: string;
  /** Query string of a deposit in progress (method and amount), for /deposits/payment. */
  paymentQuery: string;
}

/**
 * An active investor with a long name, a few approved and pending deposits, an ongoing trade,
 * a pending withdrawal, a referral and admin adjustments (so the audit log has rows).
 */
export async function seedAppData(): Promise<AppData> {
  const admin = await adminSession();
  const { api, user, id } = await investorSession(LONG_NAME);
  const me = await api.get<{ referralId: string }>("/api/v1/me");
  const friend = await investorSession("Jean-Baptiste Emmanuel Zorg-Delacroix");
  await admin.post(`/api/v1/admin/users/${id}/activate`);
  await admin.post(`/api/v1/admin/users/${friend.id}/activate`);

  // A long name and address, as real ones are: the layout checks need them.
  const method = await addPaymentMethod(
    admin,
    "Bitcoin (BTC, Native SegWit)",
    `bc1q${randomUUID().replaceAll("-", "")}${randomUUID().replaceAll("-", "").slice(0, 10)}`,
  );
  const money = (path: string, data: unknown) =>
    api.context.post(path, { data, headers: { "Idempotency-Key": randomUUID() } });
  for (const amount of ["12500.00", "3250.75", "980.00", "45000.00"]) {
    const response = await money("/api/v1/deposits", { paymentMethodId: method.id, amount });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const pending = await admin.get<{ items: { id: string; amount: string }[] }>(
    `/api/v1/admin/transactions?userId=${id}&status=pending`,
  );
  // Approve three, leave the newest pending.
  for (const transaction of pending.items.slice(1)) {
    await admin.post(`/api/v1/admin/transactions/${transaction.id}/approve`);
  }
  await admin.post(`/api/v1/admin/users/${id}/adjustments`, {
    account: "bonus",
    amount: "250.00",
    reason: "Welcome bonus for an early investor who joined during the spring campaign",
  });
  await admin.post(`/api/v1/admin/users/${id}/adjustments`, { account: "profit", amount: "1234.56" });
  const trade = await money("/api/v1/trades", { planId: "basic", amount: "850.00" });
  expect(trade.ok(), await trade.text()).toBe(true);
  for (const amount of ["150.00", "2400.50"]) {
    const withdrawal = await money("/api/v1/withdrawals", {
      paymentMethodId: method.id,
      amount,
      walletAddress: `bc1q${randomUUID().replaceAll("-", "")}`,
    });
    expect(withdrawal.ok(), await withdrawal.text()).toBe(true);
  }
  // A referral: signing up switches the cookie jar to the new user, so this comes last.
  const referred = await friend.api.context.post("/api/auth/sign-up/email", {
    data: { ...friend.user, email: `ref.${randomUUID().slice(0, 8)}@example.com`, referrerId: me.referralId },
  });
  expect(referred.ok(), await referred.text()).toBe(true);
  await Promise.all([admin.dispose(), api.dispose(), friend.api.dispose()]);
  return { investor: user, investorId: id, paymentQuery: `method=${method.id}&amount=1500` };
}

export function investorPaths(data: AppData): string[] {
  return [
    "/dashboard",
    "/markets",
    "/portfolio",
    "/notifications",
    "/transactions",
    "/deposits",
    `/deposits/payment?${data.paymentQuery}`,
    "/withdrawals",
    "/withdrawals/fee",
    "/profile",
    "/referrals",
    "/plans",
  ];
}

export function adminPaths(data: AppData): string[] {
  return [
    "/admin",
    "/admin/users",
    `/admin/users/${data.investorId}`,
    "/admin/transactions",
    "/admin/traders",
    "/admin/audit",
    "/admin/profile",
  ];
}

export async function signInInvestor(page: Page, data: AppData): Promise<void> {
  await signInViaApi(page, data.investor.email, data.investor.password);
}

/** Waits until the page shows its heading and nothing is loading any more. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".animate-spin:visible")).toHaveCount(0);
  await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
}
