import type { FastifyPluginAsync } from "fastify";
import { getMe, updateMe as updateMeEndpoint } from "../../shared/contract/users";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { getMeBody } from "./get-me-body";
import { updateMe } from "./update-me";

const JSON_UTF8 = "application/json; charset=utf-8";

export const userRoutes: FastifyPluginAsync = async (app) => {
  // A ready body (already checked against meOutput), mostly from the read cache: see get-me-body.ts.
  implementEndpoint(app, getMe, async (request, reply) => {
    const body = await getMeBody(app.db, app.readCache, actorOf(request));
    reply.header("content-type", JSON_UTF8).send(body);
    return reply;
  });
  implementEndpoint(app, updateMeEndpoint, (request) => updateMe(app.db, actorOf(request), request.body));
};
