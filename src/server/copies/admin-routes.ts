import type { FastifyPluginAsync } from "fastify";
import { listUserCopies } from "../../shared/contract/copies";
import { implementEndpoint } from "../http/implement-endpoint";
import { copiesOf } from "./list-copies";

/** What an admin sees of copy trading on a user's page (issue 13, point 8). */
export const adminCopyRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, listUserCopies, (request) => copiesOf(app.db, app.market, request.params.id));
};
