import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PLAN_RISK_NOTE, PLANS } from "../../shared/plans";

const planOutput = z.object({
  id: z.string(),
  label: z.string(),
  range: z.string(),
  offer: z.array(z.string()),
  roi: z.number(),
  durationDays: z.number(),
  min: z.number(),
  max: z.number(),
  isRecommended: z.boolean(),
});
const planListOutput = z.object({ items: z.array(planOutput), riskNote: z.string() });

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/plans",
    { config: { access: "public" }, schema: { tags: ["plans"], response: { 200: planListOutput } } },
    () => ({ items: [...PLANS], riskNote: PLAN_RISK_NOTE }),
  );
};
