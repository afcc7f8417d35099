import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cents } from "../../shared/money";
import { createAdjustment } from "../adjustments/create-adjustment";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { journalEntries, ledgerAccounts, paymentMethods, postings, users } from "../db/schema";
import { createDeposit } from "../deposits/create-deposit";
import { AppError } from "../http/errors";
import { createTestApp, type TestApp } from "../test/test-app";
import { claimProfit } from "../trades/claim-profit";
import { createTrade } from "../trades/create-trade";
import { approveTransaction } from "../transactions/approve-transaction";
import { rejectTransaction } from "../transactions/reject-transaction";
import { createWithdrawal } from "../withdrawals/create-withdrawal";
import { accountId, systemAccount, userAccount } from "./accounts";
import { getWallet } from "./get-wallet";
import { type EntryInput, postEntry } from "./post-entry";
import { verifyLedger } from "./verify-ledger";

/** A simple reference model of one user's money. */
interface Model {
  balance: bigint;
  profit: bigint;
  bonus: bigint;
  hold: bigint;
  trade: bigint | null;
  pending: { id: string; kind: "deposit" | "withdrawal"; amount: bigint }[];
}

const FEE_PERCENT = 10;
const amount = fc.bigInt({ min: 1n, max: 300_000n });
const op = fc.oneof(
  fc.record({ op: fc.constant("deposit" as const), user: fc.nat(1), amount }),
  fc.record({ op: fc.constant("withdraw" as const), user: fc.nat(1), amount }),
  fc.record({
    op: fc.constant("decide" as const),
    user: fc.nat(1),
    index: fc.nat(5),
    approve: fc.boolean(),
  }),
  fc.record({
    op: fc.constant("invest" as const),
    user: fc.nat(1),
    amount: fc.bigInt({ min: 69_900n, max: 99_900n }),
  }),
  fc.record({
    op: fc.constant("profit" as const),
    user: fc.nat(1),
    amount: fc.bigInt({ min: -5_000n, max: 50_000n }),
  }),
  fc.record({ op: fc.constant("claim" as const), user: fc.nat(1) }),
  fc.record({
    op: fc.constant("adjust" as const),
    user: fc.nat(1),
    account: fc.constantFrom("balance" as const, "bonus" as const),
    amount: fc.bigInt({ min: -100_000n, max: 100_000n }).filter((v) => v !== 0n),
  }),
);

describe("ledger property: random operations match a reference model", () => {
  let t: TestApp;
  let db: Db;
  let methodId: string;
  const admin: Actor = { userId: "", sessionId: "s", role: "admin", isActive: true };
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.db;
    const [row] = await db.select({ id: users.id }).from(users).limit(1);
    admin.userId = row!.id;
    methodId = randomUUID();
    await db.insert(paymentMethods).values({ id: methodId, code: "prop", name: "Prop", address: "a" });
  });
  afterAll(() => t.close());

  async function newUser(): Promise<Actor> {
    const id = randomUUID();
    await db
      .insert(users)
      .values({ id, name: "P", email: `${id}@example.com`, referralId: id, isActive: true });
    return { userId: id, sessionId: "s", role: "user", isActive: true };
  }

  /** A new user with a pending $1.00 deposit: the transaction row the entries below are posted for. */
  async function userWithDeposit() {
    const actor = await newUser();
    const record = await createDeposit(db, actor, { paymentMethodId: methodId, amount: cents(100n) });
    return { actor, record };
  }
  /** Posts an entry of `postings` for the transaction row `transactionRowId`, in a transaction of its own. */
  const postFor = (transactionRowId: string, kind: string, entryPostings: EntryInput["postings"]) =>
    db.transaction((tx) => postEntry(tx, { kind, transactionRowId, actorId: null, postings: entryPostings }));
  /** No journal entry was written for the transaction row, and the ledger still verifies. */
  async function expectNothingWritten(transactionRowId: string) {
    const written = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.transactionRowId, transactionRowId));
    expect(written).toEqual([]);
    expect((await verifyLedger(db)).problems).toEqual([]);
  }
  /** An admin's adjustment of the user's `account`, in cents. */
  const adjustment = (actor: Actor, account: "balance" | "bonus" | "profit", amount: bigint) =>
    createAdjustment(db, admin, { userId: actor.userId, account, amount: cents(amount) });

  /** Runs `action`; returns the error code of a refusal (AppError) or null on success. */
  async function attempt(action: () => Promise<unknown>): Promise<string | null> {
    try {
      await action();
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  }

  it("keeps every balance equal to the model and the ledger consistent", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 15 }), async (ops) => {
        const actors = [await newUser(), await newUser()];
        const models: Model[] = actors.map(() => ({
          balance: 0n,
          profit: 0n,
          bonus: 0n,
          hold: 0n,
          trade: null,
          pending: [],
        }));
        for (const step of ops) {
          const actor = actors[step.user]!;
          const m = models[step.user]!;
          switch (step.op) {
            case "deposit": {
              const tx = await createDeposit(db, actor, {
                paymentMethodId: methodId,
                amount: cents(step.amount),
              });
              m.pending.push({ id: tx.id, kind: "deposit", amount: step.amount });
              break;
            }
            case "withdraw": {
              let id = "";
              const code = await attempt(async () => {
                id = (
                  await createWithdrawal(
                    db,
                    actor,
                    { paymentMethodId: methodId, amount: cents(step.amount), walletAddress: "w" },
                    { feePercent: FEE_PERCENT },
                  )
                ).id;
              });
              const ok = step.amount <= m.balance - m.hold;
              expect(code).toBe(ok ? null : "INSUFFICIENT_BALANCE");
              if (ok) {
                m.hold += step.amount;
                m.pending.push({ id, kind: "withdrawal", amount: step.amount });
              }
              break;
            }
            case "decide": {
              const item = m.pending[step.index % Math.max(1, m.pending.length)];
              if (!item) break;
              m.pending = m.pending.filter((p) => p !== item);
              if (step.approve) {
                await approveTransaction(db, admin, { id: item.id });
                if (item.kind === "deposit") m.balance += item.amount;
                else {
                  m.hold -= item.amount;
                  m.balance -= item.amount;
                }
              } else {
                await rejectTransaction(db, admin, { id: item.id });
                if (item.kind === "withdrawal") m.hold -= item.amount;
              }
              expect(await attempt(() => approveTransaction(db, admin, { id: item.id }))).toBe(
                "TRANSACTION_NOT_PENDING",
              );
              break;
            }
            case "invest": {
              const code = await attempt(() =>
                createTrade(db, actor, { planId: "basic", amount: cents(step.amount) }),
              );
              const expected =
                m.trade !== null
                  ? "TRADE_ALREADY_ACTIVE"
                  : step.amount > m.balance - m.hold
                    ? "INSUFFICIENT_BALANCE"
                    : null;
              expect(code).toBe(expected);
              if (!expected) {
                m.trade = step.amount;
                m.balance -= step.amount;
              }
              break;
            }
            case "profit": {
              const code = await attempt(() => adjustment(actor, "profit", step.amount));
              const ok = m.profit + step.amount >= 0n && step.amount !== 0n;
              expect(code).toBe(ok ? null : step.amount === 0n ? "BAD_REQUEST" : "BELOW_ZERO");
              if (ok) m.profit += step.amount;
              break;
            }
            case "claim": {
              const code = await attempt(() => claimProfit(db, actor));
              const expected = m.trade === null ? "NO_ACTIVE_TRADE" : m.profit <= 0n ? "NO_PROFIT" : null;
              expect(code).toBe(expected);
              if (!expected) {
                m.balance += m.trade! + m.profit;
                m.profit = 0n;
                m.trade = null;
              }
              break;
            }
            case "adjust": {
              const code = await attempt(() => adjustment(actor, step.account, step.amount));
              const after = m[step.account] + step.amount;
              const expected =
                after < 0n
                  ? "BELOW_ZERO"
                  : step.account === "balance" && after < m.hold
                    ? "BELOW_HELD"
                    : null;
              expect(code).toBe(expected);
              if (!expected) m[step.account] = after;
              break;
            }
          }
        }
        for (let i = 0; i < actors.length; i++) {
          const wallet = await getWallet(db, actors[i]!.userId);
          const m = models[i]!;
          expect(wallet).toEqual({ balance: m.balance, profit: m.profit, bonus: m.bonus, hold: m.hold });
        }
        const report = await verifyLedger(db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it("postEntry refuses entries that do not sum to zero, and overdrafts of user accounts", async () => {
    const { actor, record } = await userWithDeposit();
    await expect(
      postFor(record.id, "broken", [
        { account: userAccount(actor.userId, "balance"), amount: 100n },
        { account: systemAccount("deposits-clearing"), amount: -99n },
      ]),
    ).rejects.toThrow(/does not balance/);
    await expect(
      postFor(record.id, "overdraft", [
        { account: userAccount(actor.userId, "balance"), amount: -1n },
        { account: systemAccount("adjustments"), amount: 1n },
      ]),
    ).rejects.toThrow(/Insufficient balance/);
    await expectNothingWritten(record.id);
  });

  it("postEntry refuses an account that does not exist, and writes nothing", async () => {
    const { record } = await userWithDeposit();
    await expect(
      postFor(record.id, "ghost", [
        { account: userAccount("no-such-user", "balance"), amount: 100n },
        { account: systemAccount("deposits-clearing"), amount: -100n },
      ]),
    ).rejects.toThrow(); // the postings' foreign key refuses it at the end of the statement
    await expectNothingWritten(record.id);
  });

  it("every user has their four ledger accounts from the start", async () => {
    const actor = await newUser();
    const rows = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, actor.userId));
    expect(rows.map((row) => row.kind).sort()).toEqual(["balance", "bonus", "hold", "profit"]);
    expect(rows.every((row) => row.balance === 0n)).toBe(true);
  });

  it("verifyLedger finds a tampered cached balance and an unbalanced posting", async () => {
    const actor = await newUser();
    await adjustment(actor, "balance", 500n);
    const id = accountId(userAccount(actor.userId, "balance"));
    await db.update(ledgerAccounts).set({ balance: 501n }).where(eq(ledgerAccounts.id, id));
    const report = await verifyLedger(db);
    expect(report.ok).toBe(false);
    expect(report.problems.join("\n")).toContain(`account ${id}: cached 501 but postings sum to 500`);
    const [entry] = await db.select().from(journalEntries).limit(1);
    await db.insert(postings).values({ entryId: entry!.id, accountId: id, amount: 1n });
    expect((await verifyLedger(db)).problems.join("\n")).toMatch(/postings sum to 1 over/);
  });
});
