import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import * as money from "../ledger/money-test-kit";
import { deliverOutbox } from "../mail/deliver-outbox";
import { createMailTransport } from "../mail/transport";
import { ADMIN, call, signUp } from "../test/test-app";

describe("withdrawals: holds, fee, approval and emails", () => {
  const t = money.useMoneyApp({ paymentMethod: "Ethereum" });

  const withdraw = (cookie: string, amount: unknown, walletAddress: unknown = "0xabc") =>
    money.post(t.app, cookie, "/api/v1/withdrawals", {
      paymentMethodId: t.methodId,
      amount,
      walletAddress,
    });

  it("places a hold; the balance changes only on approval, minus nothing up front", async () => {
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "1000");
    const created = await withdraw(user.cookie, "400");
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: "pending",
      type: "withdraw",
      kind: "withdrawal",
      amount: "400.00",
      fee: "40.00",
      netAmount: "360.00",
      walletAddress: "0xabc",
      crypto: "Ethereum",
      description: "Withdrawal via Ethereum",
    });
    expect(await money.me(t.app, user.cookie)).toMatchObject({
      balance: "1000.00",
      held: "400.00",
      available: "600.00",
      pendingWithdrawals: 1,
    });
    // A 'Withdrawal Request' email to the admins was queued in the same transaction, not rendered;
    // the mail worker sends each t.admin their copy.
    const [request] = await t.app.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "withdrawal-request"),
          sql`${outbox.props}->>'transactionId' = ${created.json().transactionId}`,
        ),
      );
    expect(request).toMatchObject({ to: null, toRole: "admin", subject: "Withdrawal Request", html: null });
    expect(request!.props).toMatchObject({
      userName: user.user.name,
      userEmail: user.user.email,
      amount: "$400.00",
      method: "Ethereum",
    });
    await deliverOutbox(t.app.db, createMailTransport(undefined, "no-reply@example.com", t.app.log));
    const copies = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "withdrawal-request"), eq(outbox.to, ADMIN.email)));
    expect(
      copies.some((mail) => mail.subject === "Withdrawal Request" && mail.text?.includes("$400.00")),
    ).toBe(true);

    expect((await money.approve(t.app, t.admin, created.json().id)).statusCode).toBe(200);
    expect(await money.me(t.app, user.cookie)).toMatchObject({
      balance: "600.00",
      held: "0.00",
      available: "600.00",
      pendingWithdrawals: 0,
    });
    const confirmations = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "withdrawal-confirmation"), eq(outbox.to, user.user.email)));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe("Withdrawal Confirmation");
    expect(confirmations[0]!.props).toMatchObject({ amount: "$400.00", fee: "$40.00", netAmount: "$360.00" });
  });

  it("honours Idempotency-Key: replays (also in parallel) return the first response with one hold and one email; another body is 409", async () => {
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "100");
    const key = { "idempotency-key": `withdraw-${user.user.id}` };
    const body = { paymentMethodId: t.methodId, amount: "25", walletAddress: "0xabc" };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => money.post(t.app, user.cookie, "/api/v1/withdrawals", body, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(7);
    const later = await money.post(t.app, user.cookie, "/api/v1/withdrawals", body, key);
    expect(later.statusCode).toBe(201);
    expect(later.body).toBe(results[0]!.body);
    expect(await money.me(t.app, user.cookie)).toMatchObject({
      held: "25.00",
      available: "75.00",
      pendingWithdrawals: 1,
    });
    const emails = await t.app.db
      .select()
      .from(outbox)
      .where(sql`${outbox.props}->>'transactionId' = ${later.json().transactionId}`);
    expect(emails).toHaveLength(1);

    const other = await money.post(t.app, user.cookie, "/api/v1/withdrawals", { ...body, amount: "26" }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await money.me(t.app, user.cookie)).toMatchObject({ held: "25.00" });
  });

  it("refuses an unknown payment method as a field error, without writing", async () => {
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "50");
    const before = await money.countRows(t.app);
    const response = await money.post(t.app, user.cookie, "/api/v1/withdrawals", {
      paymentMethodId: "no-such-method",
      amount: "10",
      walletAddress: "0xabc",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ paymentMethodId: "Payment method not found" });
    expect(await money.countRows(t.app)).toEqual(before);
  });

  it("refuses beyond balance minus holds with 'Insufficient balance'; rejection releases the hold", async () => {
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "100");
    const first = await withdraw(user.cookie, "70");
    expect(first.statusCode).toBe(201);
    const before = await money.countRows(t.app);
    const second = await withdraw(user.cookie, "30.01");
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      message: "Insufficient balance",
    });
    expect(await money.countRows(t.app)).toEqual(before);
    expect((await withdraw(user.cookie, "30")).statusCode).toBe(201);

    expect((await money.reject(t.app, t.admin, first.json().id)).json()).toMatchObject({ status: "failed" });
    expect(await money.me(t.app, user.cookie)).toMatchObject({
      balance: "100.00",
      held: "30.00",
      available: "70.00",
    });
    expect((await money.approve(t.app, t.admin, first.json().id)).statusCode).toBe(409);
    expect((await money.reject(t.app, t.admin, first.json().id)).statusCode).toBe(409);
  });

  it("an admin cannot take the balance below what pending withdrawals hold", async () => {
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "100");
    expect((await withdraw(user.cookie, "80")).statusCode).toBe(201);
    const response = await money.adjust(t.app, t.admin, user.user.id, "balance", "-30");
    expect(response.statusCode).toBe(422);
    expect((await money.adjust(t.app, t.admin, user.user.id, "balance", "-20")).statusCode).toBe(201);
  });

  it("validates with the spec's messages and refuses bad input without writing", async () => {
    const user = await money.activeUser(t.app);
    await money.fund(t.app, t.admin, user.cookie, t.methodId, "50");
    const before = await money.countRows(t.app);
    const empty = await money.post(t.app, user.cookie, "/api/v1/withdrawals", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      paymentMethodId: "Please select a payment method",
      amount: "Please enter an amount",
      walletAddress: "Please enter a wallet address",
    });
    expect((await withdraw(user.cookie, "10", "   ")).json().error.fields.walletAddress).toBe(
      "Please enter a wallet address",
    );
    for (const amount of ["-1", "0", "NaN", "1.234", "1000000000000000000", "ten", ""]) {
      const response = await withdraw(user.cookie, amount);
      expect(response.statusCode, amount).toBe(400);
    }
    expect((await withdraw(user.cookie, "50.01")).statusCode).toBe(422);
    expect(await money.countRows(t.app)).toEqual(before);
  });

  it("inactive users cannot withdraw; the fee is shown before submitting", async () => {
    const inactive = await signUp(t.app);
    const response = await withdraw(inactive.cookie, "10");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("Account is not active");
    const quote = await call(t.app, {
      method: "GET",
      url: "/api/v1/withdrawals/fee?amount=250",
      cookie: inactive.cookie,
    });
    expect(quote.json()).toEqual({ percent: 10, amount: "250.00", fee: "25.00", netAmount: "225.00" });
  });
});
