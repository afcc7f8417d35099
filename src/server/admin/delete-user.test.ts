import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, ledgerAccounts, transactions } from "../db/schema";
import { activeUser, approve, deposit, fund, me, post, useMoneyApp } from "../ledger/money-test-kit";
import { verifyLedger } from "../ledger/verify-ledger";
import { call, validRegistration } from "../test/test-app";

describe("deleting a user with pending transactions", () => {
  const t = useMoneyApp();

  it("rejects them in the same transaction (hold released, audited); approving later is refused", async () => {
    const investor = await activeUser(t.app, { name: "Pending Person" });
    await fund(t.app, t.admin, investor.cookie, t.methodId, "500.00");
    const pendingDeposit = await deposit(t.app, investor.cookie, t.methodId, "80.00");
    const withdrawal = await post(t.app, investor.cookie, "/api/v1/withdrawals", {
      paymentMethodId: t.methodId,
      amount: "200.00",
      walletAddress: "bc1-destination",
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const pendingWithdrawal = withdrawal.json() as { id: string };
    expect(await me(t.app, investor.cookie)).toMatchObject({ held: "200.00", pendingWithdrawals: 1 });

    const removed = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${investor.user.id}`,
      cookie: t.admin,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const ids = [pendingDeposit.id, pendingWithdrawal.id];
    const rows = await t.app.db.select().from(transactions).where(inArray(transactions.id, ids));
    expect(rows.map((row) => row.status)).toEqual(["failed", "failed"]);
    // The hold is released: the user's hold account is back to zero, the balance untouched.
    const accounts = await t.app.db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, investor.user.id));
    const mine = Object.fromEntries(accounts.map((row) => [row.kind, row.balance]));
    expect(mine).toMatchObject({ hold: 0n, balance: 50000n });
    expect((await verifyLedger(t.app.db)).problems).toEqual([]);

    // Audited as rejections by the deleting admin.
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "transaction.reject"), inArray(auditLog.targetId, ids)));
    expect(audited).toHaveLength(2);

    // Nothing of theirs can be approved (or paid out) any more.
    for (const id of ids) {
      const approved = await approve(t.app, t.admin, id);
      expect(approved.statusCode).toBe(409);
      expect(approved.json().error.code).toBe("TRANSACTION_NOT_PENDING");
    }
  });

  it("a deposit or withdrawal request racing the deletion is refused or rejected, never left pending", async () => {
    const investor = await activeUser(t.app);
    await fund(t.app, t.admin, investor.cookie, t.methodId, "300.00");
    const requests = Array.from({ length: 4 }, (_, i) =>
      i % 2
        ? post(t.app, investor.cookie, "/api/v1/deposits", { paymentMethodId: t.methodId, amount: "10.00" })
        : post(t.app, investor.cookie, "/api/v1/withdrawals", {
            paymentMethodId: t.methodId,
            amount: "10.00",
            walletAddress: "bc1-race",
          }),
    );
    const removal = call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${investor.user.id}`,
      cookie: t.admin,
    });
    const results = await Promise.all([...requests, removal]);
    expect(results.at(-1)!.statusCode).toBe(204);
    for (const result of results.slice(0, -1)) expect([201, 401, 404]).toContain(result.statusCode);
    const pending = await t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, investor.user.id), eq(transactions.status, "pending")));
    expect(pending).toEqual([]);
  });

  it("an address registered in advance cannot block the deletion (the scrubbed email is random)", async () => {
    const victim = await activeUser(t.app);
    const squatter = await call(t.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: validRegistration({ email: `deleted-${victim.user.id}@deleted.invalid` }),
    });
    expect(squatter.statusCode, squatter.body).toBe(200);
    const removed = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${victim.user.id}`,
      cookie: t.admin,
    });
    expect(removed.statusCode, removed.body).toBe(204);
  });
});
