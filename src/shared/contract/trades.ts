import * as schemas from "../schemas/trades";
import { endpointsOf } from "./endpoint";

/** The query-key family of plan subscriptions (live updates refresh it). */
export const tradesTag = "trades";

const trades = endpointsOf(tradesTag, "active");
/** The money POSTs of a plan subscription (Idempotency-Key). */
const moneyMove = endpointsOf(tradesTag, "active", { idempotent: true });
/** Why an action on the current subscription finds none to act on. */
const noCurrentTrade = ["NO_ACTIVE_TRADE", "TRADE_NOT_ACTIVE"] as const;

export const getCurrentTrade = trades.get("/api/v1/trades/current", "Get the current plan subscription", {
  access: "user",
  output: schemas.currentTradeOutput,
});

export const createTrade = moneyMove.post("/api/v1/trades", "Subscribe to an investment plan", {
  body: schemas.tradeInput,
  status: 201,
  output: schemas.tradeOutput,
  errors: ["UNKNOWN_PLAN", "TRADE_ALREADY_ACTIVE", "INSUFFICIENT_BALANCE", "VERIFICATION_REQUIRED"],
  verificationLevel: 1,
});

export const claimProfit = moneyMove.post("/api/v1/trades/current/claim", "Claim the current plan's profit", {
  output: schemas.claimOutput,
  errors: [...noCurrentTrade, "NO_PROFIT", "INSUFFICIENT_BALANCE"],
});

export const upgradeTrade = moneyMove.post(
  "/api/v1/trades/current/upgrade",
  "Add money to the current plan subscription",
  {
    body: schemas.upgradeInput,
    output: schemas.upgradeOutput,
    errors: [
      "UNKNOWN_PLAN",
      ...noCurrentTrade,
      "TRADE_ALREADY_ACTIVE",
      "AMOUNT_OUT_OF_RANGE",
      "INSUFFICIENT_BALANCE",
      "VERIFICATION_REQUIRED",
    ],
    verificationLevel: 1,
  },
);

export const closeTrade = moneyMove.post(
  "/api/v1/trades/current/close",
  "Close the current plan subscription",
  {
    output: schemas.closeOutput,
    errors: [...noCurrentTrade, "PROFIT_TO_CLAIM", "INSUFFICIENT_BALANCE"],
  },
);
