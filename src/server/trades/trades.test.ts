import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import { activeUser, adjust, countRows, me, post, useMoneyApp } from "../ledger/money-test-kit";
import { call, signUp } from "../test/test-app";
import { credited, expectInactiveRefused, tradeTestKit } from "./trade-test-fixtures";

describe("plans, trades, claim and t.admin adjustments", () => {
  const t = useMoneyApp();

  const { invest, claim, fundedUser, pendingWithdrawal } = tradeTestKit(t);

  it("lists the plans as data (Vast 11%, recommended)", async () => {
    const response = await call(t.app, { method: "GET", url: "/api/v1/plans" });
    const plans = response.json().items;
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual(["basic", "vast", "mega", "tera"]);
    expect(plans[1]).toMatchObject({
      label: "Vast Plan",
      roi: 11,
      min: 1000,
      max: 2999,
      isRecommended: true,
    });
    expect(plans[3]).toMatchObject({ min: 5000, max: 999999, range: "$5,000 to Unlimited" });
  });

  it("invests, shows the trade, claims: amount returned and profit credited as two records", async () => {
    const user = await fundedUser("2000");
    const created = await invest(user.cookie, "vast", "1500");
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ planId: "vast", amount: "1500.00", roi: 11, status: "active" });
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "500.00",
      activeTrade: { planId: "vast", amount: "1500.00", profit: "0.00" },
    });

    const noProfit = await claim(user.cookie);
    expect(noProfit.statusCode).toBe(422);
    expect(noProfit.json().error.message).toBe("You have no profit to claim");

    expect((await adjust(t.app, t.admin, user.user.id, "profit", "165.25")).statusCode).toBe(201);
    expect((await me(t.app, user.cookie)).activeTrade?.profit).toBe("165.25");

    const claimed = await claim(user.cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().profit).toMatchObject(
      credited("165.25", { description: "A profit of $165.25 was claimed" }),
    );
    expect(claimed.json().returned).toMatchObject(credited("1500.00"));
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "2165.25",
      profit: "0.00",
      activeTrade: null,
    });
    expect((await claim(user.cookie)).json().error.message).toBe("You have no ongoing trade");
  });

  it("enforces the spec's amount rules, the available balance and one trade at a time", async () => {
    const user = await fundedUser("1500");
    const before = await countRows(t.app);
    expect((await invest(user.cookie, "basic", "")).json().error.fields.amount).toBe("Amount is required");
    expect((await invest(user.cookie, "basic", undefined)).json().error.fields.amount).toBe(
      "Amount is required",
    );
    expect((await invest(user.cookie, "basic", "698.99")).json().error.fields.amount).toBe(
      "Amount must be greater than or equal to $699",
    );
    expect((await invest(user.cookie, "basic", "999.01")).json().error.fields.amount).toBe(
      "Amount must be less than or equal to $999",
    );
    expect((await invest(user.cookie, "mega", "3000")).json().error).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      message: "Insufficient balance",
    });
    expect((await invest(user.cookie, "gold", "1000")).statusCode).toBe(400);
    for (const amount of ["-700", "NaN", "700.123", "1e3", "abc"]) {
      expect((await invest(user.cookie, "basic", amount)).statusCode, amount).toBe(400);
    }
    expect(await countRows(t.app)).toEqual(before);

    expect((await invest(user.cookie, "basic", "700")).statusCode).toBe(201);
    const second = await invest(user.cookie, "basic", "700");
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("TRADE_ALREADY_ACTIVE");
  });

  it("money held by a pending withdrawal cannot be invested", async () => {
    const user = await fundedUser("1000");
    const withdrawal = await pendingWithdrawal(user.cookie, "400");
    expect((await invest(user.cookie, "basic", "700")).statusCode).toBe(422);
    await post(t.app, t.admin, `/api/v1/admin/transactions/${withdrawal.json().id}/reject`);
    expect((await invest(user.cookie, "basic", "700")).statusCode).toBe(201);
  });

  it("inactive users cannot invest or claim", async () => {
    const inactive = await signUp(t.app);
    expectInactiveRefused([await invest(inactive.cookie, "basic", "700"), await claim(inactive.cookie)]);
  });

  it("adjustments: signed, audited, in the user's history, never below zero", async () => {
    const user = await activeUser(t.app);
    const added = await post(t.app, t.admin, `/api/v1/admin/users/${user.user.id}/adjustments`, {
      account: "balance",
      amount: "250",
      reason: "Goodwill",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      before: "0.00",
      after: "250.00",
      transaction: { type: "credit", status: "success", amount: "250.00", kind: "adjustment" },
    });
    const taken = await adjust(t.app, t.admin, user.user.id, "balance", "-50");
    expect(taken.json().transaction).toMatchObject({ type: "withdraw", amount: "50.00" });
    expect((await adjust(t.app, t.admin, user.user.id, "bonus", "20")).statusCode).toBe(201);
    expect(await me(t.app, user.cookie)).toMatchObject({ balance: "200.00", bonus: "20.00", profit: "0.00" });

    const before = await countRows(t.app);
    for (const [account, amount] of [
      ["balance", "-200.01"],
      ["bonus", "-21"],
      ["profit", "-0.01"],
    ] as const) {
      const response = await adjust(t.app, t.admin, user.user.id, account, amount);
      expect(response.statusCode).toBe(422);
    }
    const missing = await post(t.app, t.admin, `/api/v1/admin/users/${user.user.id}/adjustments`, {
      account: "balance",
    });
    expect(missing.json().error.fields.amount).toBe("Enter amount first!");
    expect((await adjust(t.app, t.admin, user.user.id, "balance", "")).json().error.fields.amount).toBe(
      "Enter amount first!",
    );
    expect((await adjust(t.app, t.admin, user.user.id, "balance", "0")).statusCode).toBe(400);
    expect((await adjust(t.app, t.admin, user.user.id, "cash", "5")).statusCode).toBe(400);
    expect((await adjust(t.app, t.admin, "no-such-user", "balance", "5")).statusCode).toBe(404);
    expect((await adjust(t.app, user.cookie, user.user.id, "balance", "5")).statusCode).toBe(403);
    expect(await countRows(t.app)).toEqual(before);

    const history = await call(t.app, { method: "GET", url: "/api/v1/transactions", cookie: user.cookie });
    expect(history.json().items.map((item: { description: string }) => item.description)).toContain(
      "Balance adjustment: $250.00 added (Goodwill)",
    );
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.user.id));
    expect(audit.find((row) => row.reason === "Goodwill")).toMatchObject({
      action: "user.adjust-balance",
      before: { balance: "0.00" },
      after: { balance: "250.00" },
    });
  });
});
