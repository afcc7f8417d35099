import { describe, expect, it } from "vitest";
import { adjust, countRows, me, post, useMoneyApp } from "../ledger/money-test-kit";
import { call, signUp } from "../test/test-app";
import { credited, expectInactiveRefused, tradeTestKit } from "./trade-test-fixtures";

/** Issue 17.3: Upgrade Plan is a real upgrade while a trade is open, and Close trade is the way out. */
describe("upgrade a trade to a higher plan, close a trade without profit", () => {
  const t = useMoneyApp();

  const { invest, claim, fundedUser, pendingWithdrawal } = tradeTestKit(t);
  const upgrade = (cookie: string, planId: unknown, amount: unknown, key?: string) =>
    post(
      t.app,
      cookie,
      "/api/v1/trades/current/upgrade",
      { planId, amount } as never,
      key ? { "idempotency-key": key } : {},
    );
  const close = (cookie: string, key?: string) =>
    post(t.app, cookie, "/api/v1/trades/current/close", undefined, key ? { "idempotency-key": key } : {});
  const history = async (cookie: string) =>
    (await call(t.app, { method: "GET", url: "/api/v1/transactions", cookie })).json().items as {
      kind: string;
      type: string;
      amount: string;
      description: string;
    }[];

  /** An active user with `funds` in the balance and an open trade of `amount` on `planId`. */
  async function withTrade(funds: string, planId: string, amount: string) {
    const user = await fundedUser(funds);
    const created = await invest(user.cookie, planId, amount);
    expect(created.statusCode, created.body).toBe(201);
    return user;
  }

  it("moves the open trade's amount plus the added amount into the higher plan, in one record", async () => {
    const user = await withTrade("3000", "basic", "700");
    const upgraded = await upgrade(user.cookie, "vast", "500");
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({
      trade: { planId: "vast", planLabel: "Vast Plan", amount: "1200.00", roi: 11, status: "active" },
      from: { planId: "basic", planLabel: "Basic Plan", amount: "700.00" },
      transaction: { kind: "trade-upgrade", type: "withdraw", status: "success", amount: "500.00" },
    });
    // Only the added amount left the balance: 3000 - 700 - 500.
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "1800.00",
      activeTrade: { planId: "vast", amount: "1200.00", roi: 11 },
    });
    expect((await history(user.cookie))[0]).toMatchObject({
      kind: "trade-upgrade",
      description:
        "Upgraded from the Basic Plan ($700.00) to the Vast Plan: $500.00 added, new total $1,200.00",
    });

    // And again, higher still.
    const again = await upgrade(user.cookie, "mega", "1800");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().trade).toMatchObject({ planId: "mega", amount: "3000.00" });
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "0.00",
      activeTrade: { amount: "3000.00" },
    });
  });

  it("applies the new plan's limits to the new total, not to the added amount", async () => {
    const user = await withTrade("6000", "basic", "900");
    const before = await countRows(t.app);
    const low = await upgrade(user.cookie, "vast", "99.99");
    expect(low.statusCode).toBe(422);
    expect(low.json().error).toMatchObject({
      code: "AMOUNT_OUT_OF_RANGE",
      fields: { amount: "New total must be greater than or equal to $1000" },
    });
    const high = await upgrade(user.cookie, "vast", "2099.01");
    expect(high.json().error.fields.amount).toBe("New total must be less than or equal to $2999");
    for (const amount of ["", "0", "-5", "1e3", "abc", "10.001"]) {
      expect((await upgrade(user.cookie, "vast", amount)).statusCode, amount).toBe(400);
    }
    expect((await upgrade(user.cookie, "gold", "200")).statusCode).toBe(400);
    expect(await countRows(t.app)).toEqual(before);

    // 100 added to 900 is exactly the Vast minimum; 2099 would be exactly its maximum.
    const fits = await upgrade(user.cookie, "vast", "100");
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().trade.amount).toBe("1000.00");
  });

  it("refuses a same or lower plan with the spec's message, and plain Invest Now still does too", async () => {
    const user = await withTrade("4000", "mega", "3000");
    const before = await countRows(t.app);
    for (const planId of ["mega", "vast", "basic"]) {
      const response = await upgrade(user.cookie, planId, "100");
      expect(response.statusCode, planId).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "TRADE_ALREADY_ACTIVE",
        message: "You already have an ongoing trade. Claim your profit before starting a new one",
      });
    }
    expect((await invest(user.cookie, "tera", "5000")).json().error.code).toBe("TRADE_ALREADY_ACTIVE");
    expect(await countRows(t.app)).toEqual(before);
  });

  it("refuses an added amount beyond the available balance, writing nothing", async () => {
    const user = await withTrade("1500", "basic", "700");
    await pendingWithdrawal(user.cookie, "300");
    const before = await countRows(t.app);
    // Balance 800, of which 300 is held: 600 is more than the 500 available.
    const response = await upgrade(user.cookie, "vast", "600");
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      message: "Insufficient balance",
    });
    expect(await countRows(t.app)).toEqual(before);
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "800.00",
      activeTrade: { planId: "basic", amount: "700.00" },
    });
  });

  it("without an open trade there is nothing to upgrade or close", async () => {
    const user = await fundedUser("1000");
    for (const response of [await upgrade(user.cookie, "vast", "1000"), await close(user.cookie)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: "NO_ACTIVE_TRADE",
        message: "You have no ongoing trade",
      });
    }
  });

  it("Claim Profit at 0 keeps the spec's message; Close trade returns the amount without profit", async () => {
    const user = await withTrade("1000", "basic", "800");
    const noProfit = await claim(user.cookie);
    expect(noProfit.statusCode).toBe(422);
    expect(noProfit.json().error.message).toBe("You have no profit to claim");

    const closed = await close(user.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().returned).toMatchObject(
      credited("800.00", {
        kind: "trade-return",
        description: "Basic Plan trade closed: amount of $800.00 returned",
      }),
    );
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "1000.00",
      profit: "0.00",
      activeTrade: null,
    });
    expect((await close(user.cookie)).json().error.code).toBe("NO_ACTIVE_TRADE");
    // The money is free again: a new trade can be opened.
    expect((await invest(user.cookie, "basic", "1000")).statusCode).toBe(400);
    expect((await invest(user.cookie, "basic", "999")).statusCode).toBe(201);
  });

  it("Close trade with profit to claim is refused: Claim Profit pays it", async () => {
    const user = await withTrade("1000", "basic", "700");
    expect((await adjust(t.app, t.admin, user.user.id, "profit", "56")).statusCode).toBe(201);
    const before = await countRows(t.app);
    const refused = await close(user.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: "PROFIT_TO_CLAIM",
      message: "You have profit to claim: Claim Profit returns your trade amount with the profit",
    });
    expect(await countRows(t.app)).toEqual(before);
    expect((await claim(user.cookie)).statusCode).toBe(200);
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "1056.00",
      profit: "0.00",
      activeTrade: null,
    });
  });

  it("two upgrades at once apply once; a replayed Idempotency-Key returns the first response", async () => {
    const user = await withTrade("3000", "basic", "700");
    // On PostgreSQL these run in parallel on separate connections (PGlite has one).
    const results = await Promise.all(
      ["a", "b", "c", "d"].map((name) => upgrade(user.cookie, "vast", "500", `upgrade-${name}`)),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "1800.00",
      activeTrade: { planId: "vast", amount: "1200.00" },
    });
    const winner = results.find((response) => response.statusCode === 200)!;
    const key = `upgrade-${"abcd"[results.indexOf(winner)]}`;
    const replay = await upgrade(user.cookie, "vast", "500", key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(winner.json());
    expect((await history(user.cookie)).filter((item) => item.kind === "trade-upgrade")).toHaveLength(1);

    const closes = await Promise.all([close(user.cookie, "close-a"), close(user.cookie, "close-b")]);
    expect(closes.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(await me(t.app, user.cookie)).toMatchObject({ balance: "3000.00", activeTrade: null });
  });

  it("inactive users cannot upgrade or close", async () => {
    const inactive = await signUp(t.app);
    expectInactiveRefused([await upgrade(inactive.cookie, "vast", "100"), await close(inactive.cookie)]);
  });
});
