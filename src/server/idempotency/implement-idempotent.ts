import type { FastifyInstance } from "fastify";
import type { Endpoint, EndpointResult } from "../../shared/contract/endpoint";
import type { Runner } from "../db/client";
import { implementEndpoint } from "../http/implement-endpoint";
import { runIdempotent } from "./run-idempotent";

type Handler<E extends Endpoint> = Parameters<typeof implementEndpoint<E>>[2];
type Request<E extends Endpoint> = Parameters<Handler<E>>[0];

/**
 * Registers a money-moving endpoint (`idempotent` in the contract): `run` does the change on the
 * database runIdempotent gives it, so a replayed Idempotency-Key answers the first response.
 */
export function implementIdempotent<E extends Endpoint & { idempotent: true }>(
  app: FastifyInstance,
  endpoint: E,
  run: (db: Runner, request: Request<E>) => Promise<EndpointResult<E>>,
  extra?: Parameters<typeof implementEndpoint<E>>[3],
) {
  implementEndpoint(
    app,
    endpoint,
    (request, reply) => runIdempotent(app.db, request, reply, endpoint.status, (db) => run(db, request)),
    extra,
  );
}
