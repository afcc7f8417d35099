import { z } from "zod";
import { amountAtLeast, amountAtMost, messages } from "../messages";
import { moneyInput, moneyOutput } from "../money";
import { findPlan, PLAN_IDS, planBoundsCents } from "../plans";

/** Invest in a plan: amount required, within the plan's min and max (spec section 5). */
export const investInput = z
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
export type InvestInput = z.input<typeof investInput>;

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
