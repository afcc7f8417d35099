/** Users with trading accounts, for the trading, copy and trader tests (not a test file itself). */
import type { FastifyInstance } from "fastify";
import { activeUser, fund, post } from "../ledger/money-test-kit";
import { accountOf, makeTrader, openPosition, order, type TradingApp } from "./trading-test-kit";

/**
 * Orders into one account, the payload being the account's id plus `fields`: `place` returns the
 * response, `open` expects a fill and returns the id of the position it opened or changed.
 */
function ordersInto(app: FastifyInstance, cookie: string, accountId: string) {
  return {
    place: (fields: Record<string, unknown>, key?: string) =>
      order(app, cookie, { accountId, ...fields }, key),
    open: (fields: Record<string, unknown>) => openPosition(app, cookie, { accountId, ...fields }),
  };
}

/** Moves money between the user's balance and a trading account ("in" to the account, "out" back). */
export function transfer(
  app: FastifyInstance,
  cookie: string,
  accountId: string,
  direction: string,
  amount: string,
) {
  return post(app, cookie, `/api/v1/trading/accounts/${accountId}/transfers`, { direction, amount });
}

/** A new active user, their practice account, and `place` and `open` for orders into it. */
export async function practiceUser(app: FastifyInstance) {
  const user = await activeUser(app);
  const practice = await accountOf(app, user.cookie, "practice");
  return { ...user, practice, ...ordersInto(app, user.cookie, practice.id) };
}

/**
 * A new trader with `balance` dollars in their balance (nothing moved to trading yet), their live own
 * account, `place` and `open` for orders into it, and `transfer` to move money in or out of it.
 */
export async function liveTrader(t: TradingApp, balance: string) {
  const user = await activeUser(t.app);
  await fund(t.app, t.admin, user.cookie, t.methodId, balance);
  await makeTrader(t.app, t.admin, user.user.id);
  const live = await accountOf(t.app, user.cookie, "live");
  return {
    ...user,
    live,
    ...ordersInto(t.app, user.cookie, live.id),
    transfer: (direction: "in" | "out", amount: string) =>
      transfer(t.app, user.cookie, live.id, direction, amount),
  };
}
