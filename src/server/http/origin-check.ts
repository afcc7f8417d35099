import type { FastifyInstance } from "fastify";
import { messages } from "../../shared/messages";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing API requests sent from another site (CSRF defence in depth on top of
 * SameSite=Lax cookies). Requests without browser headers (curl, server-to-server) pass: they
 * carry no ambient cookies a third-party page could abuse.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  // Not async: a callback hook costs no promise on every request.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin))
      return done(forbidden(messages.originRejected, "ORIGIN_REJECTED"));
    if (request.headers["sec-fetch-site"] === "cross-site")
      return done(forbidden(messages.originRejected, "ORIGIN_REJECTED"));
    done();
  });
}
