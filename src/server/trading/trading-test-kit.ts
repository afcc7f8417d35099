/** Helpers for the trading tests (not a test file itself). */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { type Position, type TradingAccount, tradingAccountsOutput } from "../../shared/schemas/trading";
import { addPaymentMethod, expectLedgerConsistent, type MoneyApp, post } from "../ledger/money-test-kit";
import { type StubFeed, type StubPair, startStubFeed } from "../market/stub-feed";
import { call, createTestApp, signInAdmin } from "../test/test-app";

/** The exchange lists the crypto pairs; everything else (SPX, XAUUSD, ...) is simulated. */
export const STUB_PAIRS: Record<string, StubPair> = {
  BTCUSDT: { bid: "50000.00", ask: "50010.00" },
  ETHUSDT: { bid: "3000.00", ask: "3001.00" },
  SOLUSDT: { bid: "150.00", ask: "150.10" },
};

export type TradingApp = MoneyApp & { feed: StubFeed };

/**
 * For a describe block: a test app whose market feed is a local stub exchange (moved with
 * `setPrice`), a signed-in admin and a payment method; the ledger is verified after each test.
 */
export function useTradingApp(): TradingApp {
  const fixture = {} as TradingApp;
  beforeAll(async () => {
    const feed = await startStubFeed(structuredClone(STUB_PAIRS));
    // These tests jump prices to reach levels at once; the price band has its own tests (market/).
    const env = { MARKET_FEED_URL: feed.url, MARKET_PRICE_BAND_PERCENT: "1000" };
    Object.assign(fixture, await createTestApp(env), { feed });
    fixture.admin = await signInAdmin(fixture.app);
    fixture.methodId = (await addPaymentMethod(fixture.app, fixture.admin)).id;
  });
  afterEach(() => expectLedgerConsistent(fixture.app));
  afterAll(async () => {
    await fixture.close?.();
    await fixture.feed?.close();
  });
  return fixture;
}

/** Sets a stub pair's book and makes the app read it on its next quote. */
export function setPrice(app: FastifyInstance, feed: StubFeed, pair: string, bid: string, ask: string) {
  feed.pairs.set(pair, { bid, ask });
  app.market.forget();
}

/** Makes `userId` a trader through the admin's endpoint (which opens their live own account). */
export async function makeTrader(app: FastifyInstance, adminCookie: string, userId: string): Promise<void> {
  const response = await post(app, adminCookie, `/api/v1/admin/users/${userId}/trader`, {
    displayName: "Test Trader",
    bio: "",
    profitSharePercent: 10,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

export async function accountsOf(app: FastifyInstance, cookie: string): Promise<TradingAccount[]> {
  const response = await call(app, { method: "GET", url: "/api/v1/trading/accounts", cookie });
  expect(response.statusCode, response.body).toBe(200);
  return tradingAccountsOutput.parse(response.json());
}

export async function accountOf(app: FastifyInstance, cookie: string, mode: "live" | "practice") {
  const account = (await accountsOf(app, cookie)).find((item) => item.mode === mode && item.kind === "own");
  if (!account) throw new Error(`no ${mode} account`);
  return account;
}

export function order(app: FastifyInstance, cookie: string, payload: Record<string, unknown>, key?: string) {
  return post(app, cookie, "/api/v1/orders", payload, key ? { "idempotency-key": key } : {});
}

/** Places an order that must fill; returns the id of the position it opened or changed. */
export async function openPosition(
  app: FastifyInstance,
  cookie: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const response = await order(app, cookie, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().position.id as string;
}

export async function positionsOf(
  app: FastifyInstance,
  cookie: string,
  accountId: string,
  status: "open" | "closed" = "open",
): Promise<Position[]> {
  const response = await call(app, {
    method: "GET",
    url: `/api/v1/positions?accountId=${accountId}&status=${status}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Position[];
}
