import { z } from "zod";
import { messages } from "../messages";
import { moneyOutput, percentOutput } from "../money";

/** Limits of a trader profile (the admin's form checks the same ones before sending). */
export const TRADER_DISPLAY_NAME_MAX = 60;
export const TRADER_BIO_MAX = 500;
export const PROFIT_SHARE_MAX = 30;

/**
 * POST /api/v1/admin/users/:id/trader: makes an active user a trader, re-activates a stopped one, or
 * updates an active trader's profile (docs/design.md, Copy trading).
 */
export const traderInput = z.strictObject({
  displayName: z
    .string({ error: messages.displayNameRequired })
    .trim()
    .min(1, messages.displayNameRequired)
    .max(TRADER_DISPLAY_NAME_MAX, messages.displayNameTooLong),
  bio: z.string({ error: messages.bioTooLong }).trim().max(TRADER_BIO_MAX, messages.bioTooLong).default(""),
  profitSharePercent: z
    .number({ error: messages.profitShareInvalid })
    .int(messages.profitShareInvalid)
    .min(0, messages.profitShareInvalid)
    .max(PROFIT_SHARE_MAX, messages.profitShareInvalid),
});
export type TraderInput = z.input<typeof traderInput>;
export type TraderValues = z.output<typeof traderInput>;

/** A user's trader profile as the admin sees it; `stoppedAt` set once no new copies are allowed. */
export const traderProfile = z.object({
  displayName: z.string(),
  bio: z.string(),
  profitSharePercent: z.number().int(),
  /** When an admin first made the user a trader. */
  since: z.string(),
  stoppedAt: z.string().nullable(),
});
export type TraderProfile = z.infer<typeof traderProfile>;

/**
 * How a listed trader stands: 'active' takes new copies; 'stopped' by an admin; 'blown-up' when the
 * account lost (nearly) everything. Never removed from the list.
 */
const traderStatuses = ["active", "stopped", "blown-up"] as const;

/**
 * Issue 31 point 4: every trade statistic (win rate, profit factor, average holding time, trades
 * per week, asset classes, Sharpe ratio) rests on the trader's closed trades, `tradesBasis` (every
 * closing fill, partial closes included), and is null below this many, the same rule for all.
 */
export const MIN_TRADES_BASIS = 5;

/** How GET /api/v1/traders can order the list (default: risk-adjusted, `rankTraders`). */
export const traderSorts = [
  "riskAdjusted",
  "return7d",
  "return30d",
  "return90d",
  "return12m",
  "drawdown",
  "riskScore",
  "sharpeRatio",
  "winRate",
  "tradesPerWeek",
  "copiers",
  "assetsUnderCopy",
  "copiersEarned",
] as const;
export type TraderSort = (typeof traderSorts)[number];

/** GET /api/v1/traders: a case-insensitive search of the display name, and the order. */
export const tradersQuery = z.strictObject({
  search: z.string().trim().max(60).optional(),
  sort: z.enum(traderSorts).default("riskAdjusted"),
});

/** GET /api/v1/traders (public): figures from the trader's own account history (NAV units). */
const traderSummary = z.object({
  id: z.string(),
  displayName: z.string(),
  bio: z.string(),
  /** 1-10 from the exposure-weighted volatility of open positions (bands on the trader page). */
  riskScore: z.number().int().min(1).max(10),
  return7d: percentOutput.nullable(),
  return30d: percentOutput.nullable(),
  return90d: percentOutput.nullable(),
  return12m: percentOutput.nullable(),
  returnSinceStart: percentOutput.nullable(),
  /** Largest fall of NAV per unit from a peak, percent (positive number, "12.50"). */
  maxDrawdown: percentOutput.nullable(),
  /** Closed trades (closing fills, partial closes included) the trade statistics rest on. */
  tradesBasis: z.number().int(),
  /** Share of closed trades with a gain, percent; null below MIN_TRADES_BASIS. */
  winRate: percentOutput.nullable(),
  /** Average time from opening a position to each closing fill, seconds; null below the minimum. */
  averageHoldingSeconds: z.number().int().nullable(),
  /** Closed trades per week since the account's first fill; null below the minimum. */
  tradesPerWeek: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
  /** Sharpe ratio of daily NAV returns, annualised (formula on the trader page); null below the minimum. */
  sharpeRatio: percentOutput.nullable(),
  /** Closed trades per asset class, percent of tradesBasis, largest first; empty below the minimum. */
  assetClasses: z.array(z.object({ assetClass: z.string(), share: percentOutput })),
  copiers: z.number().int(),
  copiedAmount: moneyOutput,
  /** Equity of the running copies of the trader (cash and open positions at the quotes). */
  assetsUnderCopy: moneyOutput,
  /** What every copy of the trader realised, after the profit share they paid. */
  copiersEarned: moneyOutput,
  ownEquity: moneyOutput,
  profitSharePercent: z.number().int(),
  since: z.string(),
  /** Less than 30 days of history. */
  isNew: z.boolean(),
  status: z.enum(traderStatuses),
  /** Which of the trader's own accounts the figures come from. */
  mode: z.enum(["live", "practice"]),
});
export type TraderSummary = z.infer<typeof traderSummary>;
export const tradersOutput = z.array(traderSummary);

export const traderParams = z.strictObject({ id: z.string().max(64) });

/** GET /api/v1/traders/:id (public). */
export const traderDetail = traderSummary.extend({
  /** Gains over losses of the closed trades; null below the minimum or without a loss. */
  profitFactor: z.string().nullable(),
  /** Positions fully closed (a partially closed one is still open; tradesBasis counts its closes). */
  closedPositionCount: z.number().int(),
  /** The exposure-weighted annualised volatility behind the risk score, percent. */
  volatility: percentOutput.nullable(),
  /** What the risk score rests on: each open position's instrument volatility and price. */
  riskBasis: z.array(
    z.object({
      symbol: z.string(),
      /** The volatility counted, percent. */
      volatility: percentOutput,
      /** 'candles': measured on real daily candles; 'floor': the class's floor (real candles calmer); 'fallback': no real candles yet. */
      source: z.enum(["candles", "floor", "fallback"]),
      /** Notional at a fresh exchange quote, or at the entry price without one. */
      priced: z.enum(["quote", "entry"]),
    }),
  ),
  /** NAV per unit over time (cents per unit as a decimal string), oldest first. */
  navSeries: z.array(z.object({ at: z.string(), nav: z.string() })),
  openPositions: z.array(
    z.object({
      symbol: z.string(),
      side: z.enum(["buy", "sell"]),
      /** Margin of the position as a share of the trader's equity, percent. */
      shareOfEquity: percentOutput,
      /** Null when the trader hides prices of positions opened in the last hour. */
      averagePrice: z.string().nullable(),
      openedAt: z.string(),
    }),
  ),
  closedPositions: z.array(
    z.object({
      symbol: z.string(),
      side: z.enum(["buy", "sell"]),
      averagePrice: z.string(),
      realizedPnl: moneyOutput,
      openedAt: z.string(),
      closedAt: z.string(),
    }),
  ),
  /** Return per calendar month (NAV per unit), oldest first: "2026-11". */
  monthlyReturns: z.array(z.object({ month: z.string(), return: percentOutput })),
});
export type TraderDetail = z.infer<typeof traderDetail>;

/** PATCH /api/v1/me/trader: the trader's own settings. */
export const myTraderInput = z.strictObject({ hidesRecentPrices: z.boolean() });
export type MyTraderInput = z.infer<typeof myTraderInput>;
/** GET/PATCH /api/v1/me/trader. */
export const myTraderOutput = traderProfile.extend({ hidesRecentPrices: z.boolean() });
export type MyTraderOutput = z.infer<typeof myTraderOutput>;

/** GET /api/v1/me/favourite-traders: the ids of the traders the signed-in user watches. */
export const favouriteTradersOutput = z.object({ ids: z.array(z.string()) });
