import type { FastifyPluginAsync } from "fastify";
import { listPlans } from "../../shared/contract/plans";
import { PLAN_RISK_NOTE, PLANS } from "../../shared/plans";
import { implementEndpoint } from "../http/implement-endpoint";

export const planRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, listPlans, () => ({ items: [...PLANS], riskNote: PLAN_RISK_NOTE }));
};
