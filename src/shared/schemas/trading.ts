import { z } from "zod";
import { messages } from "../messages";
import { moneyOutput, positiveMoneyInput } from "../money";
import { type Fixed, parseFixed } from "../trading-math";

const tradingAccountKinds = ["own", "copy"] as const;
export type TradingAccountKind = (typeof tradingAccountKinds)[number];
export const tradingModes = ["live", "practice"] as const;
export type TradingMode = (typeof tradingModes)[number];
const orderSides = ["buy", "sell"] as const;
export type OrderSide = (typeof orderSides)[number];

/** GET /api/v1/trading/accounts: one trading account with figures marked at the current quotes. */
export const tradingAccount = z.object({
  id: z.string(),
  kind: z.enum(tradingAccountKinds),
  mode: z.enum(tradingModes),
  cash: moneyOutput,
  equity: moneyOutput,
  usedMargin: moneyOutput,
  freeMargin: moneyOutput,
  /** Equity / used margin in percent ("152.30"); null without open positions. */
  marginLevel: z.string().nullable(),
  unrealizedPnl: moneyOutput,
});
export type TradingAccount = z.infer<typeof tradingAccount>;
export const tradingAccountsOutput = z.array(tradingAccount);

export const tradingAccountParams = z.strictObject({ id: z.string().max(64) });

/** POST /api/v1/trading/accounts/:id/transfers: balance -> live account ('in') or back ('out'). */
export const transferInput = z.strictObject({
  direction: z.enum(["in", "out"], { error: messages.badRequest }),
  amount: positiveMoneyInput({
    required: messages.amountRequired,
    invalid: messages.amountInvalid,
    notPositive: messages.amountNotPositive,
  }),
});
export type TransferInput = z.input<typeof transferInput>;

/** A positive decimal (quantity or price) on the wire, parsed to Fixed. */
function positiveDecimal(required: string, invalid: string) {
  return z.string({ error: required }).transform((value, ctx): Fixed => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const parsed = parseFixed(value);
    if (parsed === null || parsed <= 0n) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return parsed;
  });
}
const price = () => positiveDecimal(messages.priceInvalid, messages.priceInvalid);

/** POST /api/v1/orders: a market order, filled at once at ask (buy) or bid (sell). */
export const orderInput = z.strictObject({
  accountId: z.string({ error: messages.tradingAccountNotFound }).max(64),
  symbol: z
    .string({ error: messages.instrumentNotFound })
    .max(20)
    .transform((value) => value.toUpperCase()),
  side: z.enum(orderSides, { error: messages.sideInvalid }),
  quantity: positiveDecimal(messages.quantityRequired, messages.quantityInvalid),
  leverage: z
    .number({ error: messages.orderLeverageInvalid })
    .int(messages.orderLeverageInvalid)
    .min(1, messages.orderLeverageInvalid)
    .max(100, messages.orderLeverageInvalid),
  stopLoss: price().optional(),
  takeProfit: price().optional(),
});

const positionStatuses = ["open", "closed"] as const;
export type PositionStatus = (typeof positionStatuses)[number];
/** Why a fill happened: an order opening or adding, a close, or the engine's stop-loss, take-profit, close-out or a practice reset. */
export type FillReason = "open" | "close" | "stop-loss" | "take-profit" | "margin-close-out" | "reset";

/** A position as GET /api/v1/positions lists it; decimals as decimal strings, money as cents text. */
export const position = z.object({
  id: z.string(),
  accountId: z.string(),
  symbol: z.string(),
  side: z.enum(orderSides),
  quantity: z.string(),
  averagePrice: z.string(),
  leverage: z.number().int(),
  margin: moneyOutput,
  stopLoss: z.string().nullable(),
  takeProfit: z.string().nullable(),
  /** Marked at bid (longs) or ask (shorts); "0.00" once closed. */
  unrealizedPnl: moneyOutput,
  realizedPnl: moneyOutput,
  status: z.enum(positionStatuses),
  /** Why it closed: 'close', 'stop-loss', 'take-profit', 'margin-close-out', 'reset'; null while open. */
  closeReason: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Position = z.infer<typeof position>;
export const positionsOutput = z.array(position);

/**
 * One closing fill of a position (issue 31 point 6): a partial close, a close, a stop, a reset...
 * each its own line with its quantity, price and the P&L it realized.
 */
const closingFill = z.object({
  id: z.string(),
  positionId: z.string(),
  symbol: z.string(),
  /** The position's side (the fill itself went the other way). */
  side: z.enum(orderSides),
  quantity: z.string(),
  /** The position's average entry price. */
  entryPrice: z.string(),
  /** The price this fill closed at. */
  exitPrice: z.string(),
  realizedPnl: moneyOutput,
  /** 'close', 'stop-loss', 'take-profit', 'margin-close-out', 'reset'. */
  reason: z.string(),
  closedAt: z.string(),
});
export type ClosingFill = z.infer<typeof closingFill>;
export const closingFillsOutput = z.array(closingFill);
export const closingFillsQuery = z.strictObject({ accountId: z.string().max(64) });

export const positionsQuery = z.strictObject({
  accountId: z.string().max(64),
  status: z.enum(positionStatuses).default("open"),
});

export const orderOutput = z.object({
  order: z.object({
    id: z.string(),
    accountId: z.string(),
    symbol: z.string(),
    side: z.enum(orderSides),
    quantity: z.string(),
    leverage: z.number().int(),
    status: z.literal("filled"),
    createdAt: z.string(),
  }),
  fill: z.object({ price: z.string(), quantity: z.string() }),
  position: position,
});
export type OrderOutput = z.infer<typeof orderOutput>;

export const positionParams = z.strictObject({ id: z.string().max(64) });

/** POST /api/v1/positions/:id/close: the whole position, or `quantity` of it. */
export const closePositionInput = z
  .strictObject({ quantity: positiveDecimal(messages.quantityRequired, messages.quantityInvalid).optional() })
  .default({});

export const closePositionOutput = z.object({
  fill: z.object({ price: z.string(), quantity: z.string(), realizedPnl: moneyOutput }),
  position: position,
});

/** PATCH /api/v1/positions/:id: null removes a level. */
export const updatePositionInput = z
  .strictObject({
    stopLoss: price().nullable().optional(),
    takeProfit: price().nullable().optional(),
  })
  .refine((value) => value.stopLoss !== undefined || value.takeProfit !== undefined, {
    message: messages.positionUpdateEmpty,
  });
