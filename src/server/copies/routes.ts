import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { copiesOutput, copy, copyParams, createCopyInput } from "../../shared/schemas/copies";
import { actorOf } from "../auth/session";
import { runIdempotent } from "../idempotency/run-idempotent";
import { createCopy } from "./create-copy";
import { getCopy } from "./get-copy";
import { listCopies } from "./list-copies";

const tags = ["copies"];
/** Copy actions hit the market feed: generous for a person, a wall for a script. */
const rateLimit = { max: 120, timeWindow: "1 minute" };

/** Investors' copies of traders (issue 13, DESIGN.md section 8). */
export const copyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { market, config } = app;
  const active = { access: "active", rateLimit } as const;

  app.post(
    "/api/v1/copies",
    { config: active, schema: { tags, body: createCopyInput, response: { 201: copy } } },
    (request, reply) =>
      runIdempotent(app.db, request, reply, 201, (db) =>
        createCopy(db, market, config, actorOf(request), request.body),
      ),
  );
  app.get(
    "/api/v1/copies",
    { config: active, schema: { tags, response: { 200: copiesOutput } } },
    (request) => listCopies(app.db, market, actorOf(request)),
  );
  app.get(
    "/api/v1/copies/:id",
    { config: active, schema: { tags, params: copyParams, response: { 200: copy } } },
    (request) => getCopy(app.db, market, actorOf(request), request.params.id),
  );
};
