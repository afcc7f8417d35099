import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, ledgerAccounts, traders, tradingAccounts, users } from "../db/schema";
import { activeUser, useMoneyApp } from "../ledger/money-test-kit";
import { auditEntries } from "../test/audit-entries";
import { call, signUp } from "../test/test-app";

const profile = { displayName: "Ada Alpha", bio: "Trend follower, FX majors.", profitSharePercent: 20 };

describe("traders: an admin makes a user a trader, edits, stops and re-activates them", () => {
  const t = useMoneyApp();

  const traderUrl = (id: string) => `/api/v1/admin/users/${id}/trader`;
  const make = (id: string, payload: unknown = profile, cookie = t.admin) =>
    call(t.app, { method: "POST", url: traderUrl(id), cookie, payload: payload as object });
  const stop = (id: string, cookie = t.admin) =>
    call(t.app, { method: "DELETE", url: traderUrl(id), cookie });
  const detail = async (id: string) => {
    const response = await call(t.app, { method: "GET", url: `/api/v1/admin/users/${id}`, cookie: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const audits = (id: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), inArray(auditLog.action, traderActions)))
      .orderBy(auditLog.createdAt);
  const traderActions = ["user.make-trader", "user.update-trader", "user.stop-trader"];
  const liveAccounts = (userId: string) =>
    t.app.db
      .select()
      .from(tradingAccounts)
      .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.mode, "live")));

  it("makes an active user a trader with one live own account (and its ledger cash)", async () => {
    const person = await activeUser(t.app, { name: "Ada Lovelace" });
    expect((await detail(person.user.id)).trader).toBeNull();

    const made = await make(person.user.id, { ...profile, displayName: "  Ada Alpha  " });
    expect(made.statusCode, made.body).toBe(200);
    const since = made.json().since;
    expect(made.json()).toEqual({ ...profile, since: expect.any(String), stoppedAt: null });
    expect(Date.now() - Date.parse(since)).toBeLessThan(60_000);
    expect((await detail(person.user.id)).trader).toEqual(made.json());

    const [row] = await t.app.db.select().from(traders).where(eq(traders.userId, person.user.id));
    expect(row).toMatchObject({ displayName: "Ada Alpha", profitSharePercent: 20, stoppedAt: null });
    const [adminRow] = await t.app.db.select().from(users).where(eq(users.role, "admin")).limit(1);
    expect(row!.createdBy).toBe(adminRow!.id);

    const accounts = await liveAccounts(person.user.id);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ kind: "own", mode: "live" });
    const [cash] = await t.app.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, `trading:${accounts[0]!.id}:cash`));
    expect(cash).toMatchObject({ userId: person.user.id, kind: "trading-cash", balance: 0n });

    const rows = await audits(person.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: adminRow!.id,
      action: "user.make-trader",
      targetType: "user",
      before: { trader: "none" },
      after: { trader: "active", profitSharePercent: 20, textsChanged: ["displayName", "bio"] },
    });
    // The audit log keeps no copy of the texts (deleting the user scrubs them).
    expect(JSON.stringify(rows[0])).not.toContain("Ada Alpha");
  });

  it("updates an active trader's profile; a call that changes nothing writes nothing", async () => {
    const person = await activeUser(t.app);
    const first = (await make(person.user.id)).json();
    const updated = await make(person.user.id, { displayName: "Ada Beta", profitSharePercent: 0 });
    expect(updated.statusCode, updated.body).toBe(200);
    // Bio left out is empty; "since" is the first approval.
    expect(updated.json()).toEqual({
      displayName: "Ada Beta",
      bio: "",
      profitSharePercent: 0,
      since: first.since,
      stoppedAt: null,
    });
    expect((await detail(person.user.id)).trader).toEqual(updated.json());

    const again = await make(person.user.id, { displayName: "Ada Beta", bio: "", profitSharePercent: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(updated.json());

    const rows = await audits(person.user.id);
    expect(rows.map((row) => row.action)).toEqual(["user.make-trader", "user.update-trader"]);
    expect(rows[1]).toMatchObject({
      before: { trader: "active", profitSharePercent: 20 },
      after: { trader: "active", profitSharePercent: 0, textsChanged: ["displayName", "bio"] },
    });
    expect(await liveAccounts(person.user.id)).toHaveLength(1);
  });

  it("stops a trader (history and live account stay) and re-activates them", async () => {
    const person = await activeUser(t.app);
    const first = (await make(person.user.id)).json();
    const [account] = await liveAccounts(person.user.id);

    const stopped = await stop(person.user.id);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ ...first, stoppedAt: expect.any(String) });
    expect((await detail(person.user.id)).trader.stoppedAt).toBe(stopped.json().stoppedAt);
    expect(await liveAccounts(person.user.id)).toEqual([account]);

    const twice = await stop(person.user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      code: "TRADER_ALREADY_STOPPED",
      message: "This trader is already stopped",
    });

    const back = await make(person.user.id, { ...profile, profitSharePercent: 30 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ ...profile, profitSharePercent: 30, since: first.since, stoppedAt: null });
    // Still exactly one live account, the same one.
    expect(await liveAccounts(person.user.id)).toEqual([account]);

    const rows = await audits(person.user.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        "user.make-trader",
        { trader: "none" },
        { trader: "active", profitSharePercent: 20, textsChanged: ["displayName", "bio"] },
      ],
      [
        "user.stop-trader",
        { trader: "active", profitSharePercent: 20 },
        { trader: "stopped", profitSharePercent: 20 },
      ],
      [
        "user.make-trader",
        { trader: "stopped", profitSharePercent: 20 },
        { trader: "active", profitSharePercent: 30, textsChanged: [] },
      ],
    ]);
  });

  it("refuses inactive users and admins (422), unknown users and non-traders (404), writing nothing", async () => {
    const inactive = await signUp(t.app);
    const refused = await make(inactive.user.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: "TRADER_NOT_ELIGIBLE",
      message: "Only an active user can become a trader",
    });

    const promoted = await activeUser(t.app);
    await t.app.db.update(users).set({ role: "admin" }).where(eq(users.id, promoted.user.id));
    const adminRefused = await make(promoted.user.id);
    expect(adminRefused.statusCode).toBe(422);
    expect(adminRefused.json().error).toEqual({
      code: "TRADER_NOT_ELIGIBLE",
      message: "An admin cannot be a trader",
    });

    const unknown = await make("no-such-user");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: "NOT_FOUND", message: "User not found" });
    expect((await stop("no-such-user")).statusCode).toBe(404);

    const plain = await activeUser(t.app);
    const notTrader = await stop(plain.user.id);
    expect(notTrader.statusCode).toBe(404);
    expect(notTrader.json().error.message).toBe("This user is not a trader");

    for (const id of [inactive.user.id, promoted.user.id, plain.user.id]) {
      expect(await t.app.db.select().from(traders).where(eq(traders.userId, id))).toEqual([]);
      expect(await liveAccounts(id)).toEqual([]);
      expect(await audits(id)).toEqual([]);
    }

    // A trader whose account was deactivated can be stopped, not edited.
    const later = await activeUser(t.app);
    expect((await make(later.user.id)).statusCode).toBe(200);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, later.user.id));
    expect((await make(later.user.id, { ...profile, bio: "new" })).statusCode).toBe(422);
    expect((await stop(later.user.id)).statusCode).toBe(200);
  });

  it("an active trader cannot be made admin until stopped", async () => {
    const person = await activeUser(t.app);
    expect((await make(person.user.id)).statusCode).toBe(200);
    const promote = () =>
      call(t.app, {
        method: "POST",
        url: `/api/v1/admin/users/${person.user.id}/make-admin`,
        cookie: t.admin,
      });
    const refused = await promote();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: "TRADER_NOT_STOPPED",
      message: "Stop this trader first: an admin cannot be a trader",
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.role).toBe("user");
    expect((await stop(person.user.id)).statusCode).toBe(200);
    expect((await promote()).statusCode).toBe(200);
    // ... and then cannot be re-activated as a trader.
    expect((await make(person.user.id)).json().error.message).toBe("An admin cannot be a trader");
  });

  it("is admin-only: an active user gets 403 and changes nothing", async () => {
    const person = await activeUser(t.app);
    const other = await activeUser(t.app);
    expect((await make(person.user.id, profile, person.cookie)).statusCode).toBe(403);
    expect((await make(other.user.id, profile, person.cookie)).statusCode).toBe(403);
    expect((await make(other.user.id)).statusCode).toBe(200);
    expect((await stop(other.user.id, person.cookie)).statusCode).toBe(403);
    expect((await detail(other.user.id)).trader.stoppedAt).toBeNull();
    expect(await t.app.db.select().from(traders).where(eq(traders.userId, person.user.id))).toEqual([]);
    const anonymous = await call(t.app, { method: "POST", url: traderUrl(other.user.id), payload: profile });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers bad input with 400 and a message per field", async () => {
    const person = await activeUser(t.app);
    const cases: [unknown, Record<string, string>][] = [
      [
        { displayName: "   ", profitSharePercent: 31 },
        {
          displayName: "Display name is required",
          profitSharePercent: "Profit share must be a whole number from 0 to 30",
        },
      ],
      [{ bio: "x" }, { displayName: "Display name is required" }],
      [
        { displayName: "x".repeat(61), bio: "y".repeat(501), profitSharePercent: 10 },
        {
          displayName: "Display name must be at most 60 characters",
          bio: "Bio must be at most 500 characters",
        },
      ],
      [
        { displayName: "Ok", profitSharePercent: 12.5 },
        { profitSharePercent: "Profit share must be a whole number from 0 to 30" },
      ],
      [
        { displayName: "Ok", profitSharePercent: -1 },
        { profitSharePercent: "Profit share must be a whole number from 0 to 30" },
      ],
      [
        { displayName: "Ok", profitSharePercent: "10" },
        { profitSharePercent: "Profit share must be a whole number from 0 to 30" },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await make(person.user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("BAD_REQUEST");
      expect(response.json().error.fields).toMatchObject(fields);
    }
    // Unknown fields are refused; a non-JSON body is a 400 too.
    expect((await make(person.user.id, { ...profile, riskScore: 1 })).statusCode).toBe(400);
    const garbage = await call(t.app, {
      method: "POST",
      url: traderUrl(person.user.id),
      cookie: t.admin,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbage.statusCode).toBe(400);
    // The limits themselves are accepted.
    const edge = await make(person.user.id, {
      displayName: "x".repeat(60),
      bio: "y".repeat(500),
      profitSharePercent: 0,
    });
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it("making the same user a trader twice at once makes one trader and one live account", async () => {
    const person = await activeUser(t.app);
    const results = await Promise.all([make(person.user.id), make(person.user.id), make(person.user.id)]);
    for (const result of results) expect(result.statusCode, result.body).toBe(200);
    expect(await liveAccounts(person.user.id)).toHaveLength(1);
    expect((await audits(person.user.id)).map((row) => row.action)).toEqual(["user.make-trader"]);
  });

  it("deleting a trader stops them and scrubs the profile texts in the same transaction", async () => {
    const person = await activeUser(t.app);
    expect((await make(person.user.id, { ...profile, displayName: "Grace Hopper Trades" })).statusCode).toBe(
      200,
    );
    const removed = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${person.user.id}`,
      cookie: t.admin,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const [row] = await t.app.db.select().from(traders).where(eq(traders.userId, person.user.id));
    expect(row).toMatchObject({ displayName: "Former trader", bio: "", profitSharePercent: 20 });
    expect(row!.stoppedAt).toBeInstanceOf(Date);
    // The live account stays (its history is never deleted).
    expect(await liveAccounts(person.user.id)).toHaveLength(1);
    const [deletion] = await auditEntries(t.app, person.user.id, "user.delete");
    expect(deletion!.after).toMatchObject({ traderStopped: true });
    expect(JSON.stringify(await audits(person.user.id))).not.toContain("Grace");
    // Gone for the trader actions too.
    expect((await make(person.user.id)).statusCode).toBe(404);
    expect((await stop(person.user.id)).statusCode).toBe(404);

    // A stopped trader keeps the moment they were stopped.
    const stoppedOne = await activeUser(t.app);
    await make(stoppedOne.user.id);
    const stoppedAt = (await stop(stoppedOne.user.id)).json().stoppedAt;
    await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${stoppedOne.user.id}`,
      cookie: t.admin,
    });
    const [scrubbed] = await t.app.db.select().from(traders).where(eq(traders.userId, stoppedOne.user.id));
    expect(scrubbed).toMatchObject({ displayName: "Former trader", bio: "" });
    expect(scrubbed!.stoppedAt!.toISOString()).toBe(stoppedAt);
  });
});
