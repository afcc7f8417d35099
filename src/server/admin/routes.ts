import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminSettings,
  adminUserDetail,
  adminUserListOutput,
  adminUserListQuery,
  adminUserProfile,
  auditListOutput,
  auditListQuery,
  userIdParams,
} from "../../shared/schemas/admin";
import { actorOf } from "../auth/session";
import { referralBonusCents } from "../referrals/credit-referral-bonus";
import { activateUser } from "./activate-user";
import { deactivateUser } from "./deactivate-user";
import { deleteUser } from "./delete-user";
import { getSettings } from "./get-settings";
import { getStats, statsOutput } from "./get-stats";
import { getUser } from "./get-user";
import { listAudit } from "./list-audit";
import { listUsers } from "./list-users";
import { makeAdmin } from "./make-admin";
import { updateSettings } from "./update-settings";

const tags = ["admin"];
const admin = { access: "admin" } as const;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/admin/stats",
    { config: admin, schema: { tags, response: { 200: statsOutput } } },
    (request) => getStats(app.db, actorOf(request)),
  );

  app.get(
    "/api/v1/admin/users",
    {
      config: admin,
      schema: { tags, querystring: adminUserListQuery, response: { 200: adminUserListOutput } },
    },
    (request) => listUsers(app.db, actorOf(request), request.query),
  );
  app.get(
    "/api/v1/admin/users/:id",
    { config: admin, schema: { tags, params: userIdParams, response: { 200: adminUserDetail } } },
    (request) => getUser(app.db, actorOf(request), request.params),
  );
  app.post(
    "/api/v1/admin/users/:id/activate",
    { config: admin, schema: { tags, params: userIdParams, response: { 200: adminUserProfile } } },
    (request) =>
      activateUser(app.db, actorOf(request), request.params, {
        referralBonus: referralBonusCents(app.config),
      }),
  );
  app.post(
    "/api/v1/admin/users/:id/deactivate",
    { config: admin, schema: { tags, params: userIdParams, response: { 200: adminUserProfile } } },
    (request) => deactivateUser(app.db, actorOf(request), request.params),
  );
  app.post(
    "/api/v1/admin/users/:id/make-admin",
    { config: admin, schema: { tags, params: userIdParams, response: { 200: adminUserProfile } } },
    (request) => makeAdmin(app.db, actorOf(request), request.params),
  );
  app.delete(
    "/api/v1/admin/users/:id",
    { config: admin, schema: { tags, params: userIdParams } },
    async (request, reply) => {
      await deleteUser(app.db, actorOf(request), request.params, app.config);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/v1/admin/audit",
    { config: admin, schema: { tags, querystring: auditListQuery, response: { 200: auditListOutput } } },
    (request) => listAudit(app.db, actorOf(request), request.query),
  );

  app.get(
    "/api/v1/admin/settings",
    { config: admin, schema: { tags, response: { 200: adminSettings } } },
    (request) => getSettings(app.db, actorOf(request)),
  );
  app.put(
    "/api/v1/admin/settings",
    { config: admin, schema: { tags, body: adminSettings, response: { 200: adminSettings } } },
    (request) => updateSettings(app.db, actorOf(request), request.body),
  );
};
