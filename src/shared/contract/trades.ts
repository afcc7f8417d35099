import * as schemas from "../schemas/trades";
import { endpointsOf } from "./endpoint";

/** The query-key family of plan subscriptions (live updates refresh it). */
export const tradesTag = "trades";

const trades = endpointsOf(tradesTag, "active");

export const getCurrentTrade = trades.get("/api/v1/trades/current", "Get the current plan subscription", {
  access: "user",
  output: schemas.currentTradeOutput,
});

export const createTrade = trades.post("/api/v1/trades", "Subscribe to an investment plan", {
  body: schemas.tradeInput,
  status: 201,
  output: schemas.tradeOutput,
  errors: ["UNKNOWN_PLAN", "TRADE_ALREADY_ACTIVE", "INSUFFICIENT_BALANCE", "VERIFICATION_REQUIRED"],
  idempotent: true,
  verificationLevel: 1,
});

export const claimProfit = trades.post("/api/v1/trades/current/claim", "Claim the current plan's profit", {
  output: schemas.claimOutput,
  errors: ["NO_ACTIVE_TRADE", "TRADE_NOT_ACTIVE", "NO_PROFIT", "INSUFFICIENT_BALANCE"],
  idempotent: true,
});

export const upgradeTrade = trades.post(
  "/api/v1/trades/current/upgrade",
  "Add money to the current plan subscription",
  {
    body: schemas.upgradeInput,
    output: schemas.upgradeOutput,
    errors: [
      "UNKNOWN_PLAN",
      "NO_ACTIVE_TRADE",
      "TRADE_NOT_ACTIVE",
      "TRADE_ALREADY_ACTIVE",
      "AMOUNT_OUT_OF_RANGE",
      "INSUFFICIENT_BALANCE",
      "VERIFICATION_REQUIRED",
    ],
    idempotent: true,
    verificationLevel: 1,
  },
);

export const closeTrade = trades.post("/api/v1/trades/current/close", "Close the current plan subscription", {
  output: schemas.closeOutput,
  errors: ["NO_ACTIVE_TRADE", "TRADE_NOT_ACTIVE", "PROFIT_TO_CLAIM", "INSUFFICIENT_BALANCE"],
  idempotent: true,
});
