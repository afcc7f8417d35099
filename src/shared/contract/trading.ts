import { exposureOutput } from "../schemas/exposure";
import {
  closePositionInput,
  closePositionOutput,
  orderInput,
  orderOutput,
  position,
  positionParams,
  positionsOutput,
  positionsQuery,
  tradingAccount,
  tradingAccountParams,
  tradingAccountsOutput,
  transferInput,
  updatePositionInput,
} from "../schemas/trading";
import { defineEndpoint } from "./endpoint";

/** The query-key family of trading accounts and positions (refreshed after every order, close or transfer). */
export const tradingTag = "trading";

export const listTradingAccounts = defineEndpoint({
  method: "GET",
  path: "/api/v1/trading/accounts",
  access: "active",
  summary: "List the signed-in user's trading accounts with figures",
  tag: tradingTag,
  status: 200,
  output: tradingAccountsOutput,
  errors: [],
});

export const resetPracticeAccount = defineEndpoint({
  method: "POST",
  path: "/api/v1/trading/accounts/:id/reset",
  access: "active",
  summary: "Reset a practice account to $10,000",
  tag: tradingTag,
  params: tradingAccountParams,
  status: 200,
  output: tradingAccount,
  errors: ["NOT_PRACTICE"],
  idempotent: true,
});

export const transferFunds = defineEndpoint({
  method: "POST",
  path: "/api/v1/trading/accounts/:id/transfers",
  access: "active",
  summary: "Move money between the balance and the live account",
  tag: tradingTag,
  params: tradingAccountParams,
  body: transferInput,
  status: 200,
  output: tradingAccount,
  errors: ["NOT_LIVE_ACCOUNT", "INSUFFICIENT_BALANCE", "TRANSFER_BEYOND_FREE_MARGIN"],
  idempotent: true,
});

export const placeOrder = defineEndpoint({
  method: "POST",
  path: "/api/v1/orders",
  access: "active",
  summary: "Place a market order",
  tag: tradingTag,
  body: orderInput,
  status: 201,
  output: orderOutput,
  errors: [
    "INSTRUMENT_DISABLED",
    "COPY_ACCOUNT",
    "NOT_A_TRADER",
    "PRICES_SIMULATED",
    "MARKET_DATA_STALE",
    "BELOW_MIN_NOTIONAL",
    "INSUFFICIENT_MARGIN",
    "STOP_LOSS_WRONG_SIDE",
    "TAKE_PROFIT_WRONG_SIDE",
  ],
  idempotent: true,
});

export const listPositions = defineEndpoint({
  method: "GET",
  path: "/api/v1/positions",
  access: "active",
  summary: "List positions of a trading account",
  tag: tradingTag,
  query: positionsQuery,
  status: 200,
  output: positionsOutput,
  errors: [],
});

export const closePosition = defineEndpoint({
  method: "POST",
  path: "/api/v1/positions/:id/close",
  access: "active",
  summary: "Close a position or part of it",
  tag: tradingTag,
  params: positionParams,
  body: closePositionInput,
  status: 200,
  output: closePositionOutput,
  errors: [
    "POSITION_CLOSED",
    "COPY_ACCOUNT",
    "PRICES_SIMULATED",
    "MARKET_DATA_STALE",
    "CLOSE_QUANTITY_TOO_LARGE",
  ],
  idempotent: true,
});

export const updatePosition = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/positions/:id",
  access: "active",
  summary: "Set or remove a position's stop-loss and take-profit",
  tag: tradingTag,
  params: positionParams,
  body: updatePositionInput,
  status: 200,
  output: position,
  errors: ["POSITION_CLOSED", "STOP_LOSS_WRONG_SIDE", "TAKE_PROFIT_WRONG_SIDE"],
});

export const getTradingExposure = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/trading/exposure",
  access: "admin",
  summary: "Get the house's open exposure",
  tag: "admin",
  status: 200,
  output: exposureOutput,
  errors: [],
});
