import { beforeAll, describe, expect, it } from "vitest";
import * as money from "../ledger/money-test-kit";
import { call } from "../test/test-app";

describe("transaction lists, search, scoping and idempotency", () => {
  const t = money.useMoneyApp({ paymentMethod: "Bitcoin" });
  const btc = () => t.methodId;
  let eth: string;
  beforeAll(async () => {
    eth = (await money.addPaymentMethod(t.app, t.admin, "Ethereum")).id;
  });

  const list = (cookie: string, query = "") =>
    call(t.app, { method: "GET", url: `/api/v1/transactions${query}`, cookie });

  it("lists newest first with an opaque cursor (default 20, max 100)", async () => {
    const user = await money.activeUser(t.app);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await money.deposit(t.app, user.cookie, btc(), `${i}`)).id);
    const first = (await list(user.cookie, "?limit=2")).json();
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([ids[4], ids[3]]);
    const second = (await list(user.cookie, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    const third = (await list(user.cookie, `?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
    expect((await list(user.cookie)).json().items).toHaveLength(5);
    expect((await list(user.cookie, "?limit=101")).statusCode).toBe(400);
    expect((await list(user.cookie, "?limit=0")).statusCode).toBe(400);
    expect((await list(user.cookie, "?cursor=garbage")).statusCode).toBe(400);
  });

  it("searches case-insensitively on transaction id, crypto and description", async () => {
    const user = await money.activeUser(t.app);
    const a = await money.deposit(t.app, user.cookie, btc(), "10");
    const b = await money.deposit(t.app, user.cookie, eth, "20");
    const search = async (q: string) =>
      (await list(user.cookie, `?search=${encodeURIComponent(q)}`))
        .json()
        .items.map((i: { id: string }) => i.id);
    expect(await search("ethereum")).toEqual([b.id]);
    expect(await search("BITCOIN")).toEqual([a.id]);
    expect(await search(a.transactionId.toLowerCase())).toEqual([a.id]);
    expect(await search("deposit via")).toEqual([b.id, a.id]);
    expect(await search("%")).toEqual([]);
    expect(await search("nothing like this")).toEqual([]);
  });

  it("another user's ids give 404 and never their data", async () => {
    const owner = await money.activeUser(t.app);
    const other = await money.activeUser(t.app);
    const mine = await money.deposit(t.app, owner.cookie, btc(), "10");
    const own = await call(t.app, {
      method: "GET",
      url: `/api/v1/transactions/${mine.id}`,
      cookie: owner.cookie,
    });
    expect(own.statusCode).toBe(200);
    const theirs = await call(t.app, {
      method: "GET",
      url: `/api/v1/transactions/${mine.id}`,
      cookie: other.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(mine.transactionId);
    expect((await list(other.cookie)).json().items).toEqual([]);
    expect((await list(other.cookie, `?search=${mine.transactionId}`)).json().items).toEqual([]);
    // A user cannot approve (admin only), not even their own.
    expect((await money.approve(t.app, other.cookie, mine.id)).statusCode).toBe(403);
  });

  it("admins list everyone's transactions, filtered by user and search", async () => {
    const user = await money.activeUser(t.app);
    const created = await money.deposit(t.app, user.cookie, eth, "33");
    const all = await call(t.app, {
      method: "GET",
      url: `/api/v1/admin/transactions?userId=${user.user.id}`,
      cookie: t.admin,
    });
    expect(all.json().items).toHaveLength(1);
    expect(all.json().items[0]).toMatchObject({
      id: created.id,
      user: { id: user.user.id, email: user.user.email },
    });
    const found = await call(t.app, {
      method: "GET",
      url: `/api/v1/admin/transactions?search=${created.transactionId}`,
      cookie: t.admin,
    });
    expect(found.json().items.map((i: { id: string }) => i.id)).toEqual([created.id]);
    expect(
      (await call(t.app, { method: "GET", url: "/api/v1/admin/transactions", cookie: user.cookie }))
        .statusCode,
    ).toBe(403);
  });

  it("Idempotency-Key: same key and body replay the first response; a different body is 409", async () => {
    const user = await money.activeUser(t.app);
    const headers = { "idempotency-key": "deposit-123" };
    const body = { paymentMethodId: btc(), amount: "15" };
    const first = await money.post(t.app, user.cookie, "/api/v1/deposits", body, headers);
    expect(first.statusCode).toBe(201);
    const before = await money.countRows(t.app);
    const replay = await money.post(
      t.app,
      user.cookie,
      "/api/v1/deposits",
      { paymentMethodId: btc(), amount: "15.00" },
      headers,
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const different = await money.post(
      t.app,
      user.cookie,
      "/api/v1/deposits",
      { ...body, amount: "16" },
      headers,
    );
    expect(different.statusCode).toBe(409);
    expect(different.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await money.countRows(t.app)).toEqual(before);

    // Keys are per user: another user's same key is independent.
    const other = await money.activeUser(t.app);
    expect((await money.post(t.app, other.cookie, "/api/v1/deposits", body, headers)).json().id).not.toBe(
      first.json().id,
    );

    // An approval replays too, instead of a 409.
    const approveHeaders = { "idempotency-key": `approve-${first.json().id}` };
    const url = `/api/v1/admin/transactions/${first.json().id}/approve`;
    const approved = await money.post(t.app, t.admin, url, undefined, approveHeaders);
    expect(approved.statusCode).toBe(200);
    expect((await money.post(t.app, t.admin, url, undefined, approveHeaders)).json()).toEqual(
      approved.json(),
    );

    // A refused request stores nothing, so the key can be retried once it would succeed.
    const withdraw = { paymentMethodId: btc(), amount: "100", walletAddress: "w" };
    const key = { "idempotency-key": "withdraw-1" };
    expect((await money.post(t.app, user.cookie, "/api/v1/withdrawals", withdraw, key)).statusCode).toBe(422);
    await money.fund(t.app, t.admin, user.cookie, btc(), "100");
    expect((await money.post(t.app, user.cookie, "/api/v1/withdrawals", withdraw, key)).statusCode).toBe(201);

    const bad = await money.post(t.app, user.cookie, "/api/v1/deposits", body, {
      "idempotency-key": "x".repeat(256),
    });
    expect(bad.statusCode).toBe(400);
  });
});
