import type { FastifyInstance } from "fastify";
import type { Endpoint, EndpointResult } from "../../shared/contract/endpoint";
import { implementEndpoint } from "../http/implement-endpoint";

/** For routes that hit the market feed or answer everyone: generous for a person, a wall for a script. */
export const feedRateLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

type Request<E extends Endpoint> = Parameters<Parameters<typeof implementEndpoint<E>>[2]>[0];

/** Registers a public answer that shared caches may keep for `maxAge` seconds (rate limited like the feed). */
export function implementCachedEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  maxAge: number,
  answer: (request: Request<E>) => Promise<EndpointResult<E>>,
) {
  implementEndpoint(
    app,
    endpoint,
    (request, reply) => {
      reply.header("cache-control", `public, max-age=${maxAge}`);
      return answer(request);
    },
    feedRateLimit,
  );
}
