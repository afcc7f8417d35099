import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { meUpdateInput } from "../../shared/schemas/profile";
import { type Me, meOutput } from "../../shared/schemas/user";
import { actorOf } from "../auth/session";
import { getMeBody } from "./get-me-body";
import { updateMe } from "./update-me";

const JSON_UTF8 = "application/json; charset=utf-8";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/me",
    { config: { access: "user" }, schema: { tags: ["users"], response: { 200: meOutput } } },
    // A ready body (already checked against meOutput), mostly from the read cache: see get-me-body.ts.
    (request, reply) => {
      reply.header("content-type", JSON_UTF8);
      return getMeBody(app.db, app.readCache, actorOf(request)) as unknown as Me;
    },
  );
  app.patch(
    "/api/v1/me",
    {
      config: { access: "user" },
      schema: { tags: ["users"], body: meUpdateInput, response: { 200: meOutput } },
    },
    (request) => updateMe(app.db, actorOf(request), request.body),
  );
};
