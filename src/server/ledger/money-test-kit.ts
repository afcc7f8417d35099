/** Helpers for the money tests (not a test file itself). */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, expect } from "vitest";
import { paymentMethods, users } from "../db/schema";
import { call, signInAdmin, signUp, type TestApp, useTestApp } from "../test/test-app";
import { verifyLedger } from "./verify-ledger";

async function activate(app: FastifyInstance, userId: string) {
  await app.db.update(users).set({ isActive: true }).where(eq(users.id, userId));
}

/** A signed-up, activated user. */
export async function activeUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const signed = await signUp(app, overrides);
  await activate(app, signed.user.id);
  return signed;
}

export async function addPaymentMethod(app: FastifyInstance, adminCookie: string, name = "Bitcoin") {
  const code = `c${randomUUID().slice(0, 8)}`;
  const response = await call(app, {
    method: "POST",
    url: "/api/v1/admin/payment-methods",
    cookie: adminCookie,
    payload: { code, name, address: `addr-${code}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  const method = response.json() as { id: string; code: string; name: string; address: string };
  // With DUAL_APPROVAL_ABOVE set the address is only proposed (four-eyes, decision 0024); a money
  // test's method is set up usable, as if a second admin had approved it.
  if (method.address === "") {
    const [approved] = await app.db
      .update(paymentMethods)
      .set({
        address: sql`${paymentMethods.proposedAddress}`,
        proposedAddress: null,
        addressProposedBy: null,
        addressProposedAt: null,
      })
      .where(eq(paymentMethods.id, method.id))
      .returning();
    return { ...method, address: approved!.address };
  }
  return method;
}

/** A test app with a signed-in admin and one payment method; filled in by `useMoneyApp`'s beforeAll. */
export type MoneyApp = TestApp & { admin: string; methodId: string };

/**
 * For a describe block: one test app for its tests, an admin session, a payment method (named
 * `paymentMethod`), and, unless `checkLedger` is false, the ledger invariants checked after each test.
 * `env` configures the app (e.g. DUAL_APPROVAL_ABOVE).
 */
export function useMoneyApp({
  paymentMethod = "Bitcoin",
  checkLedger = true,
  env = {} as Record<string, string>,
} = {}): MoneyApp {
  const fixture = useTestApp(env) as MoneyApp;
  beforeAll(async () => {
    fixture.admin = await signInAdmin(fixture.app);
    fixture.methodId = (await addPaymentMethod(fixture.app, fixture.admin, paymentMethod)).id;
  });
  if (checkLedger) afterEach(() => expectLedgerConsistent(fixture.app));
  return fixture;
}

export async function post(
  app: FastifyInstance,
  cookie: string,
  url: string,
  payload?: Record<string, unknown> | string,
  headers: Record<string, string> = {},
) {
  return call(app, { method: "POST", url, cookie, ...(payload === undefined ? {} : { payload }), headers });
}

export async function deposit(app: FastifyInstance, cookie: string, paymentMethodId: string, amount: string) {
  const response = await post(app, cookie, "/api/v1/deposits", { paymentMethodId, amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; transactionId: string; status: string };
}

/** A withdrawal request that must be accepted (201, its amount held until a decision). */
export async function withdraw(
  app: FastifyInstance,
  cookie: string,
  paymentMethodId: string,
  amount: string,
  walletAddress: string,
) {
  const response = await post(app, cookie, "/api/v1/withdrawals", { paymentMethodId, amount, walletAddress });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; transactionId: string; status: string };
}

export async function approve(app: FastifyInstance, adminCookie: string, id: string) {
  return post(app, adminCookie, `/api/v1/admin/transactions/${id}/approve`);
}

export async function reject(app: FastifyInstance, adminCookie: string, id: string) {
  return post(app, adminCookie, `/api/v1/admin/transactions/${id}/reject`);
}

/** Deposit and approve: the user's balance grows by `amount`. */
export async function fund(
  app: FastifyInstance,
  adminCookie: string,
  cookie: string,
  paymentMethodId: string,
  amount: string,
) {
  const created = await deposit(app, cookie, paymentMethodId, amount);
  const approved = await approve(app, adminCookie, created.id);
  expect(approved.statusCode, approved.body).toBe(200);
  return created;
}

export async function adjust(
  app: FastifyInstance,
  adminCookie: string,
  userId: string,
  account: string,
  amount: string,
) {
  return post(app, adminCookie, `/api/v1/admin/users/${userId}/adjustments`, { account, amount });
}

export async function me(app: FastifyInstance, cookie: string) {
  const response = await call(app, { method: "GET", url: "/api/v1/me", cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: string;
    balance: string;
    profit: string;
    bonus: string;
    held: string;
    available: string;
    pendingWithdrawals: number;
    activeTrade: null | { amount: string; planId: string; profit: string; roi: number };
  };
}

const COUNTED = [
  "transactions",
  "journal_entries",
  "postings",
  "ledger_accounts",
  "trades",
  "audit_log",
  "idempotency_keys",
  "outbox",
  "payment_methods",
  "trading_accounts",
  "positions",
  "fills",
] as const;

/** Row counts of every money table: compare before and after a refused request. */
export async function countRows(app: FastifyInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const result = await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result.rows[0] as { n: number }).n);
  }
  // Balances too: a refused request must not change any.
  const sums = await app.db.execute(
    sql`select coalesce(sum(abs(balance)), 0)::text as s from ledger_accounts`,
  );
  counts.balances = Number((sums.rows[0] as { s: string }).s);
  return counts;
}

export async function expectLedgerConsistent(app: FastifyInstance) {
  const report = await verifyLedger(app.db);
  expect(report.problems).toEqual([]);
}
