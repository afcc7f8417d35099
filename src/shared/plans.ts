import { dollarsToCents } from "./cents";

/** The plan catalogue (spec section 9; Vast Plan ROI is 11% everywhere, docs/design.md, Where we differ from the spec, point 7). Data, not code. */
export interface Plan {
  id: PlanId;
  label: string;
  /** Display range, e.g. "$699 to $999". */
  range: string;
  /** Three bullet strings for the plan card. */
  offer: [string, string, string];
  /** ROI per day, percent. */
  roi: number;
  durationDays: number;
  /** Whole dollars; Tera's 999999 stands for unlimited. */
  min: number;
  max: number;
  isRecommended: boolean;
}

export const PLAN_IDS = ["basic", "vast", "mega", "tera"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Shown with the plans (docs/design.md, Where we differ from the spec, point 8). */
export const PLAN_RISK_NOTE =
  "Returns are not guaranteed. Trading involves risk, including the loss of capital.";

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    label: "Basic Plan",
    range: "$699 to $999",
    offer: ["8% ROI per day", "12 days duration", "24/7 support"],
    roi: 8,
    durationDays: 12,
    min: 699,
    max: 999,
    isRecommended: false,
  },
  {
    id: "vast",
    label: "Vast Plan",
    range: "$1,000 to $2,999",
    offer: ["11% ROI per day", "14 days duration", "24/7 support"],
    roi: 11,
    durationDays: 14,
    min: 1000,
    max: 2999,
    isRecommended: true,
  },
  {
    id: "mega",
    label: "Mega Plan",
    range: "$3,000 to $4,999",
    offer: ["15% ROI per day", "16 days duration", "24/7 support"],
    roi: 15,
    durationDays: 16,
    min: 3000,
    max: 4999,
    isRecommended: false,
  },
  {
    id: "tera",
    label: "Tera Plan",
    range: "$5,000 to Unlimited",
    offer: ["19% ROI per day", "20 days duration", "24/7 support"],
    roi: 19,
    durationDays: 20,
    min: 5000,
    max: 999999,
    isRecommended: false,
  },
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function planBoundsCents(plan: Plan) {
  return { min: dollarsToCents(plan.min), max: dollarsToCents(plan.max) };
}

/** Plans rank by their minimum: an upgrade goes only to a plan ranked higher than the current one. */
export function isHigherPlan(target: Plan, current: Plan): boolean {
  return target.min > current.min;
}
