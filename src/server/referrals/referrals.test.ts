import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { countRows, expectLedgerConsistent, me } from "../ledger/money-test-kit";
import { call, createTestApp, signUp, type TestApp, validRegistration } from "../test/test-app";

describe("referral bonus", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectLedgerConsistent(t.app));
  afterAll(() => t.close());

  it("credits REFERRAL_BONUS to the referrer's balance and bonus once per referred user", async () => {
    const referrer = await signUp(t.app);
    await signUp(t.app, { referrerId: referrer.user.referralId });
    await signUp(t.app, { referrerId: referrer.user.referralId });
    expect(await me(t.app, referrer.cookie)).toMatchObject({ balance: "200.00", bonus: "200.00" });
    const history = await call(t.app, {
      method: "GET",
      url: "/api/v1/transactions",
      cookie: referrer.cookie,
    });
    expect(history.json().items).toHaveLength(2);
    expect(history.json().items[0]).toMatchObject({
      kind: "referral-bonus",
      type: "credit",
      status: "success",
      amount: "100.00",
    });
  });

  it("an unknown referral id or a failed sign-up credits nothing", async () => {
    const referrer = await signUp(t.app);
    const before = await countRows(t.app);
    const unknown = await call(t.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: validRegistration({ referrerId: "nobody12345" }),
    });
    expect(unknown.statusCode).toBe(400);
    const duplicate = await call(t.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: validRegistration({ email: referrer.user.email, referrerId: referrer.user.referralId }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await countRows(t.app)).toEqual(before);
    expect((await me(t.app, referrer.cookie)).balance).toBe("0.00");
  });
});
