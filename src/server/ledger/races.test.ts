import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../db/schema";
import { ORIGIN } from "../test/test-app";
import { activeUser, deposit, fund, me, useMoneyApp } from "./money-test-kit";

/** Real parallel HTTP requests: only PostgreSQL has more than one connection (PGlite has one). */
describe.skipIf(!process.env.DATABASE_URL)("races on PostgreSQL (parallel HTTP)", () => {
  const t = useMoneyApp();
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  async function send(cookie: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }
  const tally = (results: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it("50 parallel withdrawals whose sum exceeds the balance: only the affordable ones succeed", async () => {
    const user = await activeUser(t.app);
    await fund(t.app, t.admin, user.cookie, t.methodId, "1000");
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(user.cookie, "/api/v1/withdrawals", {
          paymentMethodId: t.methodId,
          amount: "30",
          walletAddress: "w",
        }),
      ),
    );
    expect(tally(results)).toEqual({ 201: 33, 422: 17 });
    expect(await me(t.app, user.cookie)).toMatchObject({
      balance: "1000.00",
      held: "990.00",
      available: "10.00",
      pendingWithdrawals: 33,
    });
  });

  it("20 parallel approvals of one transaction: exactly one succeeds", async () => {
    const user = await activeUser(t.app);
    const created = await deposit(t.app, user.cookie, t.methodId, "75");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(t.admin, `/api/v1/admin/transactions/${created.id}/${i % 4 === 0 ? "reject" : "approve"}`),
      ),
    );
    expect(tally(results)[200]).toBe(1);
    expect(tally(results)[409]).toBe(19);
    const winner = results.find((r) => r.status === 200)!.body;
    expect((await me(t.app, user.cookie)).balance).toBe(winner.status === "success" ? "75.00" : "0.00");
  });

  it("20 parallel replays of one Idempotency-Key: one record, the same response", async () => {
    const user = await activeUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(
          user.cookie,
          "/api/v1/deposits",
          { paymentMethodId: t.methodId, amount: "12.34" },
          {
            "idempotency-key": "same-key",
          },
        ),
      ),
    );
    expect(tally(results)).toEqual({ 201: 20 });
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const rows = await t.app.db.select().from(transactions).where(eq(transactions.userId, user.user.id));
    expect(rows).toHaveLength(1);
  });

  it("invest and withdraw racing for the same money: exactly one wins", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => activeUser(t.app)));
    for (const user of users) await fund(t.app, t.admin, user.cookie, t.methodId, "1000");
    const results = await Promise.all(
      users.flatMap((user) => [
        send(user.cookie, "/api/v1/trades", { planId: "basic", amount: "800" }),
        send(user.cookie, "/api/v1/withdrawals", {
          paymentMethodId: t.methodId,
          amount: "800",
          walletAddress: "w",
        }),
        send(user.cookie, "/api/v1/trades", { planId: "basic", amount: "900" }),
      ]),
    );
    for (let i = 0; i < users.length; i++) {
      const mine = results.slice(i * 3, i * 3 + 3);
      expect(mine.filter((r) => r.status === 201)).toHaveLength(1);
      const state = await me(t.app, users[i]!.cookie);
      expect(BigInt(state.available.replace(".", ""))).toBeGreaterThanOrEqual(0n);
      expect(["200.00", "100.00"]).toContain(state.available);
    }
  });
});
