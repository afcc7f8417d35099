import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { countRows, expectLedgerConsistent, me, post } from "../ledger/money-test-kit";
import { call, signInAdmin, signUp, useTestApp, validRegistration } from "../test/test-app";

const referralIdOf = async (app: FastifyInstance, id: string) => {
  const [row] = await app.db.select({ referralId: users.referralId }).from(users).where(eq(users.id, id));
  return row!.referralId;
};
const bonusRecords = async (app: FastifyInstance, referredUserId: string) =>
  (
    await app.db.execute(
      sql`select user_id from transactions where kind = 'referral-bonus' and reference = ${referredUserId}`,
    )
  ).rows.map((row) => String(row.user_id));
const adminAct = (app: FastifyInstance, admin: string, id: string, action: string) =>
  post(app, admin, `/api/v1/admin/users/${id}/${action}`);
/** The sign-up response for a valid registration with `overrides` (signUp() would throw on a refusal). */
const postSignUp = (app: FastifyInstance, overrides: Record<string, unknown>) =>
  call(app, { method: "POST", url: "/api/auth/sign-up/email", payload: validRegistration(overrides) });
const referrals = async (app: FastifyInstance, cookie: string) =>
  (await call(app, { method: "GET", url: "/api/v1/referrals", cookie })).json() as {
    items: { id: string; pendingActivation: boolean }[];
    total: number;
  };

describe("referral bonus: paid when the referred account first becomes active (AUTO_ACTIVATE=false)", () => {
  const t = useTestApp();
  afterEach(() => expectLedgerConsistent(t.app));

  it("pays nothing at sign-up; pays once at the admin's first activation; never again", async () => {
    const admin = await signInAdmin(t.app);
    const referrer = await signUp(t.app);
    await adminAct(t.app, admin, referrer.user.id, "activate");
    const throwaways = [];
    for (let i = 0; i < 3; i++)
      throwaways.push(await signUp(t.app, { referrerId: referrer.user.referralId }));
    // Three unactivated sign-ups earn nothing.
    expect(await me(t.app, referrer.cookie)).toMatchObject({ balance: "0.00", bonus: "0.00" });
    expect((await referrals(t.app, referrer.cookie)).items.map((i) => i.pendingActivation)).toEqual([
      true,
      true,
      true,
    ]);

    const first = throwaways[0]!;
    expect((await adminAct(t.app, admin, first.user.id, "activate")).statusCode).toBe(200);
    expect(await me(t.app, referrer.cookie)).toMatchObject({ balance: "100.00", bonus: "100.00" });
    const listed = await referrals(t.app, referrer.cookie);
    expect(listed.items.find((i) => i.id === first.user.id)?.pendingActivation).toBe(false);
    expect(listed.items.filter((i) => i.pendingActivation)).toHaveLength(2);

    // Deactivate + reactivate pays nothing more.
    expect((await adminAct(t.app, admin, first.user.id, "deactivate")).statusCode).toBe(200);
    expect((await adminAct(t.app, admin, first.user.id, "activate")).statusCode).toBe(200);
    expect(await me(t.app, referrer.cookie)).toMatchObject({ balance: "100.00", bonus: "100.00" });
    expect(await bonusRecords(t.app, first.user.id)).toEqual([referrer.user.id]);
    const history = await call(t.app, {
      method: "GET",
      url: "/api/v1/transactions",
      cookie: referrer.cookie,
    });
    expect(history.json().items).toHaveLength(1);
    expect(history.json().items[0]).toMatchObject({
      kind: "referral-bonus",
      type: "credit",
      status: "success",
      amount: "100.00",
    });
  });

  it("parallel activations of one referred user pay once", async () => {
    const admin = await signInAdmin(t.app);
    const referrer = await signUp(t.app);
    await adminAct(t.app, admin, referrer.user.id, "activate");
    const referred = await signUp(t.app, { referrerId: referrer.user.referralId });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        adminAct(t.app, admin, referred.user.id, i % 2 ? "deactivate" : "activate"),
      ),
    );
    for (const result of results) expect(result.statusCode).toBe(200);
    await adminAct(t.app, admin, referred.user.id, "activate");
    expect(await bonusRecords(t.app, referred.user.id)).toEqual([referrer.user.id]);
    expect((await me(t.app, referrer.cookie)).bonus).toBe("100.00");
  });

  it("never pays a deactivated or deleted referrer, not even after they come back", async () => {
    const admin = await signInAdmin(t.app);
    const inactive = await signUp(t.app);
    const referredByInactive = await signUp(t.app, { referrerId: inactive.user.referralId });
    expect((await adminAct(t.app, admin, referredByInactive.user.id, "activate")).statusCode).toBe(200);
    expect(await bonusRecords(t.app, referredByInactive.user.id)).toEqual([]);

    const gone = await signUp(t.app);
    await adminAct(t.app, admin, gone.user.id, "activate");
    const referredByGone = await signUp(t.app, { referrerId: gone.user.referralId });
    const deleted = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${gone.user.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await adminAct(t.app, admin, referredByGone.user.id, "activate")).statusCode).toBe(200);
    expect(await bonusRecords(t.app, referredByGone.user.id)).toEqual([]);
  });
});

describe("referral bonus under AUTO_ACTIVATE=true (the spec's flow)", () => {
  const t = useTestApp({ AUTO_ACTIVATE: "true" });
  afterEach(() => expectLedgerConsistent(t.app));

  it("credits REFERRAL_BONUS at sign-up, once per referred user", async () => {
    const referrer = await signUp(t.app);
    const a = await signUp(t.app, { referrerId: referrer.user.referralId });
    await signUp(t.app, { referrerId: referrer.user.referralId });
    expect(await me(t.app, referrer.cookie)).toMatchObject({ balance: "200.00", bonus: "200.00" });
    expect((await referrals(t.app, referrer.cookie)).items.every((i) => !i.pendingActivation)).toBe(true);
    const admin = await signInAdmin(t.app);
    await adminAct(t.app, admin, a.user.id, "deactivate");
    await adminAct(t.app, admin, a.user.id, "activate");
    expect(await me(t.app, referrer.cookie)).toMatchObject({ balance: "200.00", bonus: "200.00" });
  });
});

describe("referral ID at sign-up is optional", () => {
  const t = useTestApp({ AUTO_ACTIVATE: "true" });
  afterEach(() => expectLedgerConsistent(t.app));

  it("an unknown referral id does not block the sign-up: no referrer, no bonus", async () => {
    const referrer = await signUp(t.app);
    const before = await countRows(t.app);
    const unknown = await postSignUp(t.app, { referrerId: "nobody12345" });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json().user.referrerId).toBeNull();
    // Longer than any real id: still just unknown.
    const long = await postSignUp(t.app, { referrerId: "x".repeat(100) });
    expect(long.statusCode, long.body).toBe(200);
    expect((await me(t.app, referrer.cookie)).balance).toBe("0.00");
    const after = await countRows(t.app);
    expect(after.transactions).toBe(before.transactions);
    expect(after.journal_entries).toBe(before.journal_entries);
  });

  it("a failed sign-up credits nothing", async () => {
    const referrer = await signUp(t.app);
    const before = await countRows(t.app);
    const duplicate = await postSignUp(t.app, {
      email: referrer.user.email,
      referrerId: referrer.user.referralId,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await countRows(t.app)).toEqual(before);
    expect((await me(t.app, referrer.cookie)).balance).toBe("0.00");
  });

  it("the register form can ask whether a referral id exists (public, no other data)", async () => {
    const referrer = await signUp(t.app);
    const lookup = (referralId: string) =>
      call(t.app, {
        method: "GET",
        url: `/api/v1/referrals/lookup?referralId=${encodeURIComponent(referralId)}`,
      });
    const found = await lookup(referrer.user.referralId);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ exists: true });
    expect((await lookup("nobody12345")).json()).toEqual({ exists: false });
    expect((await lookup("")).statusCode).toBe(400);
  });
});

describe("a deleted user's referral id", () => {
  const t = useTestApp({ AUTO_ACTIVATE: "true" });
  afterEach(() => expectLedgerConsistent(t.app));

  it("is neither guessable nor reusable, and credits nothing to the deleted account", async () => {
    const admin = await signInAdmin(t.app);
    const gone = await signUp(t.app, { name: "Gina Gone" });
    const oldReferralId = gone.user.referralId;
    const referred = await signUp(t.app, { referrerId: oldReferralId });
    expect((await me(t.app, gone.cookie)).bonus).toBe("100.00");
    const deleted = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${gone.user.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const newReferralId = await referralIdOf(t.app, gone.user.id);
    expect(newReferralId).not.toBe(`deleted-${gone.user.id}`);
    expect(newReferralId).not.toBe(oldReferralId);
    // The people they referred follow the deleted account (nobody else inherits them).
    const [referredRow] = await t.app.db.select().from(users).where(eq(users.id, referred.user.id));
    expect(referredRow!.referrerId).toBe(newReferralId);

    for (const guess of [`deleted-${gone.user.id}`, oldReferralId, newReferralId]) {
      const signed = await postSignUp(t.app, { referrerId: guess });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().user.referrerId).toBeNull();
      const lookup = await call(t.app, {
        method: "GET",
        url: `/api/v1/referrals/lookup?referralId=${encodeURIComponent(guess)}`,
      });
      expect(lookup.json()).toEqual({ exists: false });
    }
    // Only the bonus from before the deletion: the sign-ups with the guesses paid it nothing.
    const bonus = await t.app.db.execute(
      sql`select balance::text as b from ledger_accounts where id = ${`user:${gone.user.id}:bonus`}`,
    );
    expect(bonus.rows).toEqual([{ b: "10000" }]);
    expect(await bonusRecords(t.app, referred.user.id)).toEqual([gone.user.id]);
  });
});
