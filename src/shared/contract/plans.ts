import { z } from "zod";
import { PLAN_IDS } from "../plans";
import { defineEndpoint } from "./endpoint";

const planOutput = z.object({
  id: z.enum(PLAN_IDS),
  label: z.string(),
  range: z.string(),
  offer: z.tuple([z.string(), z.string(), z.string()]),
  roi: z.number(),
  durationDays: z.number(),
  min: z.number(),
  max: z.number(),
  isRecommended: z.boolean(),
});

export const listPlans = defineEndpoint({
  method: "GET",
  path: "/api/v1/plans",
  access: "public",
  summary: "List the investment plans",
  tag: "plans",
  status: 200,
  // riskNote: 'Returns are not guaranteed...' shown with the plans.
  output: z.object({ items: z.array(planOutput), riskNote: z.string() }),
  errors: [],
});
