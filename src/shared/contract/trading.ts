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
import { endpointsOf } from "./endpoint";

/** The query-key family of trading accounts and positions (refreshed after every order, close or transfer). */
export const tradingTag = "trading";

const trading = endpointsOf(tradingTag, "active");

export const listTradingAccounts = trading.get(
  "/api/v1/trading/accounts",
  "List the signed-in user's trading accounts with figures",
  { output: tradingAccountsOutput },
);

export const resetPracticeAccount = trading.post(
  "/api/v1/trading/accounts/:id/reset",
  "Reset a practice account to $10,000",
  { params: tradingAccountParams, output: tradingAccount, errors: ["NOT_PRACTICE"], idempotent: true },
);

export const transferFunds = trading.post(
  "/api/v1/trading/accounts/:id/transfers",
  "Move money between the balance and the live account",
  {
    params: tradingAccountParams,
    body: transferInput,
    output: tradingAccount,
    errors: ["NOT_LIVE_ACCOUNT", "INSUFFICIENT_BALANCE", "TRANSFER_BEYOND_FREE_MARGIN"],
    idempotent: true,
  },
);

export const placeOrder = trading.post("/api/v1/orders", "Place a market order", {
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

export const listPositions = trading.get("/api/v1/positions", "List positions of a trading account", {
  query: positionsQuery,
  output: positionsOutput,
});

export const closePosition = trading.post("/api/v1/positions/:id/close", "Close a position or part of it", {
  params: positionParams,
  body: closePositionInput,
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

export const updatePosition = trading.patch(
  "/api/v1/positions/:id",
  "Set or remove a position's stop-loss and take-profit",
  {
    params: positionParams,
    body: updatePositionInput,
    output: position,
    errors: ["POSITION_CLOSED", "STOP_LOSS_WRONG_SIDE", "TAKE_PROFIT_WRONG_SIDE"],
  },
);

export const getTradingExposure = endpointsOf("admin", "admin").get(
  "/api/v1/admin/trading/exposure",
  "Get the house's open exposure",
  { output: exposureOutput },
);
