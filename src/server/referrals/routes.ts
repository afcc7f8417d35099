import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/referrals";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { listReferrals } from "./list-referrals";
import { lookupReferralId } from "./lookup-referral-id";

export const referralRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, contract.listReferrals, (request) =>
    listReferrals(app.db, actorOf(request), request.query),
  );
  // Public (the register form asks before anyone is signed in), and limited like sign-up.
  implementEndpoint(app, contract.lookupReferralId, (request) => lookupReferralId(app.db, request.query), {
    rateLimit: { max: app.config.authRateLimit, timeWindow: "1 minute" },
  });
};
