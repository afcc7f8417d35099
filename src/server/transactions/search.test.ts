import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../db/schema";
import { createTestApp, signUp, type TestApp } from "../test/test-app";
import { listTransactions } from "./list-transactions";

/** The id search (index on the part after "tnx-", whole text checked by position) keeps substring semantics. */
describe("transaction search by id", () => {
  let t: TestApp;
  let userId: string;
  const ids = ["TNX-123456", "TNX-12345678", "TNX-654321"];
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await signUp(t.app)).user.id;
    await t.app.db.insert(transactions).values(
      ids.map(
        (transactionId) =>
          ({
            id: randomUUID(),
            userId,
            transactionId,
            kind: "deposit",
            type: "credit",
            status: "pending",
            amount: 100n,
            description: "Deposit via Bitcoin",
            crypto: "Bitcoin",
          }) satisfies typeof transactions.$inferInsert,
      ),
    );
  });
  afterAll(() => t.close());

  const search = async (q: string) =>
    (
      await listTransactions(
        t.app.db,
        { userId, sessionId: "s", role: "user", isActive: true },
        { search: q, limit: 20 },
      )
    ).items
      .map((item) => item.transactionId)
      .sort();

  it("finds every id containing the text, whatever its case", async () => {
    expect(await search("TNX-123456")).toEqual(["TNX-123456", "TNX-12345678"]);
    expect(await search("tnx-1234567")).toEqual(["TNX-12345678"]);
    expect(await search("Tnx-654")).toEqual(["TNX-654321"]);
    expect(await search("TNX-")).toEqual(ids.slice().sort());
    expect(await search("tnx-12")).toEqual(["TNX-123456", "TNX-12345678"]);
    expect(await search("TNX-999")).toEqual([]);
  });

  it("treats LIKE wildcards literally in an id search", async () => {
    expect(await search("TNX-12%")).toEqual([]);
    expect(await search("TNX-1_3456")).toEqual([]);
    expect(await search("TNX-\\123")).toEqual([]);
  });
});
