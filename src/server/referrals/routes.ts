import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { referralListOutput, referralListQuery } from "../../shared/schemas/referrals";
import { actorOf } from "../auth/session";
import { listReferrals } from "./list-referrals";

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/referrals",
    {
      config: { access: "user" },
      schema: { tags: ["referrals"], querystring: referralListQuery, response: { 200: referralListOutput } },
    },
    (request) => listReferrals(app.db, actorOf(request), request.query),
  );
};
