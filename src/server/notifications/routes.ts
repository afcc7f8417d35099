import type { FastifyPluginAsync } from "fastify";
import * as contract from "../../shared/contract/notifications";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { listNotifications } from "./list-notifications";
import { markNotificationsRead } from "./mark-notifications-read";

/** The signed-in user's notification centre (issue 31 point 13). */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, contract.listNotifications, (request) =>
    listNotifications(app.db, actorOf(request)),
  );
  implementEndpoint(app, contract.markNotificationsRead, (request) =>
    markNotificationsRead(app.db, actorOf(request), request.body),
  );
};
