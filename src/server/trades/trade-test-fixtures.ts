/** Requests and expectations shared by the trade tests (not a test file itself). */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { activeUser, fund, type MoneyApp, post } from "../ledger/money-test-kit";

/**
 * For one app: the invest and claim requests (plan and amount sent as given: the tests send bad ones
 * too), a new user with money, and a pending withdrawal.
 */
export function tradeTestKit(t: MoneyApp) {
  return {
    invest: (cookie: string, planId: unknown, amount: unknown) =>
      post(t.app, cookie, "/api/v1/trades", { planId, amount } as never),
    claim: (cookie: string) => post(t.app, cookie, "/api/v1/trades/current/claim"),
    /** A new active user with `balance` dollars (a deposit approved). */
    fundedUser: async (balance: string) => {
      const user = await activeUser(t.app);
      await fund(t.app, t.admin, user.cookie, t.methodId, balance);
      return user;
    },
    /** Asks for a withdrawal of `amount` that must be accepted: it stays pending, its money held. */
    pendingWithdrawal: async (cookie: string, amount: string) => {
      const withdrawal = await post(t.app, cookie, "/api/v1/withdrawals", {
        paymentMethodId: t.methodId,
        amount,
        walletAddress: "w",
      });
      expect(withdrawal.statusCode).toBe(201);
      return withdrawal;
    },
  };
}

/** A record of money credited to the user: `amount` and any other `fields`. */
export const credited = (amount: string, fields: Record<string, string> = {}) => ({
  type: "credit",
  status: "success",
  amount,
  ...fields,
});

/** Each response refuses an inactive user. */
export function expectInactiveRefused(responses: LightMyRequestResponse[]) {
  for (const response of responses) {
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("Account is not active");
  }
}
