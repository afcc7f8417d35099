import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { pendingTransactions, transactions } from "../db/schema";
import {
  activeUser,
  approve,
  deposit,
  fund,
  me,
  reject,
  useMoneyApp,
  withdraw,
} from "../ledger/money-test-kit";
import { verifyLedger } from "../ledger/verify-ledger";
import { call } from "../test/test-app";

/** The ids of pending_transactions, the pending set kept by migration 0017's triggers. */
async function pendingSet(app: FastifyInstance, userId: string): Promise<string[]> {
  const rows = await app.db
    .select({ id: pendingTransactions.transactionRowId })
    .from(pendingTransactions)
    .where(eq(pendingTransactions.userId, userId));
  return rows.map((row) => row.id).sort();
}

async function adminList(app: FastifyInstance, adminCookie: string, status: string): Promise<string[]> {
  const response = await call(app, {
    method: "GET",
    url: `/api/v1/admin/transactions?status=${status}&limit=100`,
    cookie: adminCookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string }[] }).items.map((item) => item.id);
}

describe("the pending set follows each transaction's status", () => {
  const t = useMoneyApp({ env: { DUAL_APPROVAL_ABOVE: "1000" } });

  it("holds a request from its creation to its decision, and the pending lookups read it", async () => {
    const user = await activeUser(t.app);
    await fund(t.app, t.admin, user.cookie, t.methodId, "3000");
    const first = await deposit(t.app, user.cookie, t.methodId, "10");
    const second = await withdraw(t.app, user.cookie, t.methodId, "20", "bc1qexample");
    const third = await withdraw(t.app, user.cookie, t.methodId, "30", "bc1qexample");
    expect(await pendingSet(t.app, user.user.id)).toEqual([first.id, second.id, third.id].sort());
    expect((await me(t.app, user.cookie)).pendingWithdrawals).toBe(2);
    expect(await adminList(t.app, t.admin, "pending")).toEqual(expect.arrayContaining([first.id, second.id]));

    expect((await approve(t.app, t.admin, first.id)).statusCode).toBe(200);
    expect((await reject(t.app, t.admin, second.id)).statusCode).toBe(200);
    expect(await pendingSet(t.app, user.user.id)).toEqual([third.id]);
    expect((await me(t.app, user.cookie)).pendingWithdrawals).toBe(1);
    const pending = await adminList(t.app, t.admin, "pending");
    expect(pending).toContain(third.id);
    expect(pending).not.toContain(first.id);
    expect(pending).not.toContain(second.id);
  });

  it("keeps a withdrawal awaiting its second approval (four-eyes) until the final decision", async () => {
    const user = await activeUser(t.app);
    await fund(t.app, t.admin, user.cookie, t.methodId, "3000");
    const big = await withdraw(t.app, user.cookie, t.methodId, "2000", "bc1qexample");
    expect((await approve(t.app, t.admin, big.id)).statusCode).toBe(200);
    expect(await pendingSet(t.app, user.user.id)).toEqual([big.id]);
    expect(await adminList(t.app, t.admin, "awaiting-second-approval")).toContain(big.id);
    expect(await adminList(t.app, t.admin, "pending")).not.toContain(big.id);
    expect((await reject(t.app, t.admin, big.id)).statusCode).toBe(200);
    expect(await pendingSet(t.app, user.user.id)).toEqual([]);
  });

  it("ledger:verify reports a pending set out of step with the statuses", async () => {
    const user = await activeUser(t.app);
    const request = await deposit(t.app, user.cookie, t.methodId, "10");
    await t.app.db.delete(pendingTransactions).where(eq(pendingTransactions.transactionRowId, request.id));
    expect((await verifyLedger(t.app.db)).problems).toContain(
      `transaction ${request.id}: pending but not in the pending set`,
    );
    await t.app.db
      .insert(pendingTransactions)
      .values({ transactionRowId: request.id, userId: user.user.id, kind: "deposit" });
    expect((await reject(t.app, t.admin, request.id)).statusCode).toBe(200);
    const decided = await fund(t.app, t.admin, user.cookie, t.methodId, "5");
    await t.app.db
      .insert(pendingTransactions)
      .values({ transactionRowId: decided.id, userId: user.user.id, kind: "deposit" });
    expect((await verifyLedger(t.app.db)).problems).toContain(
      `transaction ${decided.id}: in the pending set but not pending`,
    );
    await t.app.db.delete(pendingTransactions).where(eq(pendingTransactions.transactionRowId, decided.id));
  });

  it("a decision updates the transaction row in place (HOT): no index of transactions names its status", async () => {
    const user = await activeUser(t.app);
    const request = await deposit(t.app, user.cookie, t.methodId, "10");
    const counted = await t.app.db
      .transaction(async (tx) => {
        await tx
          .update(transactions)
          .set({ status: "failed", decidedAt: sql`now()`, decidedBy: "someone", firstApprovedBy: "someone" })
          .where(eq(transactions.id, request.id));
        const [row] = (
          await tx.execute(sql`select pg_stat_get_xact_tuples_updated('transactions'::regclass)::int as updated,
                                      pg_stat_get_xact_tuples_hot_updated('transactions'::regclass)::int as hot`)
        ).rows as { updated: number; hot: number }[];
        throw new RolledBack(row!);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.counts;
        throw error;
      });
    expect(counted).toEqual({ updated: 1, hot: 1 });
    expect(await pendingSet(t.app, user.user.id)).toEqual([request.id]);
  });
});

/** Ends a test transaction, carrying what was read inside it. */
class RolledBack extends Error {
  constructor(readonly counts: { updated: number; hot: number }) {
    super("rolled back");
  }
}
