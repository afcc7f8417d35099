/** Helpers for the copy-trading tests (not a test file itself). */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { ASSESSMENT_QUESTIONS } from "../../shared/appropriateness";
import { type Copy, copy } from "../../shared/schemas/copies";
import { activeUser, fund, post } from "../ledger/money-test-kit";
import { call } from "../test/test-app";
import { accountOf, makeTrader, type TradingApp } from "../trading/trading-test-kit";

export interface Person {
  cookie: string;
  userId: string;
}

export interface Trader extends Person {
  /** The trader's live own trading account. */
  accountId: string;
}

/** Passes the appropriateness questionnaire (live copies need it). */
async function passAssessment(app: FastifyInstance, cookie: string): Promise<void> {
  const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.correct]));
  const response = await call(app, {
    method: "POST",
    url: "/api/v1/me/appropriateness",
    cookie,
    payload: { answers },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().result).toBe("passed");
}

/** An active user with `balance` dollars (a deposit approved) who passed the questionnaire. */
export async function investorWith(
  t: TradingApp,
  balance: string,
  { assessed = true } = {},
): Promise<Person> {
  const { cookie, user } = await activeUser(t.app);
  if (balance !== "0") await fund(t.app, t.admin, cookie, t.methodId, balance);
  if (assessed) await passAssessment(t.app, cookie);
  return { cookie, userId: user.id };
}

/** A trader ("Test Trader", 10% profit share) whose live own account holds `cash` dollars. */
export async function traderWith(t: TradingApp, cash: string): Promise<Trader> {
  const { cookie, user } = await activeUser(t.app);
  await fund(t.app, t.admin, cookie, t.methodId, cash);
  await makeTrader(t.app, t.admin, user.id);
  const live = await accountOf(t.app, cookie, "live");
  const moved = await post(t.app, cookie, `/api/v1/trading/accounts/${live.id}/transfers`, {
    direction: "in",
    amount: cash,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return { cookie, userId: user.id, accountId: live.id };
}

export function createCopyRequest(
  app: FastifyInstance,
  cookie: string,
  payload: Record<string, unknown>,
  key?: string,
) {
  return post(app, cookie, "/api/v1/copies", payload, key ? { "idempotency-key": key } : {});
}

/** Starts a copy that must succeed (live, 10% stop-loss unless `payload` says otherwise). */
export async function startCopy(
  app: FastifyInstance,
  cookie: string,
  payload: { traderId: string } & Record<string, unknown>,
): Promise<Copy> {
  const response = await createCopyRequest(app, cookie, {
    amount: "1000",
    stopLossPercent: 10,
    copyOpenPositions: false,
    mode: "live",
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return copy.parse(response.json());
}

export async function copyOf(app: FastifyInstance, cookie: string, id: string): Promise<Copy> {
  const response = await call(app, { method: "GET", url: `/api/v1/copies/${id}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return copy.parse(response.json());
}

export function copyAction(
  app: FastifyInstance,
  cookie: string,
  id: string,
  action: "pause" | "resume" | "stop" | "add-funds" | "remove-funds",
  payload?: Record<string, unknown>,
) {
  return post(app, cookie, `/api/v1/copies/${id}/${action}`, payload ?? {});
}
