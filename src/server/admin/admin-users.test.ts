import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { avatarDir } from "../avatars/avatar-files";
import { accounts, sessions, users } from "../db/schema";
import { activeUser, adjust, deposit, fund, post, useMoneyApp } from "../ledger/money-test-kit";
import { verifyLedger } from "../ledger/verify-ledger";
import { auditEntries } from "../test/audit-entries";
import { uploadAvatar } from "../test/avatar-upload";
import { ADMIN, call, signIn, signInAdmin, signUp } from "../test/test-app";

describe("admin: users, last-admin protection, deletion, audit and settings", () => {
  const t = useMoneyApp();
  let adminId: string;
  beforeAll(async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, ADMIN.email));
    adminId = row!.id;
  });

  const get = (url: string, cookie = t.admin) => call(t.app, { method: "GET", url, cookie });
  const act = (id: string, action: string, cookie = t.admin) =>
    post(t.app, cookie, `/api/v1/admin/users/${id}/${action}`);
  const remove = (id: string, cookie = t.admin) =>
    call(t.app, { method: "DELETE", url: `/api/v1/admin/users/${id}`, cookie });
  const auditRows = (targetId: string) => auditEntries(t.app, targetId);

  it("searches users by name or email, case-insensitively, one page at a time", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await signUp(t.app, { name: `Walter ${tag.toUpperCase()} ${i}` }));
    }
    const byEmail = await signUp(t.app, { name: "Nobody Special", email: `${tag}.mail@example.com` });

    const first = await get(`/api/v1/admin/users?search=${tag}&limit=4`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(4);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = (await get(`/api/v1/admin/users?search=${tag}&limit=4&cursor=${page1.nextCursor}`)).json();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = [...page1.items, ...second.items].map((user: { id: string }) => user.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual([byEmail.user.id, ...made.map((m) => m.user.id).reverse()]);
    expect(page1.items[0]).toEqual({
      id: byEmail.user.id,
      name: "Nobody Special",
      email: `${tag}.mail@example.com`,
      country: "United States",
      avatar: null,
      isActive: false,
      isAdmin: false,
      createdAt: expect.any(String),
      awaitingAdminApproval: false,
    });

    // Wildcards are literal; a bad cursor is a 400, not a 500.
    expect((await get("/api/v1/admin/users?search=%25_%25")).json().items).toEqual([]);
    const bad = await get("/api/v1/admin/users?cursor=nonsense");
    expect(bad.statusCode).toBe(400);
    const tooLong = await get(`/api/v1/admin/users?search=${"x".repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it("shows one user's profile, balances and active trade", async () => {
    const investor = await activeUser(t.app, { name: "Tracy Trader" });
    await fund(t.app, t.admin, investor.cookie, t.methodId, "1500.00");
    const invested = await post(t.app, investor.cookie, "/api/v1/trades", { planId: "vast", amount: "1200" });
    expect(invested.statusCode, invested.body).toBe(201);
    expect((await adjust(t.app, t.admin, investor.user.id, "profit", "45.50")).statusCode).toBe(201);
    expect((await adjust(t.app, t.admin, investor.user.id, "bonus", "10")).statusCode).toBe(201);

    const response = await get(`/api/v1/admin/users/${investor.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: investor.user.id,
      name: "Tracy Trader",
      phone: "+1 555 0100",
      country: "United States",
      isActive: true,
      isAdmin: false,
      balance: "300.00",
      profit: "45.50",
      bonus: "10.00",
      activeTrade: { planId: "vast", amount: "1200.00", profit: "45.50", roi: 11 },
    });
    expect((await get("/api/v1/admin/users/no-such-user")).statusCode).toBe(404);
  });

  it("activates and deactivates; deactivating ends every session of the user", async () => {
    const person = await signUp(t.app, { name: "Dana Toggle" });
    const secondDevice = await signIn(t.app, person.user.email, person.password);
    // A new account waits for activation: not "deactivated".
    expect((await get("/api/v1/me", person.cookie)).json()).toMatchObject({
      isActive: false,
      deactivated: false,
    });

    const activated = await act(person.user.id, "activate");
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ id: person.user.id, isActive: true });
    const dashboard = await post(t.app, person.cookie, "/api/v1/deposits", {
      paymentMethodId: t.methodId,
      amount: "5",
    });
    expect(dashboard.statusCode).toBe(201);

    const deactivated = await act(person.user.id, "deactivate");
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ isActive: false });
    for (const cookie of [person.cookie, secondDevice]) {
      expect((await get("/api/v1/me", cookie)).statusCode).toBe(401);
    }
    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(left).toEqual([]);
    // Signing in again works, but the account is blocked.
    const again = await signIn(t.app, person.user.email, person.password);
    const blocked = await post(t.app, again, "/api/v1/deposits", {
      paymentMethodId: t.methodId,
      amount: "5",
    });
    expect(blocked.statusCode).toBe(403);
    // The inactive screen can say the account was deactivated.
    expect((await get("/api/v1/me", again)).json()).toMatchObject({ isActive: false, deactivated: true });

    // Repeating an action changes nothing and writes no second row.
    expect((await act(person.user.id, "deactivate")).statusCode).toBe(200);
    const rows = await auditRows(person.user.id);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ["user.activate", adminId],
      ["user.deactivate", adminId],
    ]);
    expect(rows[1]).toMatchObject({
      before: { isActive: true, role: "user" },
      after: { isActive: false, role: "user", sessionsEnded: 2 },
    });
  });

  it("makes a user admin, one way, and the new admin can use the admin API", async () => {
    const person = await activeUser(t.app, { name: "Penny Promoted" });
    expect((await get("/api/v1/admin/stats", person.cookie)).statusCode).toBe(403);
    const promoted = await act(person.user.id, "make-admin");
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ isAdmin: true });
    expect((await get("/api/v1/admin/stats", person.cookie)).statusCode).toBe(200);
    const twice = await act(person.user.id, "make-admin");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This user is already an admin");
    expect((await auditRows(person.user.id)).map((row) => row.action)).toEqual(["user.make-admin"]);
  });

  it("never leaves the platform without an active admin", async () => {
    // Start from the seeded admin being the only one (earlier tests promoted others).
    await t.app.db.execute(sql`update users set role = 'user' where role = 'admin' and id <> ${adminId}`);
    const self = (action: string) => act(adminId, action);
    const deactivate = await self("deactivate");
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().error).toEqual({
      code: "LAST_ADMIN",
      message: "This is the last admin account: make another user admin first",
    });
    expect((await remove(adminId)).statusCode).toBe(422);
    // There is no demotion at all.
    expect((await self("demote")).statusCode).toBe(404);

    // With a second (active) admin, the first may step down; the second is then the last.
    const other = await activeUser(t.app, { name: "Second Admin" });
    expect((await act(other.user.id, "make-admin")).statusCode).toBe(200);
    expect((await self("deactivate")).statusCode).toBe(200);
    expect((await get("/api/v1/me")).statusCode).toBe(401); // the admin's own sessions ended too
    const lastOne = await act(other.user.id, "deactivate", other.cookie);
    expect(lastOne.statusCode).toBe(422);
    expect((await remove(other.user.id, other.cookie)).statusCode).toBe(422);

    // Back to the seeded admin for the tests that follow.
    expect((await act(adminId, "activate", other.cookie)).statusCode).toBe(200);
    t.admin = await signInAdmin(t.app);
  });

  it("deletes a user: sign-in disabled, sessions ended, personal data scrubbed, ledger kept", async () => {
    const referrer = await activeUser(t.app, { name: "Ronald Referrer", phone: "+44 20 7946 0000" });
    const [referrerRow] = await t.app.db.select().from(users).where(eq(users.id, referrer.user.id));
    const referred = await signUp(t.app, { name: "Rita Referred", referrerId: referrerRow!.referralId });
    await fund(t.app, t.admin, referrer.cookie, t.methodId, "250.00");
    const pending = await deposit(t.app, referrer.cookie, t.methodId, "75.00");
    const before = await t.app.db.execute(
      sql`select count(*)::int as n from postings p join ledger_accounts a on a.id = p.account_id where a.user_id = ${referrer.user.id}`,
    );
    const statsBefore = (await get("/api/v1/admin/stats")).json();
    const avatar = await uploadAvatar(t.app, referrer.cookie);
    const avatarFile = join(avatarDir(t.config.dataDir), avatar.split("/").at(-1)!);
    expect(existsSync(avatarFile)).toBe(true);

    const removed = await remove(referrer.user.id);
    expect(removed.statusCode, removed.body).toBe(204);

    expect((await get("/api/v1/me", referrer.cookie)).statusCode).toBe(401);
    const signInAgain = await call(t.app, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: referrer.user.email, password: referrer.password },
    });
    expect(signInAgain.statusCode).toBe(401);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, referrer.user.id));
    expect(row).toMatchObject({
      name: "Deleted user",
      phone: "",
      avatar: null,
      isActive: false,
      role: "user",
    });
    // Unguessable, and not the old one (which nobody can take over either).
    expect(row!.email).toMatch(/^deleted-[0-9a-f]{32}@deleted\.invalid$/);
    expect(row!.referralId).toMatch(/^deleted-[0-9a-f]{32}$/);
    expect(row!.referralId).not.toBe(`deleted-${referrer.user.id}`);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toMatch(/Ronald|ronald|7946/);
    expect(await t.app.db.select().from(accounts).where(eq(accounts.userId, referrer.user.id))).toEqual([]);
    const [referredRow] = await t.app.db.select().from(users).where(eq(users.id, referred.user.id));
    expect(referredRow!.referrerId).toBe(row!.referralId);

    // Ledger lines stay and still add up; the deposit history stays visible to admins.
    const after = await t.app.db.execute(
      sql`select count(*)::int as n from postings p join ledger_accounts a on a.id = p.account_id where a.user_id = ${referrer.user.id}`,
    );
    expect(after.rows).toEqual(before.rows);
    expect((await verifyLedger(t.app.db)).problems).toEqual([]);
    const history = (await get(`/api/v1/admin/transactions?userId=${referrer.user.id}`)).json();
    expect(history.items.map((item: { id: string }) => item.id)).toContain(pending.id);
    expect(history.items[0].user.name).toBe("Deleted user");

    // Gone from lists, counts and detail; actions on it are 404; the audit row holds no personal data.
    expect((await get(`/api/v1/admin/users?search=ronald`)).json().items).toEqual([]);
    expect((await get("/api/v1/admin/stats")).json().totalUsers).toBe(statsBefore.totalUsers - 1);
    expect((await get(`/api/v1/admin/users/${referrer.user.id}`)).statusCode).toBe(404);
    expect((await act(referrer.user.id, "activate")).statusCode).toBe(404);
    expect((await remove(referrer.user.id)).statusCode).toBe(404);
    const adjusted = await call(t.app, {
      method: "POST",
      url: `/api/v1/admin/users/${referrer.user.id}/adjustments`,
      cookie: t.admin,
      payload: { account: "balance", amount: "5.00", reason: "after deletion" },
    });
    expect(adjusted.statusCode).toBe(404);
    expect(existsSync(avatarFile)).toBe(false);
    const rows = await auditRows(referrer.user.id);
    const deletion = rows.find((r) => r.action === "user.delete");
    expect(deletion).toMatchObject({ actorId: adminId, before: { isActive: true, role: "user" } });
    expect(JSON.stringify(deletion)).not.toMatch(/Ronald|ronald|7946/);
  });

  it("lists and searches the audit log, newest first, with who did what to whom", async () => {
    const person = await activeUser(t.app, { name: "Audrey Audited" });
    expect((await adjust(t.app, t.admin, person.user.id, "balance", "12.34")).statusCode).toBe(201);
    const tnx = await deposit(t.app, person.cookie, t.methodId, "40.00");
    expect((await act(person.user.id, "deactivate")).statusCode).toBe(200);

    const found = await get("/api/v1/admin/audit?search=AUDREY");
    expect(found.statusCode, found.body).toBe(200);
    const items = found.json().items;
    expect(items.map((item: { action: string }) => item.action)).toEqual([
      "user.deactivate",
      "user.adjust-balance",
    ]);
    expect(items[1]).toMatchObject({
      actorId: adminId,
      actor: { id: adminId, email: ADMIN.email },
      targetType: "user",
      targetId: person.user.id,
      targetUser: { id: person.user.id, name: "Audrey Audited" },
      before: { balance: "0.00" },
      after: { balance: "12.34" },
      createdAt: expect.any(String),
    });
    // A decided transaction shows its TNX id and its owner, and is found by either.
    expect((await post(t.app, t.admin, `/api/v1/admin/transactions/${tnx.id}/reject`)).statusCode).toBe(200);
    for (const search of [tnx.transactionId, "audrey"]) {
      const [rejected] = (await get(`/api/v1/admin/audit?search=${search}&limit=1`)).json().items;
      expect(rejected).toMatchObject({
        action: "transaction.reject",
        targetType: "transaction",
        targetId: tnx.id,
        targetTransaction: { id: tnx.id, transactionId: tnx.transactionId },
        targetUser: { id: person.user.id, name: "Audrey Audited" },
      });
    }

    const byAction = (await get("/api/v1/admin/audit?search=payment-method.create&limit=1")).json();
    expect(byAction.items).toHaveLength(1);
    expect(byAction.items[0].targetType).toBe("payment-method");

    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await get(`/api/v1/admin/audit?limit=3${cursor ? `&cursor=${cursor}` : ""}`)
      ).json();
      all.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [total] = (await t.app.db.execute(sql`select count(*)::int as n from audit_log`)).rows as {
      n: number;
    }[];
    expect(new Set(all).size).toBe(total!.n);
  });

  it("reads and changes the settings, each change audited", async () => {
    expect((await get("/api/v1/admin/settings")).json()).toEqual({ requireAdminTwoFactor: false });
    const put = (payload: unknown) =>
      call(t.app, {
        method: "PUT",
        url: "/api/v1/admin/settings",
        cookie: t.admin,
        payload: payload as object,
      });
    // Only an admin who has two-factor may require it (tested in auth/two-factor.test.ts).
    await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.role, "admin"));
    const changed = await put({ requireAdminTwoFactor: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ requireAdminTwoFactor: true });
    expect((await get("/api/v1/admin/settings")).json()).toEqual({ requireAdminTwoFactor: true });
    expect((await put({ requireAdminTwoFactor: "yes" })).statusCode).toBe(400);
    expect((await put({ requireAdminTwoFactor: true, extra: 1 })).statusCode).toBe(400);
    expect((await put({ requireAdminTwoFactor: false })).statusCode).toBe(200);
    await t.app.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.role, "admin"));
    const rows = await auditRows("app");
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ["settings.update", { requireAdminTwoFactor: false }, { requireAdminTwoFactor: true }],
      ["settings.update", { requireAdminTwoFactor: true }, { requireAdminTwoFactor: false }],
    ]);
  });
});
