import { z } from "zod";
import { amountAtLeast, amountAtMost, messages, newTotalAtLeast, newTotalAtMost } from "../messages";
import { moneyInput, moneyOutput, positiveMoneyInput } from "../money";
import { findPlan, PLAN_IDS, type Plan, planBoundsCents } from "../plans";
import { transactionOutput } from "./transactions";

/** Open a trade on a plan (Invest Now): amount required, within the plan's min and max (spec section 5). */
export const tradeInput = z
  .strictObject({
    planId: z.enum(PLAN_IDS, { error: messages.planRequired }),
    amount: moneyInput({ required: messages.amountRequired, invalid: messages.amountInvalid }),
  })
  .superRefine((value, ctx) => {
    const plan = findPlan(value.planId);
    if (!plan) return;
    const { min, max } = planBoundsCents(plan);
    if (value.amount < min)
      ctx.addIssue({ code: "custom", path: ["amount"], message: amountAtLeast(plan.min) });
    else if (value.amount > max)
      ctx.addIssue({ code: "custom", path: ["amount"], message: amountAtMost(plan.max) });
  });
export type TradeInput = z.input<typeof tradeInput>;

/**
 * Upgrade the open trade to a higher plan: `amount` is what is added from the balance; the plan's
 * bounds apply to the new total (checked with the trade, see `newTotalError`).
 */
export const upgradeInput = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: messages.planRequired }),
  amount: positiveMoneyInput({
    required: messages.amountRequired,
    invalid: messages.amountInvalid,
    notPositive: messages.amountNotPositive,
  }),
});
export type UpgradeInput = z.input<typeof upgradeInput>;

/** The plan's bounds applied to an upgrade's new total (cents), or null when it fits. */
export function newTotalError(plan: Plan, total: bigint): string | null {
  const { min, max } = planBoundsCents(plan);
  if (total < min) return newTotalAtLeast(plan.min);
  if (total > max) return newTotalAtMost(plan.max);
  return null;
}

export const tradeOutput = z.object({
  id: z.string(),
  planId: z.string(),
  planLabel: z.string(),
  amount: moneyOutput,
  /** ROI per day, percent. */
  roi: z.number(),
  /** The user's current profit (set by admins), claimable when > 0. */
  profit: moneyOutput,
  status: z.enum(["active", "closed"]),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Trade = z.infer<typeof tradeOutput>;

export const currentTradeOutput = z.object({ trade: tradeOutput.nullable() });

/** Claim Profit: the trade amount returned and the profit credited (two success records). */
export const claimOutput = z.object({
  returned: transactionOutput,
  profit: transactionOutput,
  claimedProfit: moneyOutput,
});

export const upgradeOutput = z.object({
  /** The new active trade: the new plan with the new total. */
  trade: tradeOutput,
  /** The trade it replaced. */
  from: z.object({ planId: z.string(), planLabel: z.string(), amount: moneyOutput }),
  /** The success 'withdraw' record of the added amount. */
  transaction: transactionOutput,
});
export type UpgradeResult = z.infer<typeof upgradeOutput>;

/** Close trade: the trade amount returned (no profit paid). */
export const closeOutput = z.object({ returned: transactionOutput });
export type CloseResult = z.infer<typeof closeOutput>;
