import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userIdParams } from "../../shared/schemas/admin";
import { copiesOutput } from "../../shared/schemas/copies";
import { copiesOf } from "./list-copies";

/** What an admin sees of copy trading on a user's page (issue 13, point 8). */
export const adminCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/admin/users/:id/copies",
    {
      config: { access: "admin" },
      schema: { tags: ["admin"], params: userIdParams, response: { 200: copiesOutput } },
    },
    (request) => copiesOf(app.db, app.market, request.params.id),
  );
};
