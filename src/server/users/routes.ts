import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileUpdateInput } from "../../shared/schemas/profile";
import { meOutput } from "../../shared/schemas/user";
import { actorOf } from "../auth/session";
import { getMe } from "./get-me";
import { updateMe } from "./update-me";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/me",
    { config: { access: "user" }, schema: { tags: ["users"], response: { 200: meOutput } } },
    (request) => getMe(app.db, actorOf(request)),
  );
  app.patch(
    "/api/v1/me",
    {
      config: { access: "user" },
      schema: { tags: ["users"], body: profileUpdateInput, response: { 200: meOutput } },
    },
    (request) => updateMe(app.db, actorOf(request), request.body),
  );
};
