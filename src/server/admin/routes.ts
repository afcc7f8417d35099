import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/admin";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { referralBonusCents } from "../referrals/credit-referral-bonus";
import { activateUser } from "./activate-user";
import { approveAdminProposal } from "./approve-admin-proposal";
import { deactivateUser } from "./deactivate-user";
import { deleteUser } from "./delete-user";
import { getSettings } from "./get-settings";
import { getStats } from "./get-stats";
import { getUser } from "./get-user";
import { listAudit } from "./list-audit";
import { listUsers } from "./list-users";
import { makeAdmin } from "./make-admin";
import { rejectAdminProposal } from "./reject-admin-proposal";
import { updateSettings } from "./update-settings";

export const adminRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, contract.getAdminStats, (request) => getStats(app.db, actorOf(request)));

  implementEndpoint(app, contract.listAdminUsers, (request) =>
    listUsers(app.db, actorOf(request), request.query),
  );
  implementEndpoint(app, contract.getAdminUser, (request) =>
    getUser(app.db, actorOf(request), request.params),
  );
  implementEndpoint(app, contract.activateUser, (request) =>
    activateUser(app.db, actorOf(request), request.params, { referralBonus: referralBonusCents(app.config) }),
  );
  implementEndpoint(app, contract.deactivateUser, (request) =>
    deactivateUser(app.db, actorOf(request), request.params),
  );
  const fourEyes = { dualApproval: app.config.dualApprovalAbove !== undefined };
  implementEndpoint(app, contract.makeAdmin, (request) =>
    makeAdmin(app.db, actorOf(request), request.params, fourEyes),
  );
  implementEndpoint(app, contract.approveAdminProposal, (request) =>
    approveAdminProposal(app.db, actorOf(request), request.params),
  );
  implementEndpoint(app, contract.rejectAdminProposal, (request) =>
    rejectAdminProposal(app.db, actorOf(request), request.params),
  );
  implementEndpoint(app, contract.deleteUser, async (request, reply) => {
    await deleteUser(app.db, app.market, actorOf(request), request.params, app.config);
    reply.send();
    return reply;
  });

  implementEndpoint(app, contract.listAudit, (request) => listAudit(app.db, actorOf(request), request.query));

  implementEndpoint(app, contract.getSettings, (request) => getSettings(app.db, actorOf(request)));
  implementEndpoint(app, contract.updateSettings, (request) =>
    updateSettings(app.db, actorOf(request), request.body),
  );
};
