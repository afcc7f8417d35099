import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  referralListOutput,
  referralListQuery,
  referralLookupOutput,
  referralLookupQuery,
} from "../../shared/schemas/referrals";
import { actorOf } from "../auth/session";
import { listReferrals } from "./list-referrals";
import { lookupReferralId } from "./lookup-referral-id";

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/referrals",
    {
      config: { access: "user" },
      schema: { tags: ["referrals"], querystring: referralListQuery, response: { 200: referralListOutput } },
    },
    (request) => listReferrals(app.db, actorOf(request), request.query),
  );
  app.get(
    "/api/v1/referrals/lookup",
    {
      // Public (the register form asks before anyone is signed in), and limited like sign-up.
      config: { access: "public", rateLimit: { max: app.config.authRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags: ["referrals"],
        querystring: referralLookupQuery,
        response: { 200: referralLookupOutput },
      },
    },
    (request) => lookupReferralId(app.db, request.query),
  );
};
