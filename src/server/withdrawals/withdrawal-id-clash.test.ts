/**
 * A withdrawal is written in one statement (record, admins' email, hold). When its random TNX id
 * is taken, that statement writes nothing and is run again with a new id: one record, one email
 * and one hold per request, never a second of either from the attempt that clashed.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { journalEntries, outbox, transactions } from "../db/schema";

/** The next values node:crypto's randomInt returns (the TNX id digits); empty: random as usual. */
const forcedRandomInts = vi.hoisted(() => [] as number[]);
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return {
    ...actual,
    randomInt: (min: number, max: number) => forcedRandomInts.shift() ?? actual.randomInt(min, max),
  };
});
// Test files share their worker's modules (isolate: false in vitest.config.ts): load the app again,
// so that it sees the mock above even when another file loaded it first.
vi.resetModules();
const { activeUser, expectLedgerConsistent, fund, me, post, useMoneyApp } = await import(
  "../ledger/money-test-kit"
);

describe("withdrawals: a taken transaction id", () => {
  const t = useMoneyApp({ paymentMethod: "Ethereum" });

  it("is retried with a new id, and the clashing attempt writes nothing", async () => {
    const user = await activeUser(t.app);
    await fund(t.app, t.admin, user.cookie, t.methodId, "1000");
    const withdraw = (amount: string) =>
      post(t.app, user.cookie, "/api/v1/withdrawals", {
        paymentMethodId: t.methodId,
        amount,
        walletAddress: "0xabc",
      });

    forcedRandomInts.push(424242);
    const first = await withdraw("100");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().transactionId).toBe("TNX-424242");

    forcedRandomInts.push(424242, 515151);
    const second = await withdraw("200");
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().transactionId).toBe("TNX-515151");
    expect(forcedRandomInts).toEqual([]);

    const records = await t.app.db
      .select({ transactionId: transactions.transactionId, amount: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.userId, user.user.id), eq(transactions.kind, "withdrawal")));
    expect(records.sort((a, b) => a.transactionId.localeCompare(b.transactionId))).toEqual([
      { transactionId: "TNX-424242", amount: 10_000n },
      { transactionId: "TNX-515151", amount: 20_000n },
    ]);
    const emails = await t.app.db
      .select({ transactionId: sql<string>`${outbox.props}->>'transactionId'` })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "withdrawal-request"),
          sql`${outbox.props}->>'transactionId' in ('TNX-424242', 'TNX-515151')`,
        ),
      );
    expect(emails.map((email) => email.transactionId).sort()).toEqual(["TNX-424242", "TNX-515151"]);
    const holds = await t.app.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, "withdrawal-hold"), eq(journalEntries.actorId, user.user.id)));
    expect(holds).toHaveLength(2);
    expect(await me(t.app, user.cookie)).toMatchObject({ held: "300.00", available: "700.00" });
    await expectLedgerConsistent(t.app);
  });
});
