import { z } from "zod";
import { messages } from "../messages";

/** Limits of a trader profile (the admin's form checks the same ones before sending). */
export const TRADER_DISPLAY_NAME_MAX = 60;
export const TRADER_BIO_MAX = 500;
export const PROFIT_SHARE_MAX = 30;

/**
 * POST /api/v1/admin/users/:id/trader: makes an active user a trader, re-activates a stopped one, or
 * updates an active trader's profile (DESIGN.md section 8).
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

/** A percent with two decimals, may be negative ("-3.25"); null where there is not enough history. */
const percent = z.string().regex(/^-?\d+\.\d{2}$/);
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * How a listed trader stands: 'active' takes new copies; 'stopped' by an admin; 'blown-up' when the
 * account lost (nearly) everything. Never removed from the list.
 */
const traderStatuses = ["active", "stopped", "blown-up"] as const;

/** GET /api/v1/traders (public): figures from the trader's own account history (NAV units). */
const traderSummary = z.object({
  id: z.string(),
  displayName: z.string(),
  bio: z.string(),
  /** 1-10 from the exposure-weighted volatility of open positions (bands on the trader page). */
  riskScore: z.number().int().min(1).max(10),
  return30d: percent.nullable(),
  return12m: percent.nullable(),
  returnSinceStart: percent.nullable(),
  /** Largest fall of NAV per unit from a peak, percent (positive number, "12.50"). */
  maxDrawdown: percent.nullable(),
  copiers: z.number().int(),
  copiedAmount: money,
  ownEquity: money,
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
  winRate: percent.nullable(),
  profitFactor: z.string().nullable(),
  /** Average holding time of closed positions, seconds. */
  averageHoldingSeconds: z.number().int().nullable(),
  closedPositionCount: z.number().int(),
  /** The exposure-weighted annualised volatility behind the risk score, percent. */
  volatility: percent.nullable(),
  /** NAV per unit over time (cents per unit as a decimal string), oldest first. */
  navSeries: z.array(z.object({ at: z.string(), nav: z.string() })),
  openPositions: z.array(
    z.object({
      symbol: z.string(),
      side: z.enum(["buy", "sell"]),
      /** Margin of the position as a share of the trader's equity, percent. */
      shareOfEquity: percent,
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
      realizedPnl: money,
      openedAt: z.string(),
      closedAt: z.string(),
    }),
  ),
  /** Return per calendar month (NAV per unit), oldest first: "2026-11". */
  monthlyReturns: z.array(z.object({ month: z.string(), return: percent })),
});
export type TraderDetail = z.infer<typeof traderDetail>;

/** PATCH /api/v1/me/trader: the trader's own settings. */
export const myTraderInput = z.strictObject({ hidesRecentPrices: z.boolean() });
export type MyTraderInput = z.infer<typeof myTraderInput>;
/** GET/PATCH /api/v1/me/trader. */
export const myTraderOutput = traderProfile.extend({ hidesRecentPrices: z.boolean() });
export type MyTraderOutput = z.infer<typeof myTraderOutput>;
