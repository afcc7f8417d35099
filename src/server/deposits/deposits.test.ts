import { describe, expect, it } from "vitest";
import * as money from "../ledger/money-test-kit";
import { call, signUp } from "../test/test-app";

describe("deposits and their approval", () => {
  const t = money.useMoneyApp();

  it("creates a pending credit and moves nothing until approval", async () => {
    const user = await money.activeUser(t.app);
    const created = await money.deposit(t.app, user.cookie, t.methodId, "1250.50");
    expect(created).toMatchObject({
      status: "pending",
      type: "credit",
      kind: "deposit",
      amount: "1250.50",
      crypto: "Bitcoin",
      description: "Deposit via Bitcoin",
    });
    expect(created.transactionId).toMatch(/^TNX-\d{6}$/);
    expect((await money.me(t.app, user.cookie)).balance).toBe("0.00");

    const approved = await money.approve(t.app, t.admin, created.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "success" });
    expect((await money.me(t.app, user.cookie)).balance).toBe("1250.50");
  });

  it("rejecting sets failed and credits nothing; only pending can be acted on (409)", async () => {
    const user = await money.activeUser(t.app);
    const created = await money.deposit(t.app, user.cookie, t.methodId, "100");
    const rejected = await money.reject(t.app, t.admin, created.id);
    expect(rejected.json()).toMatchObject({ status: "failed" });
    expect((await money.me(t.app, user.cookie)).balance).toBe("0.00");
    for (const again of [
      await money.approve(t.app, t.admin, created.id),
      await money.reject(t.app, t.admin, created.id),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("TRANSACTION_NOT_PENDING");
    }
    const other = await money.deposit(t.app, user.cookie, t.methodId, "5");
    expect((await money.approve(t.app, t.admin, other.id)).statusCode).toBe(200);
    expect((await money.approve(t.app, t.admin, other.id)).statusCode).toBe(409);
    expect((await money.me(t.app, user.cookie)).balance).toBe("5.00");
  });

  it("unknown transaction ids give 404 and write nothing", async () => {
    const before = await money.countRows(t.app);
    const response = await money.approve(t.app, t.admin, "00000000-0000-0000-0000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe("Transaction not found");
    expect(await money.countRows(t.app)).toEqual(before);
  });

  it("validates with the spec's messages", async () => {
    const user = await money.activeUser(t.app);
    const noMethod = await money.post(t.app, user.cookie, "/api/v1/deposits", { amount: "10" });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().error.fields.paymentMethodId).toBe("Please select a payment method");
    const noAmount = await money.post(t.app, user.cookie, "/api/v1/deposits", {
      paymentMethodId: t.methodId,
    });
    expect(noAmount.json().error.fields.amount).toBe("Please enter an amount");
    const empty = await money.post(t.app, user.cookie, "/api/v1/deposits", {
      paymentMethodId: "",
      amount: "",
    });
    expect(empty.json().error.fields).toEqual({
      paymentMethodId: "Please select a payment method",
      amount: "Please enter an amount",
    });
  });

  it("refuses bad amounts and unknown methods with a clear 4xx and writes nothing", async () => {
    const user = await money.activeUser(t.app);
    const before = await money.countRows(t.app);
    for (const amount of [
      "-5",
      "0",
      "0.00",
      "NaN",
      "1.234",
      "99999999999999999999",
      "1e5",
      "abc",
      "12,50",
      true,
      null,
    ]) {
      const response = await money.post(t.app, user.cookie, "/api/v1/deposits", {
        paymentMethodId: t.methodId,
        amount,
      } as never);
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(response.json().error.fields.amount).toBeTruthy();
    }
    const unknown = await money.post(t.app, user.cookie, "/api/v1/deposits", {
      paymentMethodId: "nope",
      amount: "10",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.paymentMethodId).toBe("Payment method not found");
    const extra = await money.post(t.app, user.cookie, "/api/v1/deposits", {
      paymentMethodId: t.methodId,
      amount: "10",
      status: "success",
    });
    expect(extra.statusCode).toBe(400);
    expect(await money.countRows(t.app)).toEqual(before);
  });

  it("inactive users cannot deposit (403 'Account is not active'); signed-out get 401", async () => {
    const inactive = await signUp(t.app);
    const response = await money.post(t.app, inactive.cookie, "/api/v1/deposits", {
      paymentMethodId: t.methodId,
      amount: "10",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "ACCOUNT_NOT_ACTIVE",
      message: "Account is not active",
    });
    const anonymous = await call(t.app, {
      method: "POST",
      url: "/api/v1/deposits",
      payload: { paymentMethodId: t.methodId, amount: "10" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("only admins approve; totalDeposits counts approved deposits", async () => {
    const user = await money.activeUser(t.app);
    const created = await money.deposit(t.app, user.cookie, t.methodId, "10");
    expect((await money.approve(t.app, user.cookie, created.id)).statusCode).toBe(403);
    const statsBefore = (
      await call(t.app, { method: "GET", url: "/api/v1/admin/stats", cookie: t.admin })
    ).json();
    expect((await money.approve(t.app, t.admin, created.id)).statusCode).toBe(200);
    const rejected = await money.deposit(t.app, user.cookie, t.methodId, "7");
    await money.reject(t.app, t.admin, rejected.id);
    await money.deposit(t.app, user.cookie, t.methodId, "3"); // pending: not counted
    const stats = (await call(t.app, { method: "GET", url: "/api/v1/admin/stats", cookie: t.admin })).json();
    expect(Number(stats.totalDeposits) - Number(statsBefore.totalDeposits)).toBeCloseTo(10, 2);
  });
});
