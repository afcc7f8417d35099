import {
  claimOutput,
  closeOutput,
  currentTradeOutput,
  tradeInput,
  tradeOutput,
  upgradeInput,
  upgradeOutput,
} from "../schemas/trades";
import { defineEndpoint } from "./endpoint";

/** The query-key family of plan subscriptions (live updates refresh it). */
export const tradesTag = "trades";

export const getCurrentTrade = defineEndpoint({
  method: "GET",
  path: "/api/v1/trades/current",
  access: "user",
  summary: "Get the current plan subscription",
  tag: tradesTag,
  status: 200,
  output: currentTradeOutput,
  errors: [],
});

export const createTrade = defineEndpoint({
  method: "POST",
  path: "/api/v1/trades",
  access: "active",
  summary: "Subscribe to an investment plan",
  tag: tradesTag,
  body: tradeInput,
  status: 201,
  output: tradeOutput,
  errors: ["UNKNOWN_PLAN", "TRADE_ALREADY_ACTIVE", "INSUFFICIENT_BALANCE"],
  idempotent: true,
});

export const claimProfit = defineEndpoint({
  method: "POST",
  path: "/api/v1/trades/current/claim",
  access: "active",
  summary: "Claim the current plan's profit",
  tag: tradesTag,
  status: 200,
  output: claimOutput,
  errors: ["NO_ACTIVE_TRADE", "TRADE_NOT_ACTIVE", "NO_PROFIT", "INSUFFICIENT_BALANCE"],
  idempotent: true,
});

export const upgradeTrade = defineEndpoint({
  method: "POST",
  path: "/api/v1/trades/current/upgrade",
  access: "active",
  summary: "Add money to the current plan subscription",
  tag: tradesTag,
  body: upgradeInput,
  status: 200,
  output: upgradeOutput,
  errors: [
    "UNKNOWN_PLAN",
    "NO_ACTIVE_TRADE",
    "TRADE_NOT_ACTIVE",
    "TRADE_ALREADY_ACTIVE",
    "AMOUNT_OUT_OF_RANGE",
    "INSUFFICIENT_BALANCE",
  ],
  idempotent: true,
});

export const closeTrade = defineEndpoint({
  method: "POST",
  path: "/api/v1/trades/current/close",
  access: "active",
  summary: "Close the current plan subscription",
  tag: tradesTag,
  status: 200,
  output: closeOutput,
  errors: ["NO_ACTIVE_TRADE", "TRADE_NOT_ACTIVE", "PROFIT_TO_CLAIM", "INSUFFICIENT_BALANCE"],
  idempotent: true,
});
