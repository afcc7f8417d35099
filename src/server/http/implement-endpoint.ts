import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { Endpoint, EndpointRequestParts, EndpointResult } from "../../shared/contract/endpoint";
import type { ErrorCode } from "../../shared/contract/error-codes";
import { requireVerificationLevel } from "../verification/verification-level";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The endpoint's declared error codes (beyond the common ones); see implement-endpoint.ts. */
    errors?: readonly ErrorCode[];
    idempotent?: boolean;
    /** The identity verification level the route needs (issue 32; the role matrix reads it). */
    verificationLevel?: 1 | 2 | undefined;
  }
}

/** The request as the endpoint's handler sees it: params, query and body parsed by its schemas. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, "params" | "query" | "body"> &
  EndpointRequestParts<E>;

/**
 * Returns the answer (serialised through the output schema), or the reply when the handler sent it
 * itself: a CSV file, an event stream, or JSON already serialised by a cache (see users/routes.ts).
 */
export type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | FastifyReply> | EndpointResult<E> | FastifyReply;

/** Route options an endpoint may add: rate limits and body limits, nothing the contract says. */
type Extra = Pick<RouteShorthandOptions, "bodyLimit"> & {
  rateLimit?: NonNullable<RouteShorthandOptions["config"]>["rateLimit"];
};

/**
 * Registers the Fastify route of a contract endpoint: method, path, access level, schemas (input
 * validated, output serialised through its schema) and error codes all come from the contract, so
 * the route only translates the request into a use-case call.
 */
export function implementEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  extra: Extra = {},
) {
  const { rateLimit, ...options } = extra;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    // After the access guard (session.ts puts it first): the caller's verification level (issue 32).
    ...(endpoint.verificationLevel ? { onRequest: verificationGuard(endpoint.verificationLevel) } : {}),
    config: {
      access: endpoint.access,
      verificationLevel: endpoint.verificationLevel,
      errors: endpoint.errors,
      idempotent: endpoint.idempotent ?? false,
      ...(rateLimit ? { rateLimit } : {}),
    },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response: { [endpoint.status]: endpoint.output },
    },
    // The schemas above parsed the parts the handler's type promises.
    handler: (request, reply) => {
      if (endpoint.status !== 200) reply.status(endpoint.status);
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}

/** Refuses (403 VERIFICATION_REQUIRED) a caller below `level`; the access guard has set the actor. */
function verificationGuard(level: 1 | 2) {
  return async function verificationLevelGuard(request: FastifyRequest) {
    if (!request.actor) return;
    await requireVerificationLevel(request.server.db, request.server.config, request.actor.userId, level);
  };
}
