/**
 * The role matrix (issue 5): EVERY /api/v1 route, read from the app's own route table, is called as
 * an anonymous visitor, an inactive user, an active user (who owns the data of :id routes), another
 * active user, and an admin, and each answer is checked against what the route's access level
 * allows: 401 without a session, 403 for a role below the route's level, 404 for someone else's
 * record, and the route's success status otherwise.
 *
 * A route without a case below fails the first test: adding a route means saying here how to call it.
 *
 * Identity verification (issue 32) is on: the owner, the other user and the admin are verified
 * (level 2), so the table above is about roles. The level axis is the last test: every money
 * route called by users at levels 0, 1 and 2.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSESSMENT_QUESTIONS } from "../../shared/appropriateness";
import type { Access } from "../../shared/contract/endpoint";
import { copies, paymentMethods, traders, tradingAccounts, users } from "../db/schema";
import type { RouteEntry } from "../http/route-table";
import {
  activeUser,
  addPaymentMethod,
  adjust,
  deposit,
  expectLedgerConsistent,
  post,
} from "../ledger/money-test-kit";
import { openEventStream } from "../test/event-stream";
import { call, createTestApp, signIn, signInAdmin, signUp, type TestApp } from "../test/test-app";
import {
  documentForm,
  markVerified,
  photo,
  reachLevel1,
  setGrantedLevel,
  submitCase,
} from "../verification/verification-test-kit";

const ROLES = ["anonymous", "inactive", "owner", "other", "admin"] as const;
type Role = (typeof ROLES)[number];

interface Session {
  cookie: string;
  userId: string;
}

interface Request {
  url: string;
  payload?: object | Buffer | undefined;
  headers?: Record<string, string>;
}

interface Case {
  /** Status of an allowed call. */
  ok: number;
  /** The route reads a record of the owner: anyone else (admin included) gets 404 for it. */
  owned?: boolean;
  /** With `owned`: admins may read it too (verification documents, which they review). */
  adminReads?: boolean;
  /** A server-sent events stream (called over a real socket; inject() would never finish). */
  stream?: boolean;
  /** Builds a valid request for this caller (a fresh target where the call changes it). */
  request(caller: Role, session: Session | null): Promise<Request> | Request;
  /** Extra checks on an allowed answer (e.g. no one else's data in a list). */
  check?(response: LightMyRequestResponse, caller: Role): void;
}

/** Expected status from the access level alone (plus ownership). */
function expectedStatus(access: Access, role: Role, routeCase: Case): number {
  if (access === "public") return routeCase.ok;
  if (role === "anonymous") return 401;
  if (access === "admin" && role !== "admin") return 403;
  if (access === "active" && role === "inactive") return 403;
  if (routeCase.owned && role !== "owner" && !(routeCase.adminReads && role === "admin")) return 404;
  return routeCase.ok;
}

function multipartPng(data: Buffer) {
  const boundary = `----ste${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("role matrix: every /api/v1 route x anonymous, inactive, owner, other user, admin", () => {
  let t: TestApp;
  let baseUrl: string;
  const sessions = {} as Record<Exclude<Role, "anonymous">, Session>;
  let methodId: string;
  let ownerTransaction: { id: string; transactionId: string };
  let png: Buffer;
  let serial = 0;
  /** A second admin: an admin never adjusts their own money (four-eyes), so this one funds the first. */
  let helperCookie: string;
  const funder = (userId: string) =>
    userId === sessions.admin.userId ? helperCookie : sessions.admin.cookie;

  beforeAll(async () => {
    t = await createTestApp({ MARKET_FEED_URL: "off", CONTACT_RATE_LIMIT: "1000", KYC_REQUIRED: "true" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const adminCookie = await signInAdmin(t.app);
    const [adminRow] = await t.app.db.select().from(users).where(eq(users.role, "admin")).limit(1);
    sessions.admin = { cookie: adminCookie, userId: adminRow!.id };
    const inactive = await signUp(t.app, { name: "Ivy Inactive" });
    sessions.inactive = { cookie: inactive.cookie, userId: inactive.user.id };
    const owner = await activeUser(t.app, { name: "Owen Owner" });
    sessions.owner = { cookie: owner.cookie, userId: owner.user.id };
    const other = await activeUser(t.app, { name: "Otto Other" });
    sessions.other = { cookie: other.cookie, userId: other.user.id };
    for (const role of ["inactive", "owner", "other", "admin"] as const)
      await markVerified(t.app, sessions[role].userId);
    methodId = (await addPaymentMethod(t.app, adminCookie)).id;
    // Money for trades and withdrawals, profit to claim.
    const helper = await activeUser(t.app, { name: "Hal Helper" });
    await t.app.db.update(users).set({ role: "admin" }).where(eq(users.id, helper.user.id));
    await markVerified(t.app, helper.user.id);
    helperCookie = await signIn(t.app, helper.user.email, helper.password);
    for (const role of ["owner", "other", "admin"] as const) {
      const userId = sessions[role].userId;
      expect((await adjust(t.app, funder(userId), userId, "balance", "100000")).statusCode).toBe(201);
    }
    ownerTransaction = await deposit(t.app, owner.cookie, methodId, "10.00");
    png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const next = () => {
    serial += 1;
    return serial;
  };
  /** A user straight in the database: a cheap target for the admin user actions. */
  const insertUser = async (overrides: Partial<typeof users.$inferInsert> = {}) => {
    const id = randomUUID();
    await t.app.db.insert(users).values({
      id,
      name: `Target ${next()}`,
      email: `target.${id}@example.com`,
      referralId: `target${id.slice(0, 8)}`,
      country: "Kenya",
      ...overrides,
    });
    return id;
  };
  /** An active user at verification level 2 (traders must be). */
  const insertVerifiedUser = async () => {
    const id = await insertUser({ isActive: true });
    await markVerified(t.app, id);
    return id;
  };
  const insertMethod = async (proposal: Partial<typeof paymentMethods.$inferInsert> = {}) => {
    const id = randomUUID();
    await t.app.db
      .insert(paymentMethods)
      .values({ id, code: `m${id.slice(0, 8)}`, name: "Tmp", address: "tmp", ...proposal });
    return id;
  };
  /** A method whose new address another user proposed (four-eyes), and the decision's request. */
  const decideProposedAddress = (decision: "approve" | "reject"): Case => ({
    ok: 200,
    request: async () => ({
      url: `/api/v1/admin/payment-methods/${await insertMethod({ proposedAddress: "proposed", addressProposedBy: sessions.owner.userId, addressProposedAt: new Date() })}/address/${decision}`,
      payload: { address: "proposed" },
    }),
  });
  const pendingDeposit = async () => (await deposit(t.app, sessions.owner.cookie, methodId, "5.00")).id;
  const allowed = (role: Role, access: Access) =>
    expectedStatus(access, role, { ok: 200, request: () => ({ url: "" }) }) === 200;
  const currentTrade = async (session: Session) =>
    (await call(t.app, { method: "GET", url: "/api/v1/trades/current", cookie: session.cookie })).json()
      .trade;

  /** The owner's practice trading account (made on their first list). */
  let ownerPracticeId: string | undefined;
  const ownerPractice = async () => {
    ownerPracticeId ??= (
      await call(t.app, { method: "GET", url: "/api/v1/trading/accounts", cookie: sessions.owner.cookie })
    ).json()[0].id as string;
    return ownerPracticeId;
  };
  /** An order in the owner's practice account (ETHUSD: simulated prices are fine there). */
  const ownerOrder = async () => ({
    accountId: await ownerPractice(),
    symbol: "ETHUSD",
    side: "buy",
    quantity: "0.01",
    leverage: 1,
  });
  /** A fresh open position of the owner. */
  const ownerPosition = async () => {
    const response = await post(t.app, sessions.owner.cookie, "/api/v1/orders", await ownerOrder());
    expect(response.statusCode, response.body).toBe(201);
    return response.json().position.id as string;
  };

  /** Makes `userId` a trader straight in the database. */
  const insertTrader = (userId: string, displayName: string) =>
    t.app.db.insert(traders).values({
      userId,
      displayName,
      profitSharePercent: 10,
      createdBy: sessions.admin.userId,
    });
  /** A new practice copy (issue 13) of a fresh trader (practice copies need nothing more). */
  const newCopy = async () => {
    const traderId = await insertUser({ isActive: true });
    await insertTrader(traderId, `Trader ${next()}`);
    return { traderId, amount: "200", stopLossPercent: 50, mode: "practice" };
  };
  /** A new practice copy of the owner. */
  const ownerCopy = async () => {
    const response = await post(t.app, sessions.owner.cookie, "/api/v1/copies", await newCopy());
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  let ownerCopyId: string | undefined;
  const anOwnerCopy = async () => {
    ownerCopyId ??= await ownerCopy();
    return ownerCopyId;
  };

  /** The owner's uploaded selfie (made on first use). */
  let ownerDocumentUrl: string | undefined;
  const ownerDocument = async () => {
    if (!ownerDocumentUrl) {
      const response = await call(t.app, {
        method: "POST",
        url: "/api/v1/verification/documents",
        cookie: sessions.owner.cookie,
        ...documentForm({ kind: "selfie" }, { data: await photo() }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ownerDocumentUrl = response.json().fileUrl as string;
    }
    return ownerDocumentUrl;
  };
  /** A pending verification case of a new user, for the admins to decide. */
  const pendingCase = async () => {
    const user = await activeUser(t.app, { name: `Applicant ${next()}` });
    await reachLevel1(t.app, user.cookie, user.user.id);
    return submitCase(t.app, user.cookie, user.user.id, `RM${next()}X${user.user.id.slice(0, 6)}`);
  };
  let aCaseId: string | undefined;
  const aCase = async () => {
    aCaseId ??= await pendingCase();
    return aCaseId;
  };

  /** A list route: the owner's record (`ownerRecord`, made on the first call) is in the owner's list only. */
  const listWithOwnerRecord = (url: string, ownerRecord: () => Promise<string>): Case => {
    let ownerId: string | undefined;
    return {
      ok: 200,
      request: async () => {
        ownerId = await ownerRecord();
        return { url };
      },
      check: (response, caller) => {
        const ids = (response.json() as { id: string }[]).map((item) => item.id);
        if (caller === "owner") expect(ids).toContain(ownerId);
        else expect(ids).not.toContain(ownerId);
      },
    };
  };
  /** `action` on a fresh copy of the owner. */
  const ownerCopyAction = (action: string, payload: object = {}): Case => ({
    ok: 200,
    owned: true,
    request: async () => ({ url: `/api/v1/copies/${await ownerCopy()}/${action}`, payload }),
  });
  /** An admin action on a fresh user straight in the database: its URL is the user's plus `suffix`. */
  const onInsertedUser = (
    ok: number,
    suffix: string,
    user: Partial<typeof users.$inferInsert> = {},
  ): Case => ({
    ok,
    request: async () => ({ url: `/api/v1/admin/users/${await insertUser(user)}${suffix}` }),
  });
  const openBasicTrade = (session: Session) =>
    post(t.app, session.cookie, "/api/v1/trades", { planId: "basic", amount: "699" });
  /** Ends the session's running trade by claiming a profit of $1 that `funderCookie` adjusts in. */
  const claimRunningTrade = async (session: Session, funderCookie: string) => {
    await adjust(t.app, funderCookie, session.userId, "profit", "1");
    await post(t.app, session.cookie, "/api/v1/trades/current/claim");
  };

  const cases: Record<string, Case> = {
    // Trading (issue 12): only the owner's accounts and positions
    "GET /api/v1/trading/accounts": listWithOwnerRecord("/api/v1/trading/accounts", ownerPractice),
    "POST /api/v1/trading/accounts/:id/reset": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/trading/accounts/${await ownerPractice()}/reset` }),
    },
    "POST /api/v1/trading/accounts/:id/transfers": {
      // The owner's account is a practice one: transfers are refused (422) once access is granted.
      ok: 422,
      owned: true,
      request: async () => ({
        url: `/api/v1/trading/accounts/${await ownerPractice()}/transfers`,
        payload: { direction: "in", amount: "1.00" },
      }),
    },
    "POST /api/v1/orders": {
      ok: 201,
      owned: true,
      request: async () => ({ url: "/api/v1/orders", payload: await ownerOrder() }),
    },
    "GET /api/v1/positions": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/positions?accountId=${await ownerPractice()}` }),
    },
    "POST /api/v1/positions/:id/close": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/positions/${await ownerPosition()}/close`, payload: {} }),
    },
    "PATCH /api/v1/positions/:id": {
      ok: 200,
      owned: true,
      request: async () => ({
        url: `/api/v1/positions/${await ownerPosition()}`,
        payload: { stopLoss: null },
      }),
    },
    "GET /api/v1/positions/closes": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/positions/closes?accountId=${await ownerPractice()}` }),
    },
    "GET /api/v1/admin/trading/exposure": {
      ok: 200,
      request: () => ({ url: "/api/v1/admin/trading/exposure" }),
    },

    // Copies (issue 13): only the owner's copies
    "POST /api/v1/copies": {
      ok: 201,
      request: async () => ({ url: "/api/v1/copies", payload: await newCopy() }),
    },
    "GET /api/v1/copies": listWithOwnerRecord("/api/v1/copies", anOwnerCopy),
    "GET /api/v1/copies/:id": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/copies/${await anOwnerCopy()}` }),
    },
    "PATCH /api/v1/copies/:id": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/copies/${await ownerCopy()}`, payload: { stopLossPercent: 40 } }),
    },
    "GET /api/v1/copies/:id/trades": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/copies/${await anOwnerCopy()}/trades` }),
    },
    "GET /api/v1/copies/:id/equity": {
      ok: 200,
      owned: true,
      request: async () => ({ url: `/api/v1/copies/${await anOwnerCopy()}/equity` }),
    },
    "POST /api/v1/copies/:id/pause": ownerCopyAction("pause"),
    "POST /api/v1/copies/:id/resume": {
      ok: 200,
      owned: true,
      request: async () => {
        const id = await ownerCopy();
        const paused = await post(t.app, sessions.owner.cookie, `/api/v1/copies/${id}/pause`, {});
        expect(paused.statusCode, paused.body).toBe(200);
        return { url: `/api/v1/copies/${id}/resume`, payload: {} };
      },
    },
    "POST /api/v1/copies/:id/stop": ownerCopyAction("stop"),
    "POST /api/v1/copies/:id/add-funds": ownerCopyAction("add-funds", { amount: "1" }),
    "POST /api/v1/copies/:id/remove-funds": ownerCopyAction("remove-funds", { amount: "1" }),

    // Public
    "GET /api/v1/plans": { ok: 200, request: () => ({ url: "/api/v1/plans" }) },
    "GET /api/v1/market/quotes": { ok: 200, request: () => ({ url: "/api/v1/market/quotes" }) },
    "GET /api/v1/market/candles": {
      ok: 200,
      request: () => ({ url: "/api/v1/market/candles?symbol=BTCUSDT" }),
    },
    "GET /api/v1/traders": { ok: 200, request: () => ({ url: "/api/v1/traders" }) },
    // No such trader: 404 for everyone (the page itself is public).
    "GET /api/v1/traders/:id": { ok: 404, request: () => ({ url: "/api/v1/traders/nobody" }) },
    "GET /api/v1/market-stats": { ok: 200, request: () => ({ url: "/api/v1/market-stats" }) },
    "POST /api/v1/contact": {
      ok: 201,
      request: () => ({
        url: "/api/v1/contact",
        payload: { fullName: "Casey Contact", email: "casey@example.com", message: "Hello there" },
      }),
    },

    // Signed in (any account, active or not): their own data only
    "GET /api/v1/me": {
      ok: 200,
      request: () => ({ url: "/api/v1/me" }),
      check: (response, caller) => expect(response.json().id).toBe(sessions[caller as "owner"].userId),
    },
    "PATCH /api/v1/me": {
      ok: 200,
      request: () => ({ url: "/api/v1/me", payload: { phone: `+1 555 ${1000 + next()}`, country: "Kenya" } }),
    },
    // Favourites and notifications (issue 31): the caller's own.
    "GET /api/v1/me/favourite-traders": { ok: 200, request: () => ({ url: "/api/v1/me/favourite-traders" }) },
    "POST /api/v1/traders/:id/favourite": {
      ok: 200,
      request: async () => {
        const traderId = await insertUser({ isActive: true });
        await insertTrader(traderId, `Watched ${next()}`);
        return { url: `/api/v1/traders/${traderId}/favourite`, payload: {} };
      },
    },
    "DELETE /api/v1/traders/:id/favourite": {
      ok: 200,
      request: async () => {
        const traderId = await insertUser({ isActive: true });
        await insertTrader(traderId, `Unwatched ${next()}`);
        return { url: `/api/v1/traders/${traderId}/favourite` };
      },
    },
    "GET /api/v1/notifications": { ok: 200, request: () => ({ url: "/api/v1/notifications" }) },
    "POST /api/v1/notifications/read": {
      ok: 200,
      request: () => ({ url: "/api/v1/notifications/read", payload: {} }),
    },
    // Appropriateness (issue 13): the caller's own answers (a passed result stands on a repeat).
    "GET /api/v1/me/appropriateness": { ok: 200, request: () => ({ url: "/api/v1/me/appropriateness" }) },
    "POST /api/v1/me/appropriateness": {
      ok: 200,
      request: () => ({
        url: "/api/v1/me/appropriateness",
        payload: { answers: Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.correct])) },
      }),
    },
    "PUT /api/v1/me/avatar": { ok: 200, request: () => ({ url: "/api/v1/me/avatar", ...multipartPng(png) }) },
    "GET /api/v1/payment-methods": { ok: 200, request: () => ({ url: "/api/v1/payment-methods" }) },
    "GET /api/v1/withdrawals/fee": {
      ok: 200,
      request: () => ({ url: "/api/v1/withdrawals/fee?amount=100" }),
    },
    "GET /api/v1/transactions": {
      ok: 200,
      request: () => ({ url: "/api/v1/transactions" }),
      check: (response, caller) => {
        const ids = response.json().items.map((item: { id: string }) => item.id);
        if (caller === "owner") expect(ids).toContain(ownerTransaction.id);
        else expect(ids).not.toContain(ownerTransaction.id);
      },
    },
    "GET /api/v1/transactions/:id": {
      ok: 200,
      owned: true,
      request: () => ({ url: `/api/v1/transactions/${ownerTransaction.id}` }),
    },
    "GET /api/v1/transactions/export.csv": {
      ok: 200,
      request: () => ({ url: "/api/v1/transactions/export.csv" }),
      check: (response, caller) => {
        if (caller !== "owner") expect(response.body).not.toContain(ownerTransaction.transactionId);
      },
    },
    "GET /api/v1/trades/current": { ok: 200, request: () => ({ url: "/api/v1/trades/current" }) },
    "GET /api/v1/referrals": { ok: 200, request: () => ({ url: "/api/v1/referrals" }) },
    "GET /api/v1/referrals/lookup": {
      ok: 200,
      request: () => ({ url: "/api/v1/referrals/lookup?referralId=nobody12345" }),
    },
    "GET /api/v1/events": { ok: 200, stream: true, request: () => ({ url: "/api/v1/events" }) },

    // Active accounts
    "POST /api/v1/deposits": {
      ok: 201,
      request: () => ({ url: "/api/v1/deposits", payload: { paymentMethodId: methodId, amount: "10.00" } }),
    },
    "POST /api/v1/withdrawals": {
      ok: 201,
      request: () => ({
        url: "/api/v1/withdrawals",
        payload: { paymentMethodId: methodId, amount: "10.00", walletAddress: "bc1-test-wallet" },
      }),
    },
    "POST /api/v1/trades": {
      ok: 201,
      request: async (caller, session) => {
        // One trade at a time: close a running one first.
        if (session && allowed(caller, "active") && (await currentTrade(session))) {
          await claimRunningTrade(session, funder(session.userId));
        }
        return { url: "/api/v1/trades", payload: { planId: "basic", amount: "699" } };
      },
    },
    "POST /api/v1/trades/current/claim": {
      ok: 200,
      request: async (caller, session) => {
        if (session && allowed(caller, "active")) {
          if (!(await currentTrade(session))) await openBasicTrade(session);
          await adjust(t.app, funder(session.userId), session.userId, "profit", "5");
        }
        return { url: "/api/v1/trades/current/claim" };
      },
    },
    "POST /api/v1/trades/current/upgrade": {
      ok: 200,
      request: async (caller, session) => {
        // Upgrade from a fresh Basic trade to the Vast plan.
        if (session && allowed(caller, "active")) {
          if (await currentTrade(session)) await claimRunningTrade(session, sessions.admin.cookie);
          await openBasicTrade(session);
        }
        return { url: "/api/v1/trades/current/upgrade", payload: { planId: "vast", amount: "301" } };
      },
    },
    "POST /api/v1/trades/current/close": {
      ok: 200,
      request: async (caller, session) => {
        // Close needs an open trade and no profit to claim (claiming closes one, so open another).
        if (session && allowed(caller, "active")) {
          const trade = await currentTrade(session);
          const needsNew = trade?.profit !== "0.00";
          if (trade && needsNew) await post(t.app, session.cookie, "/api/v1/trades/current/claim");
          if (needsNew) await openBasicTrade(session);
        }
        return { url: "/api/v1/trades/current/close" };
      },
    },

    // Identity verification (issue 32): the caller's own
    "GET /api/v1/verification": {
      ok: 200,
      request: () => ({ url: "/api/v1/verification" }),
      check: (response) => expect(response.json().level).toBe(2),
    },
    "PUT /api/v1/verification/details": {
      ok: 200,
      request: () => ({
        url: "/api/v1/verification/details",
        payload: {
          legalName: "Role Matrix",
          dateOfBirth: "1980-01-01",
          phone: "+1 555 0100",
          address: { line1: "1 Main St", city: "Nairobi", postalCode: "00100", country: "Kenya" },
        },
      }),
    },
    "POST /api/v1/verification/documents": {
      ok: 201,
      request: async () => ({
        url: "/api/v1/verification/documents",
        ...documentForm({ kind: "address" }, { data: await photo() }),
      }),
    },
    "GET /api/v1/verification/documents/:id/file": {
      ok: 200,
      owned: true,
      adminReads: true,
      request: async () => ({ url: await ownerDocument() }),
    },
    // Every signed-in caller here is already verified.
    "POST /api/v1/verification/submit": { ok: 409, request: () => ({ url: "/api/v1/verification/submit" }) },
    "GET /api/v1/admin/verifications": {
      ok: 200,
      request: async () => {
        await aCase();
        return { url: "/api/v1/admin/verifications?status=pending" };
      },
      check: (response) => expect(response.json().map((item: { id: string }) => item.id)).toContain(aCaseId),
    },
    "GET /api/v1/admin/verifications/:id": {
      ok: 200,
      request: async () => ({ url: `/api/v1/admin/verifications/${await aCase()}` }),
    },
    "POST /api/v1/admin/verifications/:id/approve": {
      ok: 200,
      request: async () => ({ url: `/api/v1/admin/verifications/${await pendingCase()}/approve` }),
    },
    "POST /api/v1/admin/verifications/:id/reject": {
      ok: 200,
      request: async () => ({
        url: `/api/v1/admin/verifications/${await pendingCase()}/reject`,
        payload: { reason: "document-unreadable", note: "blurred" },
      }),
    },
    "POST /api/v1/admin/verifications/:id/request-document": {
      ok: 200,
      request: async () => ({
        url: `/api/v1/admin/verifications/${await pendingCase()}/request-document`,
        payload: { kind: "selfie" },
      }),
    },

    // Admin
    "GET /api/v1/admin/stats": { ok: 200, request: () => ({ url: "/api/v1/admin/stats" }) },
    "GET /api/v1/admin/users": { ok: 200, request: () => ({ url: "/api/v1/admin/users?search=o" }) },
    "GET /api/v1/admin/users/:id": {
      ok: 200,
      request: () => ({ url: `/api/v1/admin/users/${sessions.owner.userId}` }),
    },
    "GET /api/v1/admin/users/:id/copies": {
      ok: 200,
      request: () => ({ url: `/api/v1/admin/users/${sessions.owner.userId}/copies` }),
    },
    "POST /api/v1/admin/users/:id/activate": onInsertedUser(200, "/activate"),
    "POST /api/v1/admin/users/:id/deactivate": onInsertedUser(200, "/deactivate", { isActive: true }),
    "POST /api/v1/admin/users/:id/make-admin": onInsertedUser(200, "/make-admin", { isActive: true }),
    // Four-eyes proposals (issue 29.7), made by another user than the deciding admin.
    "POST /api/v1/admin/users/:id/make-admin/approve": {
      ok: 200,
      request: async () => ({
        url: `/api/v1/admin/users/${await insertUser({ isActive: true, adminProposedBy: sessions.owner.userId, adminProposedAt: new Date() })}/make-admin/approve`,
      }),
    },
    "POST /api/v1/admin/users/:id/make-admin/reject": {
      ok: 200,
      request: async () => ({
        url: `/api/v1/admin/users/${await insertUser({ isActive: true, adminProposedBy: sessions.owner.userId, adminProposedAt: new Date() })}/make-admin/reject`,
      }),
    },
    "DELETE /api/v1/admin/users/:id": onInsertedUser(204, ""),
    "POST /api/v1/admin/users/:id/adjustments": {
      ok: 201,
      request: () => ({
        url: `/api/v1/admin/users/${sessions.owner.userId}/adjustments`,
        payload: { account: "bonus", amount: "1.00", reason: "role matrix" },
      }),
    },
    "POST /api/v1/admin/users/:id/trader": {
      ok: 200,
      request: async () => ({
        url: `/api/v1/admin/users/${await insertVerifiedUser()}/trader`,
        payload: { displayName: "Role Matrix Trader", profitSharePercent: 10 },
      }),
    },
    "DELETE /api/v1/admin/users/:id/trader": {
      ok: 200,
      request: async () => {
        const id = await insertUser({ isActive: true });
        await insertTrader(id, "Role Matrix Trader");
        return { url: `/api/v1/admin/users/${id}/trader` };
      },
    },
    // A trader's own settings: the callers are not traders (404 once access is granted).
    "GET /api/v1/me/trader": { ok: 404, request: () => ({ url: "/api/v1/me/trader" }) },
    "PATCH /api/v1/me/trader": {
      ok: 404,
      request: () => ({ url: "/api/v1/me/trader", payload: { hidesRecentPrices: true } }),
    },
    "GET /api/v1/admin/audit": { ok: 200, request: () => ({ url: "/api/v1/admin/audit" }) },
    "GET /api/v1/instruments": { ok: 200, request: () => ({ url: "/api/v1/instruments" }) },
    "GET /api/v1/admin/instruments": { ok: 200, request: () => ({ url: "/api/v1/admin/instruments" }) },
    "PATCH /api/v1/admin/instruments/:symbol": {
      ok: 200,
      request: () => ({ url: "/api/v1/admin/instruments/BTCUSD", payload: { enabled: true } }),
    },
    "GET /api/v1/admin/settings": { ok: 200, request: () => ({ url: "/api/v1/admin/settings" }) },
    "PUT /api/v1/admin/settings": {
      ok: 200,
      request: () => ({ url: "/api/v1/admin/settings", payload: { requireAdminTwoFactor: false } }),
    },
    "POST /api/v1/admin/payment-methods": {
      ok: 201,
      request: () => ({
        url: "/api/v1/admin/payment-methods",
        payload: { code: `rm${next()}`, name: "Role Matrix Coin", address: "rm-address" },
      }),
    },
    "PUT /api/v1/admin/payment-methods/:id": {
      ok: 200,
      request: async () => ({
        url: `/api/v1/admin/payment-methods/${await insertMethod()}`,
        payload: { code: `ru${next()}`, name: "Renamed", address: "new-address" },
      }),
    },
    "GET /api/v1/admin/payment-methods": {
      ok: 200,
      request: () => ({ url: "/api/v1/admin/payment-methods" }),
    },
    "POST /api/v1/admin/payment-methods/:id/address/approve": decideProposedAddress("approve"),
    "POST /api/v1/admin/payment-methods/:id/address/reject": decideProposedAddress("reject"),
    "DELETE /api/v1/admin/payment-methods/:id": {
      ok: 204,
      request: async () => ({ url: `/api/v1/admin/payment-methods/${await insertMethod()}` }),
    },
    "GET /api/v1/admin/transactions": { ok: 200, request: () => ({ url: "/api/v1/admin/transactions" }) },
    "POST /api/v1/admin/transactions/:id/approve": {
      ok: 200,
      request: async () => ({ url: `/api/v1/admin/transactions/${await pendingDeposit()}/approve` }),
    },
    "POST /api/v1/admin/transactions/:id/reject": {
      ok: 200,
      request: async () => ({ url: `/api/v1/admin/transactions/${await pendingDeposit()}/reject` }),
    },
  };

  const key = (route: RouteEntry) => `${route.method} ${route.url}`;

  it("has a case for every route in the route table, and no case for a route that is gone", () => {
    const table = t.app.routeTable.map(key);
    expect(table.length).toBeGreaterThan(30);
    expect(
      table.filter((route) => !(route in cases)),
      "routes without a role-matrix case",
    ).toEqual([]);
    expect(
      Object.keys(cases).filter((route) => !table.includes(route)),
      "cases without a route",
    ).toEqual([]);
    // Everything under /api/v1/admin is admin-only.
    for (const route of t.app.routeTable) {
      if (route.url.startsWith("/api/v1/admin")) expect(route.access, key(route)).toBe("admin");
    }
  });

  it("answers every route as its access level says, for every role", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const seen: string[] = [];
    for (const route of t.app.routeTable) {
      const routeCase = cases[key(route)];
      if (!routeCase) continue; // reported by the test above
      for (const role of ROLES) {
        const session = role === "anonymous" ? null : sessions[role];
        const request = await routeCase.request(role, session);
        const expected = expectedStatus(route.access, role, routeCase);
        let status: number;
        let response: LightMyRequestResponse | null = null;
        if (routeCase.stream) {
          const stream = await openEventStream(baseUrl, request.url, session?.cookie);
          status = stream.status;
          stream.close();
        } else {
          response = await call(t.app, {
            method: route.method as "GET",
            url: request.url,
            ...(session ? { cookie: session.cookie } : {}),
            ...(request.payload ? { payload: request.payload } : {}),
            ...(request.headers ? { headers: request.headers } : {}),
          });
          status = response.statusCode;
        }
        seen.push(`${key(route)} ${role}`);
        if (status !== expected) {
          failures.push(
            `${key(route)} as ${role}: ${status}, expected ${expected} ${response?.body.slice(0, 200) ?? ""}`,
          );
          continue;
        }
        if (response && status >= 400) {
          // Refusals are in the error format and never carry the owner's record.
          expect(response.json().error.code, key(route)).toEqual(expect.any(String));
          if (routeCase.owned) expect(response.body).not.toContain(ownerTransaction.transactionId);
        }
        if (response && status < 300 && routeCase.check) {
          try {
            routeCase.check(response, role);
          } catch (error) {
            failures.push(`${key(route)} as ${role}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(seen.length).toBe(t.app.routeTable.length * ROLES.length);
    await expectLedgerConsistent(t.app);
  });
  it("level axis: every money route x verification level 0, 1 and 2", { timeout: 300_000 }, async () => {
    interface LevelCase {
      route: string;
      /** The level the route needs. */
      level: 1 | 2;
      /** The answer once the level is met (another rule may still refuse: then its code). */
      ok: number;
      code?: string;
      /** Called by the admin about the user (making a trader), not by the user. */
      byAdmin?: boolean;
      request(
        user: LevelUser,
      ): Promise<{ url: string; payload?: object }> | { url: string; payload?: object };
    }
    interface LevelUser extends Session {
      level: 0 | 1 | 2;
      liveAccountId: string;
      liveCopyId: string;
    }
    const users: LevelUser[] = [];
    for (const level of [0, 1, 2] as const) {
      const user = await activeUser(t.app, { name: `Level ${level} User` });
      if (level === 1) await reachLevel1(t.app, user.cookie, user.user.id);
      if (level === 2) await markVerified(t.app, user.user.id);
      if (level === 0) await setGrantedLevel(t.app, user.user.id, 0);
      expect((await adjust(t.app, sessions.admin.cookie, user.user.id, "balance", "100000")).statusCode).toBe(
        201,
      );
      // A live own account and a live copy, as a verified past would have left them.
      const liveAccountId = randomUUID();
      await t.app.db
        .insert(tradingAccounts)
        .values({ id: liveAccountId, userId: user.user.id, kind: "own", mode: "live" });
      const traderId = await insertVerifiedUser();
      await insertTrader(traderId, `Level Trader ${next()}`);
      const copyAccountId = randomUUID();
      await t.app.db
        .insert(tradingAccounts)
        .values({ id: copyAccountId, userId: user.user.id, kind: "copy", mode: "live" });
      const liveCopyId = randomUUID();
      await t.app.db.insert(copies).values({
        id: liveCopyId,
        investorId: user.user.id,
        traderId,
        accountId: copyAccountId,
        mode: "live",
        stopLossPercent: 50,
        copyOpenPositions: false,
        invested: 0n,
        highWaterMark: "100",
        traderNavAtStart: "100",
      });
      users.push({ cookie: user.cookie, userId: user.user.id, level, liveAccountId, liveCopyId });
    }
    const levelCases: LevelCase[] = [
      {
        route: "POST /api/v1/deposits",
        level: 1,
        ok: 201,
        request: () => ({ url: "/api/v1/deposits", payload: { paymentMethodId: methodId, amount: "10.00" } }),
      },
      {
        route: "POST /api/v1/withdrawals",
        level: 2,
        ok: 201,
        request: () => ({
          url: "/api/v1/withdrawals",
          payload: { paymentMethodId: methodId, amount: "10.00", walletAddress: "bc1-level-wallet" },
        }),
      },
      {
        route: "POST /api/v1/trades",
        level: 1,
        ok: 201,
        request: () => ({ url: "/api/v1/trades", payload: { planId: "basic", amount: "699" } }),
      },
      {
        route: "POST /api/v1/trades/current/upgrade",
        level: 1,
        ok: 200,
        request: () => ({
          url: "/api/v1/trades/current/upgrade",
          payload: { planId: "vast", amount: "301" },
        }),
      },
      {
        route: "POST /api/v1/trading/accounts/:id/transfers",
        level: 2,
        ok: 200,
        request: (user) => ({
          url: `/api/v1/trading/accounts/${user.liveAccountId}/transfers`,
          payload: { direction: "in", amount: "5.00" },
        }),
      },
      {
        // Live orders: the level first, then the trader rule (these users are not traders).
        route: "POST /api/v1/orders",
        level: 2,
        ok: 403,
        code: "NOT_A_TRADER",
        request: (user) => ({
          url: "/api/v1/orders",
          payload: {
            accountId: user.liveAccountId,
            symbol: "BTCUSD",
            side: "buy",
            quantity: "0.001",
            leverage: 1,
          },
        }),
      },
      {
        // Live copies: the level first, then the appropriateness questionnaire (not taken).
        route: "POST /api/v1/copies",
        level: 2,
        ok: 403,
        code: "ASSESSMENT_REQUIRED",
        request: async () => {
          const traderId = await insertVerifiedUser();
          await insertTrader(traderId, `Copied ${next()}`);
          return {
            url: "/api/v1/copies",
            payload: { traderId, amount: "200", stopLossPercent: 50, mode: "live" },
          };
        },
      },
      {
        route: "POST /api/v1/copies/:id/add-funds",
        level: 2,
        ok: 200,
        request: (user) => ({ url: `/api/v1/copies/${user.liveCopyId}/add-funds`, payload: { amount: "1" } }),
      },
      {
        route: "POST /api/v1/admin/users/:id/trader",
        level: 2,
        ok: 200,
        byAdmin: true,
        request: (user) => ({
          url: `/api/v1/admin/users/${user.userId}/trader`,
          payload: { displayName: `Level ${user.level} Trader`, profitSharePercent: 10 },
        }),
      },
    ];

    // Every route whose contract names a level is in the axis.
    const declared = t.app.routeTable.filter((route) => route.verificationLevel).map(key);
    expect(declared.length).toBeGreaterThan(3);
    expect(declared.filter((route) => !levelCases.some((levelCase) => levelCase.route === route))).toEqual(
      [],
    );
    for (const route of t.app.routeTable.filter((entry) => entry.verificationLevel)) {
      expect(levelCases.find((levelCase) => levelCase.route === key(route))?.level, key(route)).toBe(
        route.verificationLevel,
      );
    }

    const failures: string[] = [];
    for (const levelCase of levelCases) {
      const method = levelCase.route.split(" ")[0] as "POST";
      for (const user of users) {
        const request = await levelCase.request(user);
        const response = await call(t.app, {
          method,
          url: request.url,
          cookie: levelCase.byAdmin ? sessions.admin.cookie : user.cookie,
          ...(request.payload ? { payload: request.payload } : {}),
        });
        const label = `${levelCase.route} at level ${user.level}`;
        if (user.level < levelCase.level) {
          const error = response.json().error;
          if (
            response.statusCode !== 403 ||
            error?.code !== "VERIFICATION_REQUIRED" ||
            error.requiredLevel !== levelCase.level
          )
            failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (
          response.statusCode !== levelCase.ok ||
          (levelCase.code !== undefined && response.json().error?.code !== levelCase.code)
        ) {
          failures.push(
            `${label}: ${response.statusCode}, expected ${levelCase.ok} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    await expectLedgerConsistent(t.app);
  });
});
