import { z } from "zod";
import { messages } from "../messages";
import { moneyOutput, percentOutput, positiveMoneyInput } from "../money";
import { position, tradingModes } from "./trading";

export const COPY_STOP_LOSS_MIN = 5;
export const COPY_STOP_LOSS_MAX = 95;
/** Copy take-profit (issue 31 point 9): stop the copy once its equity is this percent above its net invested. */
export const COPY_TAKE_PROFIT_MIN = 5;
export const COPY_TAKE_PROFIT_MAX = 1000;

/** How a copy sizes the positions it mirrors (issue 31 point 12). */
const copySizings = ["proportional", "fixed"] as const;
export type CopySizing = (typeof copySizings)[number];
/** New copies of a trader whose risk score is at least this are refused (docs/design.md, Copy trading). */
export const COPY_RISK_SCORE_LIMIT = 8;

const copyStatuses = ["active", "paused", "stopped"] as const;
export type CopyStatus = (typeof copyStatuses)[number];

/** Why a copy stopped. */
const copyStopReasons = [
  "investor",
  "stop-loss",
  "take-profit",
  "trader-stopped",
  "account-deleted",
] as const;
export type CopyStopReason = (typeof copyStopReasons)[number];

/** Why a trader fill was not mirrored into a copy (a stable code; the screen words it). */
export const copySkipReasons = [
  "below-minimum",
  "paused",
  "insufficient-margin",
  "no-position",
  "instrument-disabled",
  "market-data-stale",
] as const;

const copyEventKinds = [
  "mirrored",
  "skipped",
  "created",
  "paused",
  "resumed",
  "edited",
  "funds-added",
  "funds-removed",
  "profit-share",
  "closed",
  "stopped",
] as const;
export type CopyEventKind = (typeof copyEventKinds)[number];

const stopLossPercent = z
  .number({ error: messages.copyStopLossInvalid })
  .int(messages.copyStopLossInvalid)
  .min(COPY_STOP_LOSS_MIN, messages.copyStopLossInvalid)
  .max(COPY_STOP_LOSS_MAX, messages.copyStopLossInvalid);

const takeProfitPercent = z
  .number({ error: messages.copyTakeProfitInvalid })
  .int(messages.copyTakeProfitInvalid)
  .min(COPY_TAKE_PROFIT_MIN, messages.copyTakeProfitInvalid)
  .max(COPY_TAKE_PROFIT_MAX, messages.copyTakeProfitInvalid);

const amount = positiveMoneyInput({
  required: messages.amountRequired,
  invalid: messages.amountInvalid,
  notPositive: messages.amountNotPositive,
});

/**
 * POST /api/v1/copies (Idempotency-Key): `amount` is at least COPY_MIN_AMOUNT (checked by the server).
 * `sizing` 'fixed' opens each mirrored position with `fixedMargin` dollars of margin (required then,
 * refused otherwise, at most the amount).
 */
export const createCopyInput = z
  .strictObject({
    traderId: z.string({ error: messages.traderProfileNotFound }).max(64),
    amount,
    stopLossPercent,
    takeProfitPercent: takeProfitPercent.nullable().default(null),
    copyOpenPositions: z.boolean({ error: messages.badRequest }).default(false),
    mode: z.enum(tradingModes, { error: messages.copyModeInvalid }),
    sizing: z.enum(copySizings, { error: messages.badRequest }).default("proportional"),
    fixedMargin: positiveMoneyInput({
      required: messages.copyFixedMarginRequired,
      invalid: messages.amountInvalid,
      notPositive: messages.amountNotPositive,
    }).optional(),
  })
  .superRefine((input, context) => {
    if (input.sizing === "fixed" && input.fixedMargin === undefined)
      context.addIssue({ code: "custom", path: ["fixedMargin"], message: messages.copyFixedMarginRequired });
    if (input.sizing === "proportional" && input.fixedMargin !== undefined)
      context.addIssue({
        code: "custom",
        path: ["fixedMargin"],
        message: messages.copyFixedMarginUnexpected,
      });
    if (input.fixedMargin !== undefined && input.fixedMargin > input.amount)
      context.addIssue({
        code: "custom",
        path: ["fixedMargin"],
        message: messages.copyFixedMarginAboveAmount,
      });
  });
export type CreateCopyInput = z.input<typeof createCopyInput>;

/** POST /api/v1/copies/:id/add-funds and /remove-funds. */
export const copyFundsInput = z.strictObject({ amount });
export type CopyFundsInput = z.input<typeof copyFundsInput>;

/**
 * PATCH /api/v1/copies/:id (issue 31 point 9): a running copy's stop-loss and take-profit; a
 * take-profit of null removes it, a field left out stays as it is; at least one is given.
 */
export const editCopyInput = z
  .strictObject({
    stopLossPercent: stopLossPercent.optional(),
    takeProfitPercent: takeProfitPercent.nullable().optional(),
  })
  .refine((input) => input.stopLossPercent !== undefined || input.takeProfitPercent !== undefined, {
    message: messages.copyEditEmpty,
  });
export type EditCopyInput = z.input<typeof editCopyInput>;

export const copyParams = z.strictObject({ id: z.string().max(64) });

/**
 * One line of a copy's log: a mirrored or skipped trader fill, a position the copy's stop closed
 * ('closed': its fill's quantity, price and realized P&L in `amount`; `reason` the stop reason), or a
 * lifecycle event.
 */
const copyEvent = z.object({
  id: z.string(),
  kind: z.enum(copyEventKinds),
  /** Skip reason (copySkipReasons) or stop reason (copyStopReasons); null otherwise. */
  reason: z.string().nullable(),
  symbol: z.string().nullable(),
  side: z.enum(["buy", "sell"]).nullable(),
  traderQuantity: z.string().nullable(),
  traderPrice: z.string().nullable(),
  quantity: z.string().nullable(),
  price: z.string().nullable(),
  /**
   * How much worse (+) or better (-) the copy's price was than the trader's, in percent of the
   * trader's price, from the copy's point of view ("0.02"); null unless mirrored.
   */
  slippagePercent: percentOutput.nullable(),
  /**
   * A trader's position copied when the copy started (copyOpenPositions): how far today's price was
   * from the trader's entry, from the copy's side (+ worse), in percent of the entry. Not slippage:
   * the market moved since the trader opened. Null for every other line.
   */
  moveSinceTraderOpenPercent: percentOutput.nullable(),
  /** Money events (funds moved, profit share): the amount; 'closed': the realized P&L. */
  amount: moneyOutput.nullable(),
  createdAt: z.string(),
});
export type CopyEvent = z.infer<typeof copyEvent>;

/** The trader as a copy shows them. */
const copiedTrader = z.object({
  id: z.string(),
  displayName: z.string(),
  profitSharePercent: z.number().int(),
});

/** GET /api/v1/copies and /copies/:id (`positions` and `events` are empty in the list). */
export const copy = z.object({
  id: z.string(),
  trader: copiedTrader,
  status: z.enum(copyStatuses),
  mode: z.enum(tradingModes),
  stopLossPercent: z.number().int(),
  /** Copy take-profit percent above the net invested; null when none. */
  takeProfitPercent: z.number().int().nullable(),
  sizing: z.enum(copySizings),
  /** Fixed sizing: the margin each mirrored open uses; null when proportional. */
  fixedMargin: moneyOutput.nullable(),
  copyOpenPositions: z.boolean(),
  /** Net invested: the first amount plus funds added minus funds removed. */
  invested: moneyOutput,
  equity: moneyOutput,
  cash: moneyOutput,
  usedMargin: moneyOutput,
  unrealizedPnl: moneyOutput,
  realizedPnl: moneyOutput,
  feesPaid: moneyOutput,
  /**
   * The copy's P&L after profit share: unrealized + realized - profit share paid (the basis of
   * `return`, which is after profit share too). unrealizedPnl + realizedPnl is the P&L before it.
   */
  netPnl: moneyOutput,
  /** Time-weighted return since the copy started (NAV per unit), percent. */
  return: percentOutput.nullable(),
  /** The copy's return minus the trader's over the same period, percent. */
  trackingGap: percentOutput.nullable(),
  /** Equity at which the copy stop-loss closes everything. */
  stopLossEquity: moneyOutput,
  /** Equity at which the copy take-profit closes everything; null when none. */
  takeProfitEquity: moneyOutput.nullable(),
  stopReason: z.enum(copyStopReasons).nullable(),
  createdAt: z.string(),
  stoppedAt: z.string().nullable(),
  positions: z.array(position),
  events: z.array(copyEvent),
});
export type Copy = z.infer<typeof copy>;
export const copiesOutput = z.array(copy);

/** One position a copy mirrored (GET /api/v1/copies/:id/trades, issue 31 point 10). */
const copyTrade = z.object({
  positionId: z.string(),
  symbol: z.string(),
  side: z.enum(["buy", "sell"]),
  status: z.enum(["open", "closed"]),
  /** The quantity opened (the sum of the position's opening fills). */
  quantity: z.string(),
  /** Average price of the opening fills. */
  openPrice: z.string(),
  /** Average price of the closing fills; null while nothing closed. */
  closePrice: z.string().nullable(),
  /** Realized P&L of the closes plus, while open, the unrealized P&L at the current quote. */
  pnl: moneyOutput,
  /** This position's part of the profit share the copy paid (see the endpoint's description). */
  feeShare: moneyOutput,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Why it closed (a fill reason: 'close', 'stop-loss', ...); null while open. */
  closeReason: z.string().nullable(),
});
export type CopyTrade = z.infer<typeof copyTrade>;

export const copyTradesOutput = z.object({
  items: z.array(copyTrade),
  /** Profit share paid on gains of positions still open at a settlement: no closed position carries it. */
  unallocatedFees: moneyOutput,
  /** All profit share paid (feeShare of every item plus unallocatedFees). */
  feesPaid: moneyOutput,
});
export type CopyTradesOutput = z.infer<typeof copyTradesOutput>;

/** A point of a copy's equity history (GET /api/v1/copies/:id/equity). */
const copyEquityPoint = z.object({
  at: z.string(),
  equity: moneyOutput,
  /** Money the investor has in it at that time: amounts in, less amounts that reached them back. */
  netInvested: moneyOutput,
  /** equity - netInvested: the dollars gained or lost, profit share paid included. */
  pnl: moneyOutput,
  /** Time-weighted return since the start (NAV per unit, chain-linked), percent; null once emptied. */
  return: percentOutput.nullable(),
});

export const copyEquityOutput = z.object({ points: z.array(copyEquityPoint) });
export type CopyEquityOutput = z.infer<typeof copyEquityOutput>;

/** The appropriateness questionnaire (issue 13, point 7): answers by question id. */
export const assessmentInput = z.strictObject({
  answers: z.record(z.string().max(40), z.string().max(40), { error: messages.assessmentAnswersInvalid }),
});
export type AssessmentInput = z.input<typeof assessmentInput>;

/** GET/POST /api/v1/me/appropriateness. */
export const assessmentStatus = z.object({
  /** Whether live copies need a passed questionnaire on this server (APPROPRIATENESS_REQUIRED). */
  required: z.boolean(),
  /** 'none' before the first attempt. */
  result: z.enum(["none", "passed", "failed"]),
  /** When a failed result may be retaken (ISO time); null otherwise. */
  retakeAt: z.string().nullable(),
});
export type AssessmentStatus = z.infer<typeof assessmentStatus>;
