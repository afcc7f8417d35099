import { exposureOutput } from "../schemas/exposure";
import * as schemas from "../schemas/trading";
import { endpointsOf } from "./endpoint";

/** The query-key family of trading accounts and positions (refreshed after every order, close or transfer). */
export const tradingTag = "trading";

const trading = endpointsOf(tradingTag, "active");
/** A money change on one trading account (Idempotency-Key), answering the account. */
const accountChange = endpointsOf(tradingTag, "active", {
  params: schemas.tradingAccountParams,
  output: schemas.tradingAccount,
  idempotent: true,
});
/** One of the caller's positions (`:id`). */
const position = endpointsOf(tradingTag, "active", { params: schemas.positionParams });

export const listTradingAccounts = trading.get(
  "/api/v1/trading/accounts",
  "List the signed-in user's trading accounts with figures",
  { output: schemas.tradingAccountsOutput },
);

export const resetPracticeAccount = accountChange.post(
  "/api/v1/trading/accounts/:id/reset",
  "Reset a practice account to $10,000",
  { errors: ["NOT_PRACTICE"] },
);

export const transferFunds = accountChange.post(
  "/api/v1/trading/accounts/:id/transfers",
  "Move money between the balance and the live account",
  {
    body: schemas.transferInput,
    errors: [
      "NOT_LIVE_ACCOUNT",
      "INSUFFICIENT_BALANCE",
      "TRANSFER_BEYOND_FREE_MARGIN",
      "VERIFICATION_REQUIRED",
    ],
    verificationLevel: 2,
  },
);

export const placeOrder = trading.post("/api/v1/orders", "Place a market order", {
  body: schemas.orderInput,
  status: 201,
  output: schemas.orderOutput,
  errors: [
    "INSTRUMENT_DISABLED",
    "COPY_ACCOUNT",
    "NOT_A_TRADER",
    "VERIFICATION_REQUIRED",
    "PRICES_SIMULATED",
    "MARKET_DATA_STALE",
    "BELOW_MIN_NOTIONAL",
    "CLOSE_REMAINDER_BELOW_MIN",
    "INSUFFICIENT_MARGIN",
    "STOP_LOSS_WRONG_SIDE",
    "TAKE_PROFIT_WRONG_SIDE",
  ],
  idempotent: true,
});

export const listPositions = trading.get("/api/v1/positions", "List positions of a trading account", {
  query: schemas.positionsQuery,
  output: schemas.positionsOutput,
});

export const listClosingFills = trading.get(
  "/api/v1/positions/closes",
  "List the closing fills of a trading account, newest first (one line per close, partial ones too)",
  { query: schemas.closingFillsQuery, output: schemas.closingFillsOutput },
);

export const closePosition = position.post("/api/v1/positions/:id/close", "Close a position or part of it", {
  body: schemas.closePositionInput,
  output: schemas.closePositionOutput,
  errors: [
    "POSITION_CLOSED",
    "COPY_ACCOUNT",
    "PRICES_SIMULATED",
    "MARKET_DATA_STALE",
    "CLOSE_QUANTITY_TOO_LARGE",
    "CLOSE_REMAINDER_BELOW_MIN",
  ],
  idempotent: true,
});

export const updatePosition = position.patch(
  "/api/v1/positions/:id",
  "Set or remove a position's stop-loss and take-profit",
  {
    body: schemas.updatePositionInput,
    output: schemas.position,
    errors: ["POSITION_CLOSED", "STOP_LOSS_WRONG_SIDE", "TAKE_PROFIT_WRONG_SIDE"],
  },
);

export const getTradingExposure = endpointsOf("admin", "admin").get(
  "/api/v1/admin/trading/exposure",
  "Get the house's open exposure",
  { output: exposureOutput },
);
