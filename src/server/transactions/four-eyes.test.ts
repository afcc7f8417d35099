import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages";
import { auditLog, users } from "../db/schema";
import * as money from "../ledger/money-test-kit";
import { call, signIn } from "../test/test-app";

/** A second admin (a signed-up user promoted in the database), signed in. */
async function anotherAdmin(app: FastifyInstance) {
  const user = await money.activeUser(app);
  await app.db.update(users).set({ role: "admin" }).where(eq(users.id, user.user.id));
  const cookie = await signIn(app, user.user.email, user.password);
  return { cookie, userId: user.user.id as string };
}

async function adminId(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await call(app, { method: "GET", url: "/api/v1/me", cookie });
  return response.json().id as string;
}

function withdraw(app: FastifyInstance, cookie: string, paymentMethodId: string, amount: string) {
  return money.post(app, cookie, "/api/v1/withdrawals", {
    paymentMethodId,
    amount,
    walletAddress: "bc1qexample",
  });
}

async function auditActions(app: FastifyInstance, targetId: string) {
  const rows = await app.db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(auditLog.createdAt);
  return rows;
}

async function adminList(app: FastifyInstance, cookie: string, query: string) {
  const response = await call(app, { method: "GET", url: `/api/v1/admin/transactions${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: string; status: string; firstApprovedBy: string | null }[];
}

describe("four-eyes: an admin never decides on their own money", () => {
  const t = money.useMoneyApp();

  it("refuses an admin approving or rejecting their own deposit or withdrawal (403, nothing changes)", async () => {
    const other = await anotherAdmin(t.app);
    // The first admin deposits for themselves; only the other admin may approve it.
    const ownDeposit = await money.deposit(t.app, t.admin, t.methodId, "500.00");
    const before = await money.countRows(t.app);
    for (const decide of [money.approve, money.reject]) {
      const refused = await decide(t.app, t.admin, ownDeposit.id);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error).toEqual({
        code: "OWN_TRANSACTION",
        message: messages.ownTransactionDecision,
      });
    }
    expect(await money.countRows(t.app)).toEqual(before);
    expect((await money.approve(t.app, other.cookie, ownDeposit.id)).statusCode).toBe(200);

    const ownWithdrawal = await withdraw(t.app, t.admin, t.methodId, "100.00");
    expect(ownWithdrawal.statusCode, ownWithdrawal.body).toBe(201);
    const id = ownWithdrawal.json().id as string;
    for (const decide of [money.approve, money.reject]) {
      const refused = await decide(t.app, t.admin, id);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe("OWN_TRANSACTION");
    }
    expect((await money.reject(t.app, other.cookie, id)).statusCode).toBe(200);
  });

  it("refuses an admin adjusting their own balance, profit or bonus (403, nothing changes)", async () => {
    const self = await adminId(t.app, t.admin);
    const before = await money.countRows(t.app);
    for (const account of ["balance", "profit", "bonus"]) {
      const refused = await money.adjust(t.app, t.admin, self, account, "1000.00");
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error).toEqual({ code: "OWN_ACCOUNT", message: messages.ownAccountAdjustment });
    }
    expect(await money.countRows(t.app)).toEqual(before);
    // Another admin may.
    const other = await anotherAdmin(t.app);
    expect((await money.adjust(t.app, other.cookie, self, "bonus", "5.00")).statusCode).toBe(201);
  });
});

describe("four-eyes: DUAL_APPROVAL_ABOVE", () => {
  const t = money.useMoneyApp({ env: { DUAL_APPROVAL_ABOVE: "1000" } });

  it("reads the threshold from the configuration", () => {
    expect(t.config.dualApprovalAbove).toBe(100_000n);
  });

  it("a withdrawal above it waits for a second, different admin; money moves once, at the final approval", async () => {
    const second = await anotherAdmin(t.app);
    const firstId = await adminId(t.app, t.admin);
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "5000.00");
    const created = await withdraw(t.app, user.cookie, t.methodId, "2000.00");
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "5000.00", held: "2000.00" });

    const first = await money.approve(t.app, t.admin, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "awaiting-second-approval", firstApprovedBy: firstId });
    // Nothing moved: the hold stays, the balance too; the owner still sees 'pending'.
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "5000.00", held: "2000.00" });
    const own = await call(t.app, { method: "GET", url: `/api/v1/transactions/${id}`, cookie: user.cookie });
    expect(own.json().status).toBe("pending");
    // Admins see it, and can filter on it.
    expect((await adminList(t.app, t.admin, `?userId=${user.user.id}`))[0]).toMatchObject({
      id,
      status: "awaiting-second-approval",
    });
    expect(
      (await adminList(t.app, t.admin, "?status=awaiting-second-approval")).map((item) => item.id),
    ).toEqual([id]);
    expect((await adminList(t.app, t.admin, "?status=pending")).map((item) => item.id)).not.toContain(id);

    // The same admin cannot give the second approval.
    const again = await money.approve(t.app, t.admin, id);
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json().error).toEqual({ code: "SAME_APPROVER", message: messages.secondApprovalSameAdmin });
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "5000.00", held: "2000.00" });

    const final = await money.approve(t.app, second.cookie, id);
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json()).toMatchObject({ status: "success", firstApprovedBy: firstId });
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "3000.00", held: "0.00" });
    expect((await money.approve(t.app, second.cookie, id)).statusCode).toBe(409);

    expect(await auditActions(t.app, id)).toEqual([
      { action: "transaction.first-approve", actorId: firstId },
      { action: "transaction.approve", actorId: second.userId },
    ]);
    const entries = await t.app.db.execute(
      sql`select kind from journal_entries where transaction_row_id = ${id} order by created_at`,
    );
    expect(entries.rows.map((row) => (row as { kind: string }).kind)).toEqual([
      "withdrawal-hold",
      "withdrawal-approve",
    ]);
  });

  it("rejection at either stage releases the hold", async () => {
    const second = await anotherAdmin(t.app);
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "5000.00");
    const a = (await withdraw(t.app, user.cookie, t.methodId, "1500.00")).json().id as string;
    const b = (await withdraw(t.app, user.cookie, t.methodId, "1200.00")).json().id as string;
    expect(await money.me(t.app, user.cookie)).toMatchObject({ held: "2700.00" });
    // Stage 1: rejected outright.
    expect((await money.reject(t.app, t.admin, a)).json().status).toBe("failed");
    // Stage 2: after a first approval, rejected (by the first approver too: refusing is always safe).
    expect((await money.approve(t.app, second.cookie, b)).json().status).toBe("awaiting-second-approval");
    const rejected = await money.reject(t.app, second.cookie, b);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe("failed");
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "5000.00", held: "0.00" });
    expect((await money.approve(t.app, t.admin, b)).statusCode).toBe(409);
  });

  it("at or below the threshold one admin approves, as before", async () => {
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "5000.00");
    const id = (await withdraw(t.app, user.cookie, t.methodId, "1000.00")).json().id as string;
    const approved = await money.approve(t.app, t.admin, id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "success", firstApprovedBy: null });
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "4000.00", held: "0.00" });
    // Deposits are not subject to it.
    const big = await money.deposit(t.app, user.cookie, t.methodId, "9000.00");
    expect((await money.approve(t.app, t.admin, big.id)).json().status).toBe("success");
    // Nor adjustments at or below it.
    const small = await money.adjust(t.app, t.admin, user.user.id, "profit", "-1000.00");
    expect(small.statusCode).toBe(422); // no profit to take: checked at once, as before
    const credited = await money.adjust(t.app, t.admin, user.user.id, "profit", "1000.00");
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.json().transaction.status).toBe("success");
    expect(await money.me(t.app, user.cookie)).toMatchObject({ profit: "1000.00" });
  });

  it("an adjustment above it is recorded by one admin and booked only at a second admin's approval", async () => {
    const second = await anotherAdmin(t.app);
    const firstId = await adminId(t.app, t.admin);
    const user = await money.activeUser(t.app);
    const created = await money.post(t.app, t.admin, `/api/v1/admin/users/${user.user.id}/adjustments`, {
      account: "balance",
      amount: "2500.00",
      reason: "Wire received",
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      transaction: { status: "awaiting-second-approval", firstApprovedBy: firstId, kind: "adjustment" },
      before: "0.00",
      after: "0.00",
    });
    const id = body.transaction.id as string;
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "0.00" });

    expect((await money.approve(t.app, t.admin, id)).statusCode).toBe(403);
    const final = await money.approve(t.app, second.cookie, id);
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json().status).toBe("success");
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "2500.00" });
    expect(await auditActions(t.app, id)).toEqual([
      { action: "transaction.first-approve", actorId: firstId },
      { action: "transaction.approve", actorId: second.userId },
    ]);
    const [booked] = await t.app.db
      .select({ reason: auditLog.reason, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'user.adjust-balance' and ${auditLog.targetId} = ${user.user.id}`);
    expect(booked).toEqual({
      reason: "Wire received",
      actorId: second.userId,
      after: { balance: "2500.00" },
    });

    // A deduction above it is checked again at the final approval: refused if it no longer fits.
    const deduction = await money.adjust(t.app, t.admin, user.user.id, "balance", "-2000.00");
    expect(deduction.statusCode, deduction.body).toBe(201);
    const deductionId = deduction.json().transaction.id as string;
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "0.01");
    const held = await withdraw(t.app, user.cookie, t.methodId, "1000.00");
    expect(held.statusCode, held.body).toBe(201);
    const before = await money.countRows(t.app);
    const refused = await money.approve(t.app, second.cookie, deductionId);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe("BELOW_HELD");
    expect(await money.countRows(t.app)).toEqual(before);
    expect((await money.reject(t.app, second.cookie, deductionId)).json().status).toBe("failed");
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "2500.01", held: "1000.00" });
  });

  it("two admins approving at once move the money once, at either stage; one admin twice never suffices", async () => {
    const second = await anotherAdmin(t.app);
    const third = await anotherAdmin(t.app);
    const firstId = await adminId(t.app, t.admin);
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "9000.00");
    const statusOf = async (id: string) =>
      (await adminList(t.app, t.admin, `?userId=${user.user.id}`)).find((item) => item.id === id)!;

    // The final approval raced by two admins: one wins, the other is told it changed.
    const a = (await withdraw(t.app, user.cookie, t.methodId, "2000.00")).json().id as string;
    expect((await money.approve(t.app, t.admin, a)).json().status).toBe("awaiting-second-approval");
    const finals = await Promise.all([
      money.approve(t.app, second.cookie, a),
      money.approve(t.app, third.cookie, a),
    ]);
    expect(finals.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    // The first approval raced by two admins: either one gives it and the other is refused (409),
    // or the later one reads it already given and is the second approval: both are two admins.
    const b = (await withdraw(t.app, user.cookie, t.methodId, "2000.00")).json().id as string;
    const firsts = await Promise.all([
      money.approve(t.app, t.admin, b),
      money.approve(t.app, second.cookie, b),
    ]);
    const codes = firsts.map((response) => response.statusCode).sort();
    if (codes[1] === 409) {
      expect(codes).toEqual([200, 409]);
      expect((await statusOf(b)).status).toBe("awaiting-second-approval");
      expect((await money.approve(t.app, third.cookie, b)).statusCode).toBe(200);
    } else {
      expect(codes).toEqual([200, 200]);
    }
    expect((await statusOf(b)).status).toBe("success");

    // One admin approving twice at once: a first approval at most, never the money.
    const c = (await withdraw(t.app, user.cookie, t.methodId, "2000.00")).json().id as string;
    const twice = await Promise.all([money.approve(t.app, t.admin, c), money.approve(t.app, t.admin, c)]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const response of twice) expect([200, 403, 409]).toContain(response.statusCode);
    expect(await statusOf(c)).toMatchObject({ status: "awaiting-second-approval", firstApprovedBy: firstId });
    expect(await money.me(t.app, user.cookie)).toMatchObject({ balance: "5000.00", held: "2000.00" });

    const approvals = await t.app.db.execute(
      sql`select count(*)::int as n from journal_entries j join transactions t on t.id = j.transaction_row_id
          where t.user_id = ${user.user.id} and j.kind = 'withdrawal-approve'`,
    );
    expect((approvals.rows[0] as { n: number }).n).toBe(2);
  });
});
