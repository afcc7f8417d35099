import type { FastifyPluginAsync } from "fastify";
import {
  activateUser,
  deactivateUser,
  deleteUser,
  getAdminStats,
  getAdminUser,
  getSettings,
  listAdminUsers,
  listAudit,
  makeAdmin,
  updateSettings,
} from "../../shared/contract/admin";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { referralBonusCents } from "../referrals/credit-referral-bonus";
import { activateUser as activate } from "./activate-user";
import { deactivateUser as deactivate } from "./deactivate-user";
import { deleteUser as removeUser } from "./delete-user";
import { getSettings as readSettings } from "./get-settings";
import { getStats } from "./get-stats";
import { getUser } from "./get-user";
import { listAudit as readAudit } from "./list-audit";
import { listUsers } from "./list-users";
import { makeAdmin as promote } from "./make-admin";
import { updateSettings as saveSettings } from "./update-settings";

export const adminRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, getAdminStats, (request) => getStats(app.db, actorOf(request)));

  implementEndpoint(app, listAdminUsers, (request) => listUsers(app.db, actorOf(request), request.query));
  implementEndpoint(app, getAdminUser, (request) => getUser(app.db, actorOf(request), request.params));
  implementEndpoint(app, activateUser, (request) =>
    activate(app.db, actorOf(request), request.params, { referralBonus: referralBonusCents(app.config) }),
  );
  implementEndpoint(app, deactivateUser, (request) => deactivate(app.db, actorOf(request), request.params));
  implementEndpoint(app, makeAdmin, (request) => promote(app.db, actorOf(request), request.params));
  implementEndpoint(app, deleteUser, async (request, reply) => {
    await removeUser(app.db, actorOf(request), request.params, app.config);
    reply.send();
    return reply;
  });

  implementEndpoint(app, listAudit, (request) => readAudit(app.db, actorOf(request), request.query));

  implementEndpoint(app, getSettings, (request) => readSettings(app.db, actorOf(request)));
  implementEndpoint(app, updateSettings, (request) => saveSettings(app.db, actorOf(request), request.body));
};
